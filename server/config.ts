import crypto from 'node:crypto';
import { defaultWithdrawSettings, type WithdrawSettings } from './domains/withdraw/settings';
import { defaultPaymentSettings, type PaymentSettings } from './domains/payments/settings';
import type { FairQueueLimits } from './http/fair-queue';

/** Fastify's `trustProxy`: false, true (believe any peer), or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/** Server settings, from the environment (settings.ts, read in main.ts) and overridden per test. */
export interface ServerConfig {
  /** scrypt cost: 2^17 in production (OWASP), lower in tests. */
  scryptN: number;
  /**
   * The hashing queue (passwords.ts): scrypt jobs running at once, process-wide (below libuv's 4
   * threads, so file and DNS work still find one; SCRYPT_CONCURRENCY), and per owner (a user, or an
   * address before a session); jobs an owner may have waiting, and everyone together. Past a
   * waiting limit a request is answered 503 at once.
   */
  hashing: FairQueueLimits;
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
  /** The key of password-reset tokens and known-device cookies (server/secrets.ts SESSION_SECRET; a random one per process by default). */
  sessionSecret: string;
  /**
   * Odds: the prize of one 2元 bet is 2 ÷ p × (return − point); type A offers a rebate
   * point up to rateA, type B none.
   */
  returnA: string;
  rateA: string;
  returnB: string;
  /** Enables POST /__test/clock (browser tests move time). Never on in production. */
  testClock: boolean;
  /**
   * The sandbox payment and payout providers (their cashier and hosted-withdraw pages, the payouts
   * they make by themselves): on for development, off in production unless asked (SANDBOX_PROVIDERS).
   */
  sandboxProviders: boolean;
  /** How many issues ahead the scheduler creates (each with its committed seed hash). */
  issuesAhead: number;
  /** The lotteries the scheduler runs (codes); undefined = all. The demo history's platform runs only those it bets on. */
  scheduledLotteries?: readonly string[];
  /**
   * History a fresh database starts with: each scheduled lottery's past issues over `days`
   * (at most `maxIssues` per lottery) are created and drawn at the first scheduler pass, with
   * their own seeds and commitments like every issue. days 0 = off (tests that want an empty history).
   */
  backfill: { days: number; maxIssues: number };
  /** Scheduler tick (ms); 0 = never tick by itself (tests call scheduler.tick()). */
  tickMs: number;
  /**
   * Orders per settlement batch (whole players: one with more orders is still one batch). Each
   * batch is one transaction with the event loop free in between, so requests wait at most about
   * one batch (2,000 orders: tens of ms) while an issue with 100,000 bets settles.
   */
  settlementBatchOrders: number;
  /** Compute every play's odds in the background at start. */
  warmOdds: boolean;
  /** Request body limit (bytes) of every route that declares none (the order routes declare theirs in contract/lottery.ts). */
  bodyLimit: number;
  /** Load shedding past saturation (a fast 503 with Retry-After); false = off. */
  loadShedding: LoadShedding | false;
  /** A request's headers and body must arrive within this (ms); 0 = no limit. */
  requestTimeoutMs: number;
  /** Transfers between the main wallet and the game wallets. */
  transfer: TransferSettings;
  /** Withdrawal limits, channels and the sandbox payout provider. */
  withdraw: WithdrawSettings;
  /** Deposit channels, their sandbox providers and notifications. */
  payments: PaymentSettings;
  bindings: BindingRules;
  mail: MailSettings;
  /** Other base URLs of this platform (lines) the speed test measures besides the page's own origin. */
  lines: string[];
  /** Chat messages a user may send per process: a burst of `burst`, then `perSecond`. */
  chatFlood: { burst: number; perSecond: number };
  /** Chat groups and red packets (server/domains/groups/service.ts, red-packets/service.ts). */
  groups: GroupSettings;
  /** Team contract payouts: how often each process looks for ended periods (0: never; tests call the job). */
  contracts: { tickMs: number };
  /**
   * Player protection: how often each process stops the open chases of paused players that a pause left running
   * (a crash between the pause and its chase stop; 0: never, tests call the job).
   */
  protection: { chaseSweepMs: number };
}

/** Amounts in yuan (decimal strings, at most 2 decimals). */
export interface GroupSettings {
  /** Groups a user whose userType is not 0 may own (userType 0 owns none). */
  groupLimit: number;
  memberLimit: number;
  redPacketEnabled: boolean;
  /** Most shares in one packet. */
  redPacketLimit: number;
  /** Lucky: the total of a packet. */
  redPacketMinAmount: string;
  redPacketMaxAmount: string;
  /** Ordinary: each share; lucky: the smallest share. */
  perRedPacketMinAmount: string;
  perRedPacketMaxAmount: string;
  /** How often each process looks for packets to refund (0: never; tests call the job). */
  expiryTickMs: number;
}

/** Amounts in yuan (decimal strings): `lottery*` bound a transfer out of the main wallet, `third*` one out of a game wallet. */
export interface TransferSettings {
  lotteryMin: string;
  lotteryMax: string;
  thirdMin: string;
  thirdMax: string;
  /** Ask the fund password for every transfer. */
  payPassword: boolean;
}

/** Account bindings: how many, and how long a new card or address waits before a withdrawal may use it. */
export interface BindingRules {
  maxBankCards: number;
  /** Per coin and protocol (USDT-TRC20 …). */
  maxCoinWallets: number;
  /** The first card (the player never had one) and any later card, in ms. */
  firstCardWaitMs: number;
  nextCardWaitMs: number;
  firstCoinWaitMs: number;
  nextCoinWaitMs: number;
  /** WeChat and Alipay receiving codes (the hosted withdrawals pay to them): the first of either kind, any later one. */
  firstCodeWaitMs: number;
  nextCodeWaitMs: number;
  /** E-mail codes: lifetime, wrong tries allowed, least time between two sends. */
  emailCodeTtlMs: number;
  emailCodeAttempts: number;
  emailCodeResendMs: number;
}

/** Mail: through SMTP when smtpUrl is set, else appended to the outbox file (one JSON line per message). */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  /** JSON-lines file of the local outbox; undefined = kept in memory only (tests read app.mailer.sent). */
  outboxFile?: string;
}

/** Admission control (server/http/admission.ts). */
export interface LoadShedding {
  /**
   * Requests working at once. With PGlite, which serves one query at a time, more only lengthen
   * the queue inside the database; with PostgreSQL a few times the pool keeps it busy.
   */
  maxInFlight: number;
  /** Requests that may wait for a slot; past this a request is refused at once. */
  maxQueued: number;
  /** The longest a request waits for a slot before it is refused (ms). */
  queueTimeoutMs: number;
  /**
   * Refuse new requests while the event loop's mean delay over the last 100 ms passes this
   * (ms; 0 = off): more requests arrive than the process can even read, so they wait in the
   * kernel where no in-flight count sees them. Off by default: in `npm run bench:overload` it
   * did not bound the 4× tail either (5-8 s both ways, the CPU being the limit), and a burst of
   * legitimate requests (or the odds warm-up) trips it.
   */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

export const defaultConfig: ServerConfig = {
  scryptN: 2 ** 17,
  // 2^17 is ~0.37 s of one core: 64 waiting are ~12 s of work for 2 threads.
  hashing: { concurrency: 2, ownerConcurrency: 1, ownerQueue: 32, queue: 128 },
  sessionIdleMs: 2 * 60 * 60 * 1000,
  sessionAbsoluteMs: 24 * 60 * 60 * 1000,
  cookieSecure: false,
  trustProxy: false,
  allowedOrigins: [],
  loginFailures: { max: 10, windowMs: 15 * 60 * 1000 },
  sessionSecret: crypto.randomBytes(32).toString('base64url'),
  returnA: '0.98',
  rateA: '0.065',
  returnB: '0.95',
  testClock: false,
  sandboxProviders: true,
  issuesAhead: 3,
  backfill: { days: 0, maxIssues: 500 },
  tickMs: 250,
  settlementBatchOrders: 2_000,
  warmOdds: true,
  bodyLimit: 64 * 1024,
  loadShedding: { maxInFlight: 64, maxQueued: 64, queueTimeoutMs: 1000, maxEventLoopDelayMs: 0, retryAfterSeconds: 2 },
  requestTimeoutMs: 30_000,
  transfer: { lotteryMin: '1', lotteryMax: '500000', thirdMin: '1', thirdMax: '500000', payPassword: true },
  withdraw: defaultWithdrawSettings,
  payments: defaultPaymentSettings,
  bindings: {
    maxBankCards: 5,
    maxCoinWallets: 3,
    firstCardWaitMs: 2 * 60 * 60 * 1000,
    nextCardWaitMs: 24 * 60 * 60 * 1000,
    firstCoinWaitMs: 2 * 60 * 60 * 1000,
    nextCoinWaitMs: 24 * 60 * 60 * 1000,
    firstCodeWaitMs: 2 * 60 * 60 * 1000,
    nextCodeWaitMs: 24 * 60 * 60 * 1000,
    emailCodeTtlMs: 10 * 60 * 1000,
    emailCodeAttempts: 5,
    emailCodeResendMs: 60 * 1000,
  },
  mail: { from: 'SOBET <no-reply@sobet.local>' },
  lines: [],
  chatFlood: { burst: 10, perSecond: 5 },
  groups: {
    groupLimit: 10,
    memberLimit: 200,
    redPacketEnabled: true,
    redPacketLimit: 100,
    redPacketMinAmount: '1',
    redPacketMaxAmount: '20000',
    perRedPacketMinAmount: '0.01',
    perRedPacketMaxAmount: '200',
    expiryTickMs: 60_000,
  },
  contracts: { tickMs: 60_000 },
  protection: { chaseSweepMs: 60_000 },
};
