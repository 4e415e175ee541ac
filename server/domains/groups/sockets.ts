/**
 * Chat groups on the socket: group_message with its ack, group_received, and each new socket
 * joining its groups' rooms. The flood limit lives in this plugin's group service.
 */
import type { FastifyInstance } from 'fastify';
import { socketEvents } from '../../../contract/socket';
import { serverDeps } from '../../deps';
import type { SessionUser } from '../../plugins/session';
import { redPacketCards } from '../red-packets/cards';
import { groupService } from './service';
import { groupId } from '../../db/ids';

export async function groupSockets(app: FastifyInstance) {
  // Group messages show red-packet cards as their viewer sees them.
  const deps = serverDeps(app);
  const g = groupService(deps, redPacketCards(deps));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const quietly = (user: SessionUser, what: string) => (error: unknown) => {
    if (!closing) app.log.warn({ err: error, userId: user.id }, what);
  };
  app.realtime.io.on('connection', (socket) => {
    const user = socket.data.user;
    g.joinRooms(user, socket.id).catch(quietly(user, 'group rooms failed'));
    socket.on(socketEvents.groupMessage, (payload, ack) => {
      void g.ackOf(user, payload, socket.id).then(ack);
    });
    socket.on(socketEvents.groupReceived, (read) => {
      // Checked against the contract (gid ≥ 1) before this handler runs, so groupId takes it as it is.
      g.received(user, groupId(read.gid), read.id).catch(quietly(user, 'group read mark failed'));
    });
  });
}
