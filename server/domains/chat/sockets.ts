/**
 * Direct conversations on the socket: chat_message with its ack, and presence (chat_onoffline) as
 * sockets come and go. The sending queue and flood limit live in this plugin's chat service.
 */
import type { FastifyInstance } from 'fastify';
import { socketEvents } from '../../../contract/socket';
import { serverDeps } from '../../deps';
import { FairQueue } from '../../http/fair-queue';
import type { SessionUser } from '../../plugins/session';
import { chatService } from './service';

/** Presence announcements at once per process, and how many may wait (a user's own: connects and disconnects). */
const PRESENCE_LIMITS = { concurrency: 2, ownerConcurrency: 1, ownerQueue: 32, queue: 50_000 };

export async function chatSockets(app: FastifyInstance) {
  const chat = chatService(serverDeps(app));
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
