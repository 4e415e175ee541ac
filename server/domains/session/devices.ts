/**
 * Known devices (OWASP's device cookies): a successful log-in leaves the browser a cookie signed
 * with the session key, naming the account and a random device id. A log-in to that account that
 * brings it is counted against that device alone, not against its address: a spray of guesses from
 * the owner's address (a shared NAT, a carrier's) locks the address for everyone else, not the
 * owner on a browser that has logged in before. A stolen or forged cookie buys nothing: a bad
 * signature or another account's cookie is ignored, and a device gets the same failure limit as
 * an address.
 */
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { UserId } from '../../db/ids';

export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export function knownDevices(key: string, secure: boolean) {
  const sign = (userId: UserId, device: string) => crypto.createHmac('sha256', key).update(`device.${userId}.${device}`).digest('base64url');
  const deviceOf = (cookie: string | undefined, userId: UserId): string | undefined => {
    const [id, device, signature] = (cookie ?? '').split('.');
    if (!device || !signature || Number(id) !== userId) return undefined;
    const expected = sign(userId, device);
    return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? device : undefined;
  };
  return {
    /** The device id when `cookie` is a device cookie this platform gave `userId`'s log-in, else undefined. */
    deviceOf,
    /** After a successful log-in: the browser keeps its cookie for this account, or gets one. */
    remember(reply: FastifyReply, cookie: string | undefined, userId: UserId): void {
      if (deviceOf(cookie, userId)) return;
      const device = crypto.randomBytes(16).toString('base64url');
      reply.setCookie(DEVICE_COOKIE, `${userId}.${device}.${sign(userId, device)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
