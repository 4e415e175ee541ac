/** Fastify's `trustProxy`: false, true (believe any peer), or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/** Server settings, from the environment (settings.ts, read in main.ts) and overridden per test. */
export interface ServerConfig {
  /** scrypt cost: 2^17 in production (OWASP), lower in tests. */
  scryptN: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** The session cookie's Secure flag, and HSTS + upgrade-insecure-requests: set when the site is served over HTTPS. */
  cookieSecure: boolean;
  /** Which proxies' X-Forwarded-For/-Proto/-Host to believe (request.ip, protocol, host). */
  trustProxy: TrustProxy;
  /** Origins allowed for state-changing requests and the socket handshake, besides the server's own host. */
  allowedOrigins: string[];
  /** Failed log-ins per address, and per account before it counts as under attack, within the window (see GuessLimit). */
  loginFailures: { max: number; windowMs: number };
  /**
   * Odds: the prize of one 2元 bet is 2 ÷ p × (return − point); type A offers a rebate
   * point up to rateA, type B none.
   */
  returnA: string;
  rateA: string;
  returnB: string;
  /** Enables POST /__test/clock (browser tests move time). Never on in production. */
  testClock: boolean;
  /** How many issues ahead the scheduler creates (each with its committed seed hash). */
  issuesAhead: number;
  /** Scheduler tick (ms); 0 = never tick by itself (tests call scheduler.tick()). */
  tickMs: number;
  /** Compute every play's odds in the background at start. */
  warmOdds: boolean;
}

export const defaultConfig: ServerConfig = {
  scryptN: 2 ** 17,
  sessionIdleMs: 2 * 60 * 60 * 1000,
  sessionAbsoluteMs: 24 * 60 * 60 * 1000,
  cookieSecure: false,
  trustProxy: false,
  allowedOrigins: [],
  loginFailures: { max: 10, windowMs: 15 * 60 * 1000 },
  returnA: '0.98',
  rateA: '0.065',
  returnB: '0.95',
  testClock: false,
  issuesAhead: 3,
  tickMs: 250,
  warmOdds: true,
};
