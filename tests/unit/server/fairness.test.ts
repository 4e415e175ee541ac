import { describe, expect, it } from 'vitest';
import { ByteStream, deriveDraw, drawCode, seedHashOf, verifyDraw } from '../../../server/domains/lottery/fairness';

const seed = '00'.repeat(31) + '01';

describe('provably fair draws', () => {
  it('derives fixed test vectors (any change to the derivation breaks every past proof)', () => {
    expect(seedHashOf(seed)).toBe('ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5');
    const vectors = {
      ssc: drawCode('ssc', seed, 'HN1FC', '20261122-0721'),
      pk10: drawCode('pk10', seed, 'JSPK10', '20261122-0721'),
      lhc: drawCode('lhc', seed, 'XGLHC', '2026326'),
      '11x5': drawCode('11x5', seed, 'JS11X5', '20261122-0721'),
      k3: drawCode('k3', seed, 'JSK3', '20261122-0721'),
    };
    expect(vectors).toMatchSnapshot();
  });

  it('draws numbers in range, distinct where the family needs it', () => {
    for (let i = 0; i < 2000; i++) {
      const s = seedHashOf(i.toString(16).padStart(64, '0'));
      const pk = deriveDraw('pk10', s, 'JSPK10', String(i));
      expect([...pk].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const lhc = deriveDraw('lhc', s, 'XGLHC', String(i));
      expect(new Set(lhc).size).toBe(7);
      expect(lhc.every((n) => n >= 1 && n <= 49)).toBe(true);
      const k3 = deriveDraw('k3', s, 'JSK3', String(i));
      expect(k3.every((n) => n >= 1 && n <= 6)).toBe(true);
    }
  });

  it('verifies a revealed draw and rejects a wrong seed or code', () => {
    const code = drawCode('ssc', seed, 'HN1FC', 'X');
    expect(verifyDraw({ family: 'ssc', lottery: 'HN1FC', issue: 'X', seed, seedHash: seedHashOf(seed), code })).toMatchObject({
      hashMatches: true,
      codeMatches: true,
    });
    expect(verifyDraw({ family: 'ssc', lottery: 'HN1FC', issue: 'Y', seed, seedHash: seedHashOf(seed), code }).codeMatches).toBe(
      code === drawCode('ssc', seed, 'HN1FC', 'Y'),
    );
    expect(verifyDraw({ family: 'ssc', lottery: 'HN1FC', issue: 'X', seed: 'ff'.repeat(32), seedHash: seedHashOf(seed), code }).hashMatches).toBe(false);
  });

  it('gives uniform digits: chi-square over 100k digits does not reject at p = 0.001', () => {
    const counts = new Array<number>(10).fill(0);
    const stream = new ByteStream(seed, 'chi');
    for (let i = 0; i < 100_000; i++) counts[stream.uniform(10)]!++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(27.88); // χ²(9) at p = 0.001
  });

  it('rejects the biased tail instead of folding it (no modulo bias)', () => {
    // n = 3·2^30: limit = ⌊2^32 / n⌋·n = n, so every u ≥ n (a quarter of all values) is redrawn.
    const n = 3 * 2 ** 30;
    const stream = new ByteStream(seed, 'bias');
    const thirds = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) thirds[Math.floor(stream.uniform(n) / 2 ** 30)]!++;
    // With folding (u mod n) the first third would get twice the others.
    for (const t of thirds) expect(t).toBeGreaterThan(9000);
  });
});

describe('npm run verify:draw', () => {
  it('recomputes a draw offline and exits 0 only when hash and numbers match', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const script = path.resolve(import.meta.dirname, '../../../server/scripts/verify-draw.ts');
    const code = drawCode('ssc', seed, 'HN1FC', '20261122-0721');
    const run = (extra: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', script, '--lottery', 'HN1FC', '--issue', '20261122-0721', '--seed', seed, '--hash', seedHashOf(seed), ...extra],
        { encoding: 'utf8' },
      );
    const good = run(['--code', code]);
    expect(good.status).toBe(0);
    expect(good.stdout).toContain(`numbers:     ${code} (match the published draw)`);
    const bad = run(['--code', '9,9,9,9,9']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/MISMATCH/);
  });
});
