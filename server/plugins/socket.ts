/**
 * socket.io on the same port (path /onlineio), attached to fastify.server by hand
 * (fastify-socket.io only supports Fastify 4). The handshake must carry a live session
 * cookie and, when it has an Origin, an allowed one (CORS does not protect the WebSocket
 * upgrade). Each socket joins `user:<id>` and `session:<token hash>`, and closes when its
 * session ends or expires.
 *
 * Nothing a client sends may throw out of socket.io's callbacks (an uncaught exception or
 * rejection there ends the process): the handshake answers every failure with `next(err)`,
 * and client→server events are checked against the contract (payload schema and ack) before
 * any handler sees them; refusals and malformed packets are reported on the socket's 'error'
 * event.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { ChatSend } from '../../contract/chat';
import { GroupReceived, GroupSend } from '../../contract/groups';
import { socketPath } from '../../contract/paths';
import { socketEvents, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/socket';
import { originAllowed, trustedOrigins } from './security';
import { SESSION_COOKIE, type SessionUser } from './session';
import { shared } from './shared';
import type { UserId } from '../db/ids';
import { sessionRoom, userRoom } from '../rooms';

type Events = ServerToClientEvents;

/** A refusal the client may read in connect_error; any other failure is reported without detail. */
class HandshakeError extends Error {}

/** What the server keeps on each socket: the user its session signed in (set at the handshake). */
export interface SocketData {
  user: SessionUser;
}
/** Events between sockets of different processes: none of our own (the adapter relays rooms). */
type InterServerEvents = Record<string, never>;
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface Realtime {
  toUser<E extends keyof Events>(userId: UserId, event: E, ...args: Parameters<Events[E]>): void;
  broadcast<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  io: RealtimeServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Closes this process's sockets whose sessions have expired or ended; resolves with how many (runs every minute). */
    closeExpiredSockets(): Promise<number>;
  }
}

const SOCKET_SESSION_SWEEP_MS = 60_000;

/** Payload checks of the client→server events, one per event of the contract. */
const chatSend = TypeCompiler.Compile(ChatSend);
const groupSend = TypeCompiler.Compile(GroupSend);
const groupReceived = TypeCompiler.Compile(GroupReceived);
const clientEventChecks: { [E in keyof ClientToServerEvents]: (args: unknown[]) => boolean } = {
  chat_message: (args) => args.length === 2 && chatSend.Check(args[0]) && typeof args[1] === 'function',
  group_message: (args) => args.length === 2 && groupSend.Check(args[0]) && typeof args[1] === 'function',
  group_received: (args) => args.length === 1 && groupReceived.Check(args[0]),
};

export const socketPlugin = shared(async function socket(app: FastifyInstance) {
  const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(app.server, {
    path: socketPath,
    serveClient: false,
    // The largest client event is a group message (at most 40,000 UTF-16 units of raw text).
    maxHttpBufferSize: 160 * 1024,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    // Several processes: rooms, broadcasts and recovery sessions go through Redis Streams.
    ...(app.redis ? { adapter: app.redis.socketAdapter() } : {}),
  });
  const trusted = trustedOrigins(app.config);
  io.use((socket, next) => {
    authenticate(socket.request.headers).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      (error: unknown) => next(error instanceof HandshakeError ? error : new Error('handshake failed')),
    );
  });
  async function authenticate(headers: IncomingHttpHeaders): Promise<SessionUser> {
    if (!originAllowed(headers.origin, headers.host, trusted)) throw new HandshakeError('origin not allowed');
    const cookies = headers.cookie ? app.parseCookie(headers.cookie) : {};
    const user = await app.sessions.resolve(cookies[SESSION_COOKIE]);
    if (!user) throw new HandshakeError('not logged in');
    return user;
  }
  io.on('connection', (socket) => {
    const user = socket.data.user;
    socket.use(([event, ...args], next) => {
      const check = (clientEventChecks as Record<string, ((args: unknown[]) => boolean) | undefined>)[String(event)];
      next(check?.(args) ? undefined : new Error('invalid event'));
    });
    socket.on('error', (error) => app.log.debug({ err: error, userId: user.id }, 'socket packet refused'));
    void socket.join([userRoom(user.id), sessionRoom(user.tokenHash)]);
    socket.emit(socketEvents.hello, { uin: user.id, cn: user.username, serverTime: app.clock.now() });
  });
  app.decorate('realtime', {
    io,
    toUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    broadcast(event, ...args) {
      io.emit(event, ...args);
    },
  } satisfies Realtime);

  // Sessions that end close their sockets, on every process (the adapter carries the disconnect):
  // a log-out closes that session's, a password change the user's other sessions'.
  app.sessions.onEnded((event) => {
    if ('tokenHash' in event) io.in(sessionRoom(event.tokenHash)).disconnectSockets(true);
    else if (event.exceptTokenHash) io.in(userRoom(event.userId)).except(sessionRoom(event.exceptTokenHash)).disconnectSockets(true);
    else io.in(userRoom(event.userId)).disconnectSockets(true);
  });
  // Sessions that expire end no request: each process checks its own sockets' sessions every minute.
  const sweep = setInterval(
    () => void closeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'socket session sweep failed')),
    SOCKET_SESSION_SWEEP_MS,
  );
  sweep.unref();
  async function closeExpired(): Promise<number> {
    const sockets = [...io.of('/').sockets.values()];
    const live = await app.sessions.liveOf([...new Set(sockets.map((s) => s.data.user.tokenHash))]);
    const gone = sockets.filter((s) => !live.has(s.data.user.tokenHash));
    for (const socket of gone) socket.disconnect(true);
    return gone.length;
  }
  app.decorate('closeExpiredSockets', closeExpired);
  // Before the listener closes: it waits for open connections, and a WebSocket never goes idle.
  // Only this process's sockets: with the Redis adapter, io.disconnectSockets() reaches every process.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close(); // the Redis adapter stops reading its stream
    await new Promise<void>((resolve) => {
      // io.close() also closes the http server, which fastify closes itself; only stop the engine.
      io.engine.close();
      resolve();
    });
  });
}, 'socket');
