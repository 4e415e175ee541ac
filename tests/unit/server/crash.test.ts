import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lotteryPaths, sessionPaths } from '../../../contract/paths';
import { openDatabase } from '../../../server/db/client';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { startServerProcess } from '../../support/start-server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}${sessionPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ cn: 'demo', password: 'demo1234' }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const ordersPerRound = 6;

describe('crash consistency (kill -9)', () => {
  it('keeps every acknowledged order and a consistent ledger across SIGKILLs under load', async () => {
    const env = { DATA_DIR: path.join(dir, 'data'), STATIC_DIR: dir };
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const server = await startServerProcess(env);
      const cookie = await login(server.url);
      const odds = (await (await fetch(`${server.url}${lotteryPaths.odds}?lottery=JSK3`)).json()) as { result: { JSK3: { bth3_bth3_fs: { bonusA: string } } } };
      let stop = false;
      const worker = async () => {
        while (!stop) {
          try {
            const info = (await (await fetch(`${server.url}${lotteryPaths.issue}?lottery=JSK3`)).json()) as { result: { issue: string; second: number } };
            if (info.result.second < 1) continue;
            const res = await fetch(`${server.url}${lotteryPaths.addOrder}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
              body: JSON.stringify({
                lottery: 'JSK3',
                issue: info.result.issue,
                order: [
                  {
                    method: 'bth3_bth3_fs',
                    code: '1,2,3',
                    nums: 1,
                    amount: '0.2',
                    piece: 1,
                    price: '0.2',
                    odds: odds.result.JSK3.bth3_bth3_fs.bonusA,
                    point: '0',
                  },
                ],
              }),
            });
            const body = (await res.json()) as { code: number; result?: { orderIds: string[] } };
            if (body.code === 1) acknowledged.push(...body.result!.orderIds);
          } catch {
            return; // the server died mid-request: that order was not acknowledged
          }
        }
      };
      const workers = Array.from({ length: 4 }, worker);
      // Kill once this round has had orders acknowledged, at a random moment after: a fixed delay
      // left too few orders on a loaded machine to say anything.
      const target = acknowledged.length + ordersPerRound;
      const deadline = Date.now() + 30_000;
      while (acknowledged.length < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.all(workers);
      if (server.child.exitCode === null && server.child.signalCode === null) await new Promise((r) => server.child.once('exit', r));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(3 * ordersPerRound);
    const handle = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      const stored = new Set((await handle.db.selectFrom('orders').select('order_no').execute()).map((o) => o.order_no));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(await checkLedger(handle.db)).toMatchObject({ ok: true });
    } finally {
      await handle.close();
    }
  }, 360_000);
});
