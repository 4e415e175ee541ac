/**
 * What several server processes share through Redis (REDIS_URL): the socket.io adapter
 * (Redis Streams, which keeps connection-state recovery), the failed-attempt counts of the
 * log-in throttle, the rate limits (the client is handed to @fastify/rate-limit), and a
 * pub/sub channel that tells the other processes which sessions ended. Without REDIS_URL
 * none of this exists and the process keeps all of it in memory.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis, type RedisOptions } from 'ioredis';
import { RedisAttemptStore } from './attempt-store';
import type { UserId } from '../db/ids';

/** Sessions ended on one process: the others drop them from their caches. */
export type SessionsEnded = { tokenHash: string } | { userId: UserId; exceptTokenHash?: string };

const PREFIX = 'sobet:';
const SESSIONS_ENDED = `${PREFIX}sessions-ended`;
/** A request-time command (attempt counts) fails after this long rather than waiting for Redis to come back. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

export class RedisServices {
  private readonly sessionHandlers: Array<(event: SessionsEnded) => void> = [];

  private constructor(
    /** The socket.io adapter's: it publishes here and duplicates it to block on its stream. */
    private readonly adapterClient: Redis,
    /**
     * Request-time commands (rate limits, attempt counts, session ends): during an outage they
     * fail after a second instead of holding the request until Redis is back.
     */
    readonly client: Redis,
    /** A connection in subscriber mode (it can run no other command). */
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== SESSIONS_ENDED) return;
      let event: SessionsEnded;
      try {
        event = JSON.parse(text) as SessionsEnded;
      } catch {
        return;
      }
      for (const handler of this.sessionHandlers) handler(event);
    });
  }

  /**
   * Connects, waiting at most `waitMs` for Redis: a process starts while Redis is down (its
   * callers degrade meanwhile, as in any outage) and uses Redis once it is there. Outages later
   * reconnect by themselves.
   */
  static async connect(url: string, log: (message: string) => void = console.error, waitMs = 2_000): Promise<RedisServices> {
    // ioredis reconnects for ever; report an outage once, not on every attempt.
    let reported = false;
    const onError = (error: Error) => {
      if (!reported) log(`Redis: ${error.message} (reconnecting)`);
      reported = true;
    };
    const open = (options: RedisOptions) => {
      const connection = new Redis(url, options);
      connection.on('error', onError);
      connection.on('ready', () => (reported = false));
      return connection;
    };
    const adapterClient = open({});
    // Request-time commands fail at once while Redis is unreachable (no offline queue): the
    // callers degrade (throttles count in memory, rate limits skip) instead of waiting the timeout.
    const client = open({ commandTimeout: REDIS_COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    const subscriber = open({});
    // Queued until connected; ioredis subscribes again after every reconnect.
    subscriber.subscribe(SESSIONS_ENDED).catch(onError);
    const connected = Promise.all(
      [adapterClient, client, subscriber].map((c) => (c.status === 'ready' ? undefined : new Promise((resolve) => c.once('ready', resolve)))),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([connected, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return new RedisServices(adapterClient, client, subscriber);
  }

  /** The socket.io adapter factory: rooms and broadcasts across every process. */
  socketAdapter() {
    return createAdapter(this.adapterClient, {
      streamName: `${PREFIX}socket.io`,
      channelPrefix: `${PREFIX}socket.io`,
      sessionKeyPrefix: `${PREFIX}sio-session:`,
    });
  }

  attemptStore(now: () => number): RedisAttemptStore {
    return new RedisAttemptStore(this.client, now, `${PREFIX}attempts:`);
  }

  publishSessionsEnded(event: SessionsEnded): void {
    // Fire and forget: a lost message leaves another process's cache entry to expire by itself.
    this.client.publish(SESSIONS_ENDED, JSON.stringify(event)).catch(() => {});
  }

  onSessionsEnded(handler: (event: SessionsEnded) => void): void {
    this.sessionHandlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.client.quit(), this.adapterClient.quit()]);
  }
}
