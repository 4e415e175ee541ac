/**
 * The server process's end: one graceful shutdown for SIGTERM/SIGINT (exit 0) and for an
 * unexpected error anywhere (an uncaught exception or unhandled rejection: logged, exit 1).
 * Dying at once could stop in the middle of a request; instead the listener closes (new
 * connections refused, requests arriving on open ones answered 503), requests in flight
 * finish with their transactions, the scheduler finishes its pass and stops, sockets close,
 * then the database closes (PGlite checkpointed), and the process exits.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/** Unexpected errors must reach the operator whatever the request log's settings. */
const consoleLog: ShutdownLog = {
  info: (message) => console.log(message),
  error: (error, message) => console.error(message, error),
};

/** The parts of `process` the shutdown uses (tests pass their own). */
export type ProcessLike = Pick<NodeJS.EventEmitter, 'on'> & { exit(code: number): void };

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Runs after the app has closed. */
  closeDatabase: () => Promise<void>;
  log?: ShutdownLog;
  /** After this long, exit (code 1) even if something still has not finished. */
  graceMs?: number;
  process?: ProcessLike;
}

export interface Shutdown {
  /** Closes everything and exits with `exitCode` (the highest asked for, if asked again while closing). */
  (reason: string, exitCode: number): Promise<void>;
}

/** How long a shutdown may take before the process exits anyway (code 1), unless told otherwise. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Installs the process handlers and returns the shutdown they call. */
export function installShutdown(options: ShutdownOptions): Shutdown {
  const { app, closeDatabase, log = consoleLog, graceMs = SHUTDOWN_GRACE_MS } = options;
  const proc: ProcessLike = options.process ?? process;
  let exitCode = 0;
  let closing: Promise<void> | undefined;

  const shutdown: Shutdown = (reason, code) => {
    exitCode = Math.max(exitCode, code);
    if (closing) return closing;
    log.info(`${reason}: shutting down`);
    const force = setTimeout(() => {
      log.error(new Error(`not closed after ${graceMs} ms`), 'forced exit');
      proc.exit(1);
    }, graceMs); // not unref'd: a close stuck on a promise must not end in a silent exit 0
    // close() ends only the connections idle at that moment: one whose request finishes
    // later would stay open (keep-alive) and hold close() until its keep-alive timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    closeIdle.unref();
    closing = (async () => {
      for (const [step, close] of [
        ['closing the server', () => app.close()],
        ['closing the database', closeDatabase],
      ] as const) {
        try {
          await close();
        } catch (error) {
          log.error(error, `error while ${step}`);
          exitCode = Math.max(exitCode, 1);
        }
      }
      clearTimeout(force);
      clearInterval(closeIdle);
      proc.exit(exitCode);
    })();
    return closing;
  };

  proc.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  proc.on('SIGINT', () => void shutdown('SIGINT', 0));
  proc.on('uncaughtException', (error: unknown) => {
    log.error(error, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });
  proc.on('unhandledRejection', (reason: unknown) => {
    log.error(reason, 'unhandled rejection');
    void shutdown('unhandled rejection', 1);
  });
  return shutdown;
}
