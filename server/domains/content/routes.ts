/**
 * Home content, customer service, team center and chat unread count. /sobet answers { code: 0, data }; /lottery { code: 1, result }.
 * Banners, notices, the live-support URL and the service config are public; the team center
 * and the unread count need a session. User types 0 and 10 have no team center (403 无权操作).
 */
import type { FastifyInstance } from 'fastify';
import type { ChatUnread, LiveSupportUrl, ServiceContractConfig, TeamCenter } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { LOTTERY_OK, USER_OK } from '../../../contract/primitives';
import { rulesOf } from '../../../contract/user-types';
import { fail } from '../../errors';
import { userOf } from '../../plugins/session';
import { demoBanners, demoNotices, demoTeamMenu, SUPPORT_PAGE_HTML } from './demo-content';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>) => ({ type: 'object', properties, required: Object.keys(properties) }) as const;
const userEnvelope = (data: object) => ({ 200: { type: 'object', properties: { code: int, msg: str, data } } }) as const;
const lotteryEnvelope = (result: object) => ({ 200: { type: 'object', properties: { code: int, msg: str, result } } }) as const;
const timestamp = { type: 'object', properties: { _: { type: 'string', maxLength: 20 } } } as const;

const bannerSchema = obj({ id: int, title: str, subtitle: str, gradient: { type: 'array', items: str, minItems: 2, maxItems: 2 }, link: str });
const noticeSchema = obj({ id: int, title: str, content: str, time: str });
const teamEntrySchema = obj({ path: str, paramPath: str, filePath: str, firstTime: str, newId: int, title: str, show: int, type: int });

export async function contentRoutes(app: FastifyInstance) {
  app.get(contentPaths.banners, { schema: { querystring: timestamp, response: userEnvelope({ type: 'array', items: bannerSchema }) } }, async () => ({
    code: USER_OK,
    msg: 'success',
    data: demoBanners,
  }));

  app.get(contentPaths.notices, { schema: { querystring: timestamp, response: userEnvelope({ type: 'array', items: noticeSchema }) } }, async () => ({
    code: USER_OK,
    msg: 'success',
    data: demoNotices,
  }));

  app.get(contentPaths.liveSupportUrl, { schema: { querystring: timestamp, response: userEnvelope(obj({ url: str })) } }, async (request) => {
    // Same host as the request (the demo support page below).
    const data: LiveSupportUrl = { url: `${request.protocol}://${request.host}${contentPaths.supportPage}` };
    return { code: USER_OK, msg: 'success', data };
  });

  app.get(
    contentPaths.serviceContractConfig,
    { schema: { querystring: timestamp, response: userEnvelope(obj({ register: int, login: int, customer: int })) } },
    async () => {
      const data: ServiceContractConfig = { register: 1, login: 1, customer: 1 };
      return { code: USER_OK, msg: 'success', data };
    },
  );

  app.get(
    contentPaths.teamCenter,
    { schema: { querystring: timestamp, response: lotteryEnvelope(obj({ userLevel: { type: 'boolean' }, list: { type: 'array', items: teamEntrySchema } })) }, config: { auth: true } },
    async (request) => {
      if (!rulesOf(userOf(request).userType).team) fail('forbidden');
      const result: TeamCenter = { userLevel: true, list: demoTeamMenu.map((entry) => ({ ...entry })) };
      return { code: LOTTERY_OK, msg: 'success', result };
    },
  );

  app.get(
    contentPaths.chatUnread,
    { schema: { querystring: timestamp, response: lotteryEnvelope(obj({ count: int, ids: { type: 'array', items: str } })) }, config: { auth: true } },
    async (request) => {
      userOf(request);
      // No conversations exist until the chat feature lands: nothing is unread.
      const result: ChatUnread = { count: 0, ids: [] };
      return { code: LOTTERY_OK, msg: 'success', result };
    },
  );

  // A static page with its own inline <style> and nothing else: its own, narrower policy.
  app.get(contentPaths.supportPage, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'").send(SUPPORT_PAGE_HTML),
  );
}
