/**
 * Standalone draw verifier (npm run verify:draw):
 *   npm run verify:draw -- --lottery HN1FC --issue 20261122-0721 [--url http://127.0.0.1:4321]
 *     fetches the revealed seed, the commitment and the numbers, and recomputes them here;
 *   npm run verify:draw -- --family ssc --lottery HN1FC --issue 20261122-0721 --seed <hex> --hash <hex> [--code 1,2,3,4,5]
 *     checks offline.
 * Exit code 0 when SHA-256(seed) equals the commitment and the seed reproduces the numbers.
 */
import { lotteryPaths } from '../../contract/paths';
import type { DrawProof, LotteryFamily } from '../../contract/lottery';
import { drawCode, FAIRNESS_ALGORITHM, seedHashOf } from '../domains/lottery/fairness';
import { lotteryOf } from '../domains/lottery/lotteries';

const args = new Map<string, string>();
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) if (argv[i]!.startsWith('--')) args.set(argv[i]!.slice(2), argv[i + 1] ?? '');

const lottery = (args.get('lottery') ?? '').toUpperCase();
const issue = args.get('issue') ?? '';
if (!lottery || !issue) {
  console.error('usage: npm run verify:draw -- --lottery CODE --issue ISSUE [--url URL | --seed HEX --hash HEX [--code CODE] [--family FAMILY]]');
  process.exit(2);
}

let proof: Pick<DrawProof, 'seed' | 'seedHash' | 'code' | 'family'>;
if (args.has('seed')) {
  const family = (args.get('family') ?? lotteryOf(lottery)?.family) as LotteryFamily | undefined;
  if (!family) throw new Error('unknown lottery: pass --family');
  proof = { seed: args.get('seed')!, seedHash: args.get('hash') ?? '', code: args.get('code') ?? null, family };
} else {
  const base = args.get('url') ?? `http://127.0.0.1:${process.env.PORT ?? 4321}`;
  const response = await fetch(`${base}${lotteryPaths.verifyDraw}?lottery=${encodeURIComponent(lottery)}&issue=${encodeURIComponent(issue)}`);
  const body = (await response.json()) as { code: number; msg: string; result?: DrawProof };
  if (body.code !== 1 || !body.result) throw new Error(`server answered ${body.code}: ${body.msg}`);
  proof = body.result;
  if (!proof.seed) {
    console.log(`issue ${issue} is not drawn yet; commitment ${proof.seedHash}`);
    process.exit(1);
  }
}

const recomputed = drawCode(proof.family, proof.seed!, lottery, issue);
const hashOk = seedHashOf(proof.seed!) === proof.seedHash;
const codeOk = proof.code === null || proof.code === recomputed;
console.log(`algorithm:   ${FAIRNESS_ALGORITHM}`);
console.log(`commitment:  ${proof.seedHash}`);
console.log(`seed:        ${proof.seed}`);
console.log(`sha256(seed) ${hashOk ? 'matches' : 'DOES NOT MATCH'} the commitment`);
console.log(`numbers:     ${recomputed}${proof.code !== null ? (codeOk ? ' (match the published draw)' : ` (published ${proof.code}: MISMATCH)`) : ''}`);
process.exit(hashOk && codeOk ? 0 : 1);
