/**
 * Direct conversations (contract/chat.ts): the HTTP calls, and the socket side: chat_message
 * with its ack, and presence (chat_onoffline) as sockets come and go.
 */
import type { FastifyInstance } from 'fastify';
import { chatEndpoints, DOWNLINE_PAGE_SIZE } from '../../../contract/chat';
import { socketEvents } from '../../../contract/socket';
import { defineRoute } from '../../http/define-route';
import { FairQueue } from '../../http/fair-queue';
import { userOf, type SessionUser } from '../../plugins/session';
import { chatService } from './service';

/** Presence announcements at once per process, and how many may wait (a user's own: connects and disconnects). */
const PRESENCE_LIMITS = { concurrency: 2, ownerConcurrency: 1, ownerQueue: 32, queue: 50_000 };

export async function chatRoutes(app: FastifyInstance) {
  const chat = chatService(app);
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
    (request) => chat.history(userOf(request), request.body.fromUserId, request.body.searchType, request.body.messageId),
    mutates,
  );
  defineRoute(app, chatEndpoints.setUserMsgStatus, (request) => chat.markRead(userOf(request), request.body.fromUserId), mutates);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const quietly = (user: SessionUser) => (error: unknown) => {
    if (!closing) app.log.warn({ err: error, userId: user.id }, 'chat presence failed');
  };
  // Presence takes its turn: hundreds of sockets connecting at once would otherwise take every database
  // connection from the messages sent meanwhile (those then fail waiting for one). One user's changes stay in order.
  const presence = new FairQueue(PRESENCE_LIMITS, () => new Error('presence queue full'));
  const inTurn = (user: SessionUser, work: () => Promise<void>) => presence.run(`user:${user.id}`, work).catch(quietly(user));
  app.realtime.io.on('connection', (socket) => {
    const user = socket.data.user;
    void inTurn(user, () => chat.connected(user, socket.id, socket.handshake.issued));
    socket.on('disconnect', () => {
      void inTurn(user, () => chat.disconnected(user));
    });
    socket.on(socketEvents.chatMessage, (payload, ack) => {
      void chat.ackOf(user, payload, socket.id).then(ack);
    });
  });
}
