/** Chat test helpers: people with a parent or the administrator role, and sends over a socket with their ack. */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { Clock } from '../../server/clock';
import type { Db } from '../../server/db/client';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/session';
import { insertUser } from '../../server/domains/users/queries';
import { ADMIN_ROLE_TYPE, MSG_TYPE, type ChatAck, type ChatMessage } from '../../contract/chat';
import type { TestServer } from './server-harness';
import type { UserId } from '../../server/db/ids';

export interface Person {
  id: UserId;
  cookie: string;
  name: string;
}

/** A user (type 0 unless given) under `parent`, optionally an administrator. */
export async function person(s: TestServer, name: string, options: { parent?: Person; userType?: number; admin?: boolean } = {}): Promise<Person> {
  const { id, cookie } = await s.createUser(name, '0', options.userType ?? 0);
  await s.db
    .updateTable('users')
    .set({ parent_id: options.parent?.id ?? null, role_type: options.admin ? ADMIN_ROLE_TYPE : 0 })
    .where('id', '=', id)
    .execute();
  return { id, cookie, name };
}

/**
 * Many people at once, past the log-in rate limit: users inserted and sessions written directly
 * (the cookie is a fresh session token, as a log-in would set).
 */
export async function bulkPerson(s: { db: Db; clock: Clock }, name: string, options: { parent?: Person; userType?: number } = {}): Promise<Person> {
  const now = s.clock.now();
  const id = await insertUser(s.db, { username: name, passwordHash: 'x', userType: options.userType ?? 0, parentId: options.parent?.id ?? null, now });
  if (id === undefined) throw new Error(`user ${name} exists`);
  const token = randomBytes(32).toString('base64url');
  await s.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: id, created_at: now, last_seen_at: now, expires_at: now + 86_400_000 })
    .execute();
  return { id, cookie: `${SESSION_COOKIE}=${token}`, name };
}

let sends = 0;
/** Emits chat_message and resolves to its ack. */
export function sendChat(socket: Socket, toUserId: number, message: string, options: { msgType?: number; messageId?: string } = {}): Promise<ChatAck> {
  const messageId = options.messageId ?? `t${++sends}_${Date.now().toString(36)}`;
  return socket.timeout(60_000).emitWithAck('chat_message', { messageId, msgType: options.msgType ?? MSG_TYPE.direct, toUserId, message }) as Promise<ChatAck>;
}

/** Collects the chat_message events a socket receives. */
export function inbox(socket: Socket): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on('chat_message', (m: ChatMessage) => received.push(m));
  return received;
}

export const connectedSocket = (socket: Socket) =>
  new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
