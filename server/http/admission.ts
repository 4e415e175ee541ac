/**
 * Admission control: at most `maxInFlight` requests work at once, up to `maxQueued` more wait
 * for a slot (each at most `queueTimeoutMs`), and the rest are answered 503 with Retry-After at
 * once, before any work (no session lookup, no body read); so are all new requests while the
 * event loop lags behind (`maxEventLoopDelayMs`). So an overload costs the refused
 * requests nothing and keeps the wait of the admitted ones bounded.
 *
 * A slot is held only while the server works: a request gives it back while its body arrives
 * (a client trickling a body holds no slot; the server's request timeout ends it) and when its
 * response is done, its response is closed or its connection is (pipelined requests still
 * queued when the client hangs up emit no response events; the connection's close covers them).
 * Routes with `config.admission: false` (the health probes) are never counted or refused.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { errorCodes } from '../../contract/primitives';
import type { LoadShedding } from '../config';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never counted or refused by admission control (health probes). */
    admission?: boolean;
  }
  interface FastifyRequest {
    admissionTicket?: Ticket;
  }
}

interface Ticket {
  holding: boolean;
  ended: boolean;
  waiter?: { admit: () => void; timer: NodeJS.Timeout };
}

export class AdmissionGate {
  private inFlight = 0;
  private readonly queue: Ticket[] = [];
  /** Set while the event loop lags: the requests waiting to be read are more than it keeps up with. */
  lagging = false;
  private readonly delay = monitorEventLoopDelay({ resolution: 10 });
  private sampler: NodeJS.Timeout | undefined;

  constructor(private readonly settings: LoadShedding) {}

  /**
   * Samples the event loop's delay: requests queued before they are even parsed (an overload
   * of cheap reads) are invisible to the in-flight count, but they make the loop late. While
   * its mean delay over the last sample passes the limit, new requests are refused at once,
   * which costs far less than serving them, so the loop catches up within a sample or two.
   */
  startSampling(): void {
    if (this.settings.maxEventLoopDelayMs <= 0) return;
    this.delay.enable();
    this.sampler = setInterval(() => {
      this.lagging = this.delay.mean / 1e6 > this.settings.maxEventLoopDelayMs;
      this.delay.reset();
    }, 100);
    this.sampler.unref();
  }

  stopSampling(): void {
    if (this.sampler) clearInterval(this.sampler);
    this.delay.disable();
  }

  /** Resolves when the ticket holds a slot; rejects (busy) when none comes free in time or the queue is full. */
  enter(ticket: Ticket): Promise<void> | void {
    if (ticket.ended || ticket.holding) return;
    if (this.lagging) throw busy();
    if (this.inFlight < this.settings.maxInFlight && this.queue.length === 0) return this.take(ticket);
    if (this.queue.length >= this.settings.maxQueued) throw busy();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.dequeue(ticket);
        reject(busy());
      }, this.settings.queueTimeoutMs);
      ticket.waiter = { admit: resolve, timer };
      this.queue.push(ticket);
    });
  }

  /** Gives the slot back (or the place in the queue) and lets the longest waiter in. */
  leave(ticket: Ticket): void {
    if (ticket.waiter) this.dequeue(ticket);
    if (!ticket.holding) return;
    ticket.holding = false;
    this.inFlight--;
    while (this.inFlight < this.settings.maxInFlight && this.queue.length > 0) {
      const next = this.queue.shift()!;
      const { admit, timer } = next.waiter!;
      clearTimeout(timer);
      next.waiter = undefined;
      this.take(next);
      admit();
    }
  }

  /** Whether a new request would be refused anyway: then it is refused before Fastify sees it. */
  get refusesAtOnce(): boolean {
    return this.lagging || (this.inFlight >= this.settings.maxInFlight && this.queue.length >= this.settings.maxQueued);
  }

  end(ticket: Ticket): void {
    ticket.ended = true;
    this.leave(ticket);
  }

  private take(ticket: Ticket): void {
    ticket.holding = true;
    this.inFlight++;
  }

  private dequeue(ticket: Ticket): void {
    const at = this.queue.indexOf(ticket);
    if (at >= 0) this.queue.splice(at, 1);
    if (ticket.waiter) clearTimeout(ticket.waiter.timer);
    ticket.waiter = undefined;
  }
}

const busy = () => new ApiError('busy', undefined, 503);

const busyBody = JSON.stringify({ code: errorCodes.busy.code, msg: errorCodes.busy.msg });

/**
 * The app's HTTP server: while admission is saturated, a new request is answered 503 right
 * here, before routing, hooks and serialisation, so that a refusal costs a small fraction of a
 * served request and the server keeps up with refusing under any overload. `exempt` paths
 * (health probes) always go through.
 */
export function admittingServer(gate: AdmissionGate, settings: LoadShedding, exempt: readonly string[], requestTimeoutMs: number): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer((request, response) => {
      if (gate.refusesAtOnce && !exempt.some((path) => request.url?.startsWith(path))) {
        response.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(settings.retryAfterSeconds),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        response.end(busyBody);
        return;
      }
      handler(request, response);
    });
    // What Fastify sets on a server it makes itself (its default keep-alive timeout).
    server.keepAliveTimeout = 72_000;
    server.requestTimeout = requestTimeoutMs;
    return server;
  };
}

const hasBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

export function registerAdmission(app: FastifyInstance, gate: AdmissionGate, settings: LoadShedding): void {
  app.addHook('onReady', async () => gate.startSampling());
  app.addHook('onClose', async () => gate.stopSampling());
  // The tickets of each connection: its close ends them all, answered or not.
  const ticketsOf = new WeakMap<Socket, Set<Ticket>>();

  const enter = async (request: FastifyRequest, reply: FastifyReply) => {
    const ticket = request.admissionTicket!;
    try {
      await gate.enter(ticket);
    } catch (error) {
      void reply.header('retry-after', String(settings.retryAfterSeconds));
      throw error;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.admission === false) return;
    const ticket: Ticket = { holding: false, ended: false };
    request.admissionTicket = ticket;
    const socket = request.raw.socket;
    let tickets = ticketsOf.get(socket);
    if (!tickets) {
      const open = new Set<Ticket>();
      ticketsOf.set(socket, open);
      socket.once('close', () => {
        for (const t of open) gate.end(t);
        open.clear();
      });
      tickets = open;
    }
    tickets.add(ticket);
    const end = () => {
      gate.end(ticket);
      tickets.delete(ticket);
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
    if (socket.destroyed) return end();
    await enter(request, reply);
  });
  // The body arrives at the client's pace: no slot is held meanwhile.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.admissionTicket && hasBody(request)) gate.leave(request.admissionTicket);
    return payload;
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.admissionTicket && !request.admissionTicket.holding) await enter(request, reply);
  });
}
