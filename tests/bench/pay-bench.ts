/**
 * npm run bench:pay — deposit notifications the platform verifies and credits, in process
 * (fastify.inject, so HTTP parsing and routing are counted but no socket):
 *  - baseline: getPlayerBalance (an authenticated one-row read), the same number of calls;
 *  - notifications one at a time (signature, freshness, row lock, amount, journal, status);
 *  - notifications 8 at a time (PostgreSQL runs them in parallel; PGlite one at a time);
 *  - replays: each credited notification again (acknowledged, nothing moved).
 * On the embedded PGlite, then on PostgreSQL when DATABASE_URL is set. Rates are per second,
 * latencies p50/p99 in ms. The ledger is checked at the end of each run.
 * PAY_BENCH_N sets the notifications per phase (default 1000).
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { paymentPaths, walletPaths } from '../../contract/paths';
import { NOTIFY_HEADERS } from '../../contract/payment';
import { signNotification } from '../../server/domains/payments/notify';
import { checkLedger } from '../../server/domains/wallet/ledger';
import { depositor, type Depositor } from '../support/payment-helpers';
import { startTestServer, type TestServer } from '../support/server-harness';
import { toMinorUnits } from '../../rules/money';

const N = Number(process.env.PAY_BENCH_N ?? 1000);
const CONCURRENCY = 8;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(count: number, concurrency: number, run: (i: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t = performance.now();
        await run(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(count / seconds), p50: +percentile(latencies, 50).toFixed(2), p99: +percentile(latencies, 99).toFixed(2) };
}

/** Orders written straight to the table (the bench is about the notification, not the order form). */
async function seedOrders(s: TestServer, p: Depositor, count: number, tag: string): Promise<string[]> {
  const now = s.clock.now();
  const spsns = Array.from({ length: count }, (_, i) => `DB${tag}${String(i).padStart(7, '0')}`);
  for (let i = 0; i < count; i += 500) {
    await s.db
      .insertInto('deposit_orders')
      .values(
        spsns.slice(i, i + 500).map((spsn) => ({
          spsn,
          user_id: p.id,
          payer_id: p.id,
          channel_code: 'WECHAT_WEB',
          family: 'redirect',
          amount: toMinorUnits('100'),
          fee: toMinorUnits('1'),
          payee_index: null,
          payee_at: null,
          created_at: now,
          due_at: now + 1_800_000,
        })),
      )
      .execute();
  }
  return spsns;
}

function notifier(s: TestServer) {
  const secret = s.app.config.payments.channels.find((c) => c.code === 'WECHAT_WEB')!.secret;
  return async (spsn: string) => {
    const body = JSON.stringify({ spsn, tradeNo: `SBX${crypto.randomBytes(6).toString('hex')}`, amount: '100', status: 'paid', paidAt: s.clock.now() });
    const timestamp = s.clock.now();
    const r = await s.app.inject({
      method: 'POST',
      url: paymentPaths.notify,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'bench',
        [NOTIFY_HEADERS.channel]: 'WECHAT_WEB',
        [NOTIFY_HEADERS.timestamp]: String(timestamp),
        [NOTIFY_HEADERS.signature]: signNotification(secret, timestamp, body),
      },
    });
    if ((r.json() as { code: number }).code !== 0) throw new Error(`notification refused: ${r.body}`);
  };
}

async function run(label: string): Promise<void> {
  const s = await startTestServer();
  try {
    const p = await depositor(s, 'benchpayer');
    const baseline = await measure(N, 1, async () => {
      const r = await s.app.inject({ method: 'GET', url: walletPaths.balance, query: { cbId: 'sobet_01' }, headers: { cookie: p.cookie } });
      if (r.statusCode !== 200) throw new Error(r.body);
    });
    const notify = notifier(s);
    const serial = await seedOrders(s, p, N, 's');
    const oneAtATime = await measure(N, 1, (i) => notify(serial[i]!));
    const parallel = await seedOrders(s, p, N, 'p');
    const eightAtATime = await measure(N, CONCURRENCY, (i) => notify(parallel[i]!));
    const replays = await measure(N, CONCURRENCY, (i) => notify(serial[i]!));
    const ledger = await checkLedger(s.db);
    const credited = await s.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    if (!ledger.ok || Number(credited.n) !== 2 * N) throw new Error(`ledger ${JSON.stringify(ledger)} credited ${credited.n}`);
    console.log(`\n${label} (${N} per phase)`);
    console.table({
      'baseline: balance read': baseline,
      'notifications, 1 at a time': oneAtATime,
      [`notifications, ${CONCURRENCY} at a time`]: eightAtATime,
      [`replays (acknowledged, no credit), ${CONCURRENCY} at a time`]: replays,
    });
    console.log(
      `credited notifications per second vs balance reads: ${(oneAtATime.perSecond / baseline.perSecond).toFixed(2)}x (1 at a time), ` +
        `${(eightAtATime.perSecond / baseline.perSecond).toFixed(2)}x (${CONCURRENCY} at a time)`,
    );
  } finally {
    await s.close();
  }
}

const url = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
await run('PGlite (embedded)');
if (url) {
  process.env.DATABASE_URL = url;
  await run('PostgreSQL');
}
