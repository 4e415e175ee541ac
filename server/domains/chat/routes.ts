/** Direct conversations (contract/chat.ts): the HTTP calls (the socket side is sockets.ts). */
import type { FastifyInstance } from 'fastify';
import { chatEndpoints, DOWNLINE_PAGE_SIZE } from '../../../contract/chat';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { chatService } from './service';
import { userId } from '../../db/ids';

export async function chatRoutes(app: FastifyInstance) {
  const chat = chatService(serverDeps(app));
  const auth = { config: { auth: true } };
  const mutates = { config: { auth: true, mutates: true } };

  defineRoute(app, chatEndpoints.checkMessage, (request) => chat.unreadState(userOf(request)), auth);
  defineRoute(app, chatEndpoints.agentSearch, (request) => chat.agent(userOf(request)), auth);
  defineRoute(
    app,
    chatEndpoints.subContact,
    (request) => chat.downline(userOf(request), request.query.currPage ?? 1, request.query.pageSize ?? DOWNLINE_PAGE_SIZE),
    auth,
  );
  defineRoute(app, chatEndpoints.recentContacts, (request) => chat.recent(userOf(request)), auth);
  defineRoute(app, chatEndpoints.search, (request) => chat.search(userOf(request), request.body.userName), mutates);
  defineRoute(
    app,
    chatEndpoints.historyMessage,
    (request) => chat.history(userOf(request), userId(request.body.fromUserId), request.body.searchType, request.body.messageId),
    mutates,
  );
  defineRoute(app, chatEndpoints.setUserMsgStatus, (request) => chat.markRead(userOf(request), userId(request.body.fromUserId)), mutates);
}
