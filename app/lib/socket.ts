/**
 * The one socket.io connection: same origin (or the line chosen on the speed test), path
 * /onlineio, query userName and appId 1, events typed by contract/socket.ts. socket.io
 * reconnects by itself after a dropped connection, and the server replays what it pushed
 * meanwhile (connection-state recovery); when it cannot, `onSocketCatchUp` listeners reload.
 * A refused handshake (session not ready yet) is retried here with a growing delay while
 * someone still wants the socket. socket.io-client is a chunk of its own, loaded at the first
 * connection (after log-in), so the login page does not carry it.
 */
import type { io as openIo, Socket } from 'socket.io-client';
import { socketPath } from '../../contract/paths';
import { apiBase } from './api-base';
import type { ChatAck, ChatSend } from '../../contract/chat';
import type { GroupAck, GroupReceived, GroupSend } from '../../contract/groups';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/socket';

export const SOCKET_APP_ID = 1;
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;

let socket: AppSocket | null = null;
let currentUser: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;
const handlers = new Map<EventName, Set<(...args: never[]) => void>>();
const statusListeners = new Set<(connected: boolean) => void>();
const catchUpListeners = new Set<() => void>();

/** Query sent with the handshake. */
export function socketQuery(userName: string) {
  return { userName, appId: String(SOCKET_APP_ID) };
}

function notifyStatus(connected: boolean) {
  for (const listener of statusListeners) listener(connected);
}

let socketClient: Promise<{ io: typeof openIo }> | null = null;
const loadSocketClient = () => (socketClient ??= import(/* webpackChunkName: "socket" */ 'socket.io-client'));

/** Opens the connection for this user (closing another user's first). Idempotent. */
export function connectSocket(userName: string): void {
  if (currentUser === userName) return;
  disconnectSocket();
  currentUser = userName;
  void openSocket(userName);
}

async function openSocket(userName: string): Promise<void> {
  let io: typeof openIo;
  try {
    ({ io } = await loadSocketClient());
  } catch {
    // The chunk did not load (network): asked again later while this user still wants the socket.
    socketClient = null;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        if (currentUser === userName && !socket) void openSocket(userName);
      },
      Math.min(30_000, 1000 * 2 ** retries++),
    );
    return;
  }
  // Logged out, or another user, while the client loaded.
  if (currentUser !== userName || socket) return;
  // The line chosen on the speed test, if any; else this page's origin.
  const options = {
    path: socketPath,
    query: socketQuery(userName),
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  };
  const base = apiBase();
  const next: AppSocket = base ? io(base, { ...options, withCredentials: true }) : io(options);
  socket = next;
  for (const [event, set] of handlers) for (const handler of set) next.on(event, handler as never);
  let connectedBefore = false;
  next.on('connect', () => {
    retries = 0;
    notifyStatus(true);
    // Back after a drop the server could not bridge (it restarted, or the drop outlasted its
    // recovery window): what it pushed meanwhile is lost, so the screens ask for it again.
    if (connectedBefore && !next.recovered) for (const listener of catchUpListeners) listener();
    connectedBefore = true;
  });
  next.on('disconnect', (reason) => {
    notifyStatus(false);
    // The server ended it (log-out elsewhere): socket.io does not retry that by itself.
    if (reason === 'io server disconnect') scheduleRetry(next);
  });
  // A middleware refusal is not retried by socket.io; retry while this socket is still wanted.
  next.on('connect_error', () => {
    if (!next.active) scheduleRetry(next);
  });
}

function scheduleRetry(which: AppSocket) {
  clearTimeout(retryTimer);
  const delay = Math.min(30_000, 1000 * 2 ** retries);
  retries += 1;
  retryTimer = setTimeout(() => {
    if (socket === which) which.connect();
  }, delay);
}

export function disconnectSocket(): void {
  clearTimeout(retryTimer);
  retries = 0;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  socket = null;
  currentUser = null;
  notifyStatus(false);
}

/** Subscribes to a server event on the current and any later connection; returns the unsubscribe. */
export function onSocketEvent<E extends EventName>(event: E, handler: ServerToClientEvents[E]): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as never);
  socket?.on(event, handler as never);
  return () => {
    set.delete(handler as never);
    socket?.off(event, handler as never);
  };
}

/** How long a chat send waits for the server's ack. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

/** Sends a chat message and resolves to the server's ack; rejects when not connected or on timeout. */
export async function emitChatMessage(message: ChatSend): Promise<ChatAck> {
  if (!socket?.connected) throw new Error('not connected');
  return socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck('chat_message', message);
}

/** Sends a group text and resolves to the server's ack; rejects when not connected or on timeout. */
export async function emitGroupMessage(message: GroupSend): Promise<GroupAck> {
  if (!socket?.connected) throw new Error('not connected');
  return socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck('group_message', message);
}

/** Tells the server I have read a group up to this message (no ack; a lost one is repeated by the next read). */
export function emitGroupReceived(read: GroupReceived): void {
  socket?.emit('group_received', read);
}

export function onSocketStatus(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** Called when the socket is back after a drop whose pushes (draws, balances) were lost; returns the unsubscribe. */
export function onSocketCatchUp(listener: () => void): () => void {
  catchUpListeners.add(listener);
  return () => {
    catchUpListeners.delete(listener);
  };
}
