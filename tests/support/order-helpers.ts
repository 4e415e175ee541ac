/** Builds order lines the way the client does, and reads a future issue's draw (white-box: tests only). */
import LZString from 'lz-string';
import { lotteryPaths } from '../../contract/paths';
import type { OrderLineWire } from '../../contract/lottery';
import { stakeOf } from '../../rules/money';
import { deriveDraw } from '../../server/domains/lottery/fairness';
import { lotteryOf } from '../../server/domains/lottery/lotteries';
import type { TestServer } from './server-harness';

export function line(method: string, code: string, nums: number, odds: string, options: Partial<OrderLineWire> = {}): OrderLineWire {
  const price = options.price ?? '2';
  const piece = options.piece ?? 1;
  return { method, code, nums, amount: stakeOf(nums, price, piece), piece, price, odds, point: '0', ...options };
}

export async function currentIssue(s: TestServer, lottery: string): Promise<string> {
  return (await s.call('GET', lotteryPaths.issue, { query: { lottery } })).json.result.issue;
}

/** The numbers an issue will draw (reads its secret seed from the database). */
export async function futureDraw(s: TestServer, lottery: string, issue: string): Promise<number[]> {
  const row = await s.db.selectFrom('issues').select('seed').where('lottery', '=', lottery).where('issue_no', '=', issue).executeTakeFirstOrThrow();
  return deriveDraw(lotteryOf(lottery)!.family, row.seed, lottery, issue);
}

export function lz(body: unknown): string {
  return LZString.compressToBase64(JSON.stringify(body));
}
