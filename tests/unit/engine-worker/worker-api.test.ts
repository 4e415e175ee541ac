import { describe, expect, it } from 'vitest';
import { decodeBody, encodeBody, LZSTRING_ENCODING } from '../../../engine-worker/orders/order-body';
import { createWorkerApi } from '../../../engine-worker/worker-api';

describe('worker api', () => {
  it('builds an order body with engine counts and sums when lines are small', () => {
    const api = createWorkerApi();
    const built = api.buildOrder({ lottery: 'JSK3', issue: '20261122-001', betType: 2, sourceType: 0 }, [
      { key: 'k3:hz_hz_hz', selection: { rows: [['4', '17']] }, price: '2', piece: 2, odds: '80', point: '0' },
      { key: 'k3:bth2_bth2_fs', selection: { rows: [['1', '2', '3']] }, price: '0.2', piece: 1, odds: '8', point: '0' },
    ]);
    expect(built).toMatchObject({ encoding: null, lines: 2, totalCount: 5, totalAmount: '8.6' });
    const body = decodeBody(built.body, built.encoding) as { order: Array<{ nums: number; amount: string }> };
    expect(body.order.map((l) => [l.nums, l.amount])).toEqual([
      [2, '8'],
      [3, '0.6'],
    ]);
  });

  it('compresses bodies of 10,000 characters or more and decodes them back', () => {
    const payload = { order: Array.from({ length: 2000 }, (_, i) => ({ code: String(i).padStart(5, '0') })) };
    const encoded = encodeBody(payload);
    expect(encoded.encoding).toBe(LZSTRING_ENCODING);
    expect(encoded.body.length).toBeLessThan(JSON.stringify(payload).length);
    expect(decodeBody(encoded.body, encoded.encoding)).toEqual(payload);
    expect(() => decodeBody('not lz', LZSTRING_ENCODING)).toThrow();
    expect(encodeBody({ a: 1 })).toEqual({ body: '{"a":1}', encoding: null });
  });

  it('counts kept entries as the engine counts the same entries sent as a selection, with positions', async () => {
    const api = createWorkerApi();
    const direct = await api.parseInput('ssc:wx_zx_ds', '12345 54321 12345 00000');
    expect(api.countKept(direct.handle)).toBe(3);
    const entries = ['12', '34', '56', '78'];
    const anyTwo = await api.parseInput('ssc:rx2_zx_ds', entries.join('\n'));
    for (const positions of [[0, 1], [0, 2, 4], [0, 1, 2, 3, 4], [3]]) {
      expect(api.countKept(anyTwo.handle, positions)).toBe(api.countBets('ssc:rx2_zx_ds', { rows: [entries], positions }));
    }
    expect(api.countKept(anyTwo.handle, [0, 2, 4])).toBe(12); // 4 entries × C(3, 2)
    api.release(anyTwo.handle);
    expect(() => api.countKept(anyTwo.handle)).toThrow('没有找到');
  });

  it('refuses a line whose selection is missing or whose handle is unknown', () => {
    const api = createWorkerApi();
    expect(() => api.buildOrder({ lottery: 'JSK3', betType: 2, sourceType: 0 }, [{ key: 'k3:hz_hz_hz', price: '2', piece: 1, odds: '1', point: '0' }])).toThrow(
      '投注内容不能为空',
    );
    expect(() =>
      api.buildOrder({ lottery: 'JSK3', betType: 2, sourceType: 0 }, [{ key: 'k3:hz_hz_hz', handle: 42, price: '2', piece: 1, odds: '1', point: '0' }]),
    ).toThrow('没有找到');
  });
});
