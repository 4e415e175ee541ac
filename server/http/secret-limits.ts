/**
 * Rate limits of the routes that hash or check a secret on a logged-in user's behalf (each a
 * scrypt on libuv's threads): counted per user (the address before a session), so one session
 * cannot keep the hashing threads busy for everyone, and a household behind one address is not
 * limited together. Routes take it as their `config.rateLimit` (@fastify/rate-limit).
 */
import type { FastifyRequest } from 'fastify';

export const perUserLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
});
