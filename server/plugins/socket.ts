/**
 * socket.io on the same port (path /onlineio), attached to fastify.server by hand
 * (fastify-socket.io only supports Fastify 4). The handshake must carry a live session
 * cookie and, when it has an Origin, an allowed one (CORS does not protect the WebSocket
 * upgrade). Each socket joins `user:<id>`.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { socketPath } from '../../contract/paths';
import { socketEvents, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/socket';
import { originAllowed } from './security';
import { SESSION_COOKIE } from './session';
import { shared } from './shared';

type Events = ServerToClientEvents;

export interface Realtime {
  toUser<E extends keyof Events>(userId: number, event: E, ...args: Parameters<Events[E]>): void;
  broadcast<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void;
  disconnectUser(userId: number): void;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

export const socketPlugin = shared(async function socket(app: FastifyInstance) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: socketPath,
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    // Several processes: rooms, broadcasts and recovery sessions go through Redis Streams.
    ...(app.redis ? { adapter: app.redis.socketAdapter() } : {}),
  });
  io.use(async (socket, next) => {
    const headers = socket.request.headers;
    if (!originAllowed(headers.origin, headers.host, app.config.allowedOrigins)) return next(new Error('origin not allowed'));
    const user = await app.sessions.resolve(cookieValue(headers.cookie, SESSION_COOKIE)).catch(() => null);
    if (!user) return next(new Error('not logged in'));
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: number; username: string };
    void socket.join(`user:${user.id}`);
    socket.emit(socketEvents.hello, { uin: user.id, cn: user.username, serverTime: app.clock.now() });
  });
  app.decorate('realtime', {
    io,
    toUser(userId, event, ...args) {
      io.to(`user:${userId}`).emit(event, ...args);
    },
    broadcast(event, ...args) {
      io.emit(event, ...args);
    },
    disconnectUser(userId) {
      io.in(`user:${userId}`).disconnectSockets(true);
    },
  } satisfies Realtime);
  // Before the listener closes: it waits for open connections, and a WebSocket never goes idle.
  // Only this process's sockets: with the Redis adapter, io.disconnectSockets() reaches every process.
  app.addHook('preClose', async () => {
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
