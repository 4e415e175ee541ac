/**
 * The socket.io rooms every process agrees on (the Redis adapter relays them by name): each socket joins
 * its user's room and its log-in session's room when it connects.
 */
import type { UserId } from './db/ids';

/** Every socket of a user: what is pushed to that user goes here. */
export const userRoom = (userId: UserId) => `user:${userId}`;

/** The sockets of one log-in session: closed together when the session ends. */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
