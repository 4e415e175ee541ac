/**
 * Administrator messages (contract/letters.ts): the reader's notices, their read and deleted
 * marks, and the administrators' send (send.ts).
 */
import type { FastifyInstance } from 'fastify';
import { LATEST_LETTERS, LETTERS_PAGE_SIZE, letterEndpoints, type AdminMessage } from '../../../contract/letters';
import { fail } from '../../errors';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { countMessages, countUnread, isAdministrator, markAllRead, markMessage, pageOfMessages, type ReaderMessageRow } from './queries';
import { asNotice, sendLetter } from './send';

const asReaderMessage = (row: ReaderMessageRow): AdminMessage => ({ ...asNotice(row), isRead: row.read_at === null ? 0 : 1 });

export async function letterRoutes(app: FastifyInstance) {
  const { db, clock } = app;
  const counted = async (userId: number) => ({ lettersCount: await countUnread(db, userId) });

  defineRoute(
    app,
    letterEndpoints.latest,
    async (request) => {
      const userId = userOf(request).id;
      const rows = await pageOfMessages(db, userId, request.query.size ?? LATEST_LETTERS, 0);
      return { list: rows.map(asReaderMessage), ...(await counted(userId)) };
    },
    { config: { auth: true } },
  );

  defineRoute(
    app,
    letterEndpoints.history,
    async (request) => {
      const userId = userOf(request).id;
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? LETTERS_PAGE_SIZE;
      const [rows, total] = await Promise.all([pageOfMessages(db, userId, pageSize, (page - 1) * pageSize), countMessages(db, userId)]);
      return { nowPage: page, pageCount: Math.ceil(total / pageSize), data: rows.map(asReaderMessage) };
    },
    // A read, sent as POST as the platform does: no CSRF-relevant change.
    { config: { auth: true } },
  );

  defineRoute(
    app,
    letterEndpoints.read,
    async (request) => {
      const userId = userOf(request).id;
      if (!(await markMessage(db, userId, request.query.id, 'read_at', clock.now()))) fail('letterNotFound');
      return counted(userId);
    },
    { config: { auth: true, mutates: true } },
  );

  defineRoute(
    app,
    letterEndpoints.remove,
    async (request) => {
      const userId = userOf(request).id;
      if (!(await markMessage(db, userId, request.query.id, 'deleted_at', clock.now()))) fail('letterNotFound');
      return counted(userId);
    },
    { config: { auth: true, mutates: true } },
  );

  defineRoute(
    app,
    letterEndpoints.count,
    async (request) => {
      const userId = userOf(request).id;
      return { ...(await counted(userId)), canSend: (await isAdministrator(db, userId)) ? (1 as const) : (0 as const) };
    },
    { config: { auth: true } },
  );

  defineRoute(
    app,
    letterEndpoints.setMsgStatus,
    async (request) => {
      const userId = userOf(request).id;
      // msgType can only be the administrator conversation's (the schema allows 0 alone).
      await markAllRead(db, userId, clock.now());
      return counted(userId);
    },
    { config: { auth: true, mutates: true } },
  );

  defineRoute(app, letterEndpoints.send, (request) => sendLetter(app, userOf(request).id, request.body), { config: { auth: true, mutates: true } });
}
