import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../../../contract/lottery';
import { clampRebetMultiple, rebetRequest, recordActions } from '../../../../app/features/records/rebet';

const record: BetRecord = {
  orderId: 'O1',
  singleStatus: 0,
  status: '未开奖',
  istrace: 0,
  orderTime: '',
  username: 'demo',
  lottery: 'HN1FC',
  lotteryName: '河内1分彩',
  method: 'rx2_zx_fs',
  methodName: '任二直选复式',
  code: '1,2|3',
  position: '1,2',
  issue: '20261123-0001',
  odds: '196',
  point: '0.05',
  amount: '4',
  perAmount: '2',
  nums: 2,
  count: 1,
  awardMoney: '0',
  wonMoney: '0',
  singlePick: 0,
  singlePickMaxBonus: '0',
  lotteryNumber: '',
};

describe('rebet', () => {
  it('clamps the multiple to 1-99999', () => {
    expect(clampRebetMultiple(0)).toBe(1);
    expect(clampRebetMultiple(123456)).toBe(99_999);
    expect(clampRebetMultiple(3.7)).toBe(3);
    expect(clampRebetMultiple(Number.NaN)).toBe(1);
  });
  it('builds a betType 3 order with the amount recomputed at the new multiple', () => {
    const request = rebetRequest(record, 5, '20261123-0100', 'req-12345678');
    expect(request).toMatchObject({ lottery: 'HN1FC', issue: '20261123-0100', betType: 3, sourceType: 0 });
    expect(JSON.parse(request.order as string)).toEqual([
      { method: 'rx2_zx_fs', code: '1,2|3', nums: 2, amount: '20', piece: 5, price: '2', odds: '196', point: '0.05', position: '1,2' },
    ]);
  });
  it('offers cancel only for 未开奖 and no re-bet for WBGMMC', () => {
    expect(recordActions(record)).toEqual({ cancel: true, rebet: true });
    expect(recordActions({ ...record, status: '未中奖' })).toEqual({ cancel: false, rebet: true });
    expect(recordActions({ ...record, lottery: 'WBGMMC' })).toEqual({ cancel: true, rebet: false });
  });
  it('refuses re-bet of a code the server shortened', () => {
    expect(recordActions({ ...record, code: '12345,…' }).rebet).toBe(false);
    expect(recordActions({ ...record, code: '12345' }).rebet).toBe(true);
  });
});

describe('single-pick prize text', () => {
  it('shows what was due beside what was paid only when the cap held some back, and a refund inside a prize', async () => {
    const { awardText } = await import('../../../../app/features/records/records-constants');
    const yuan = (v: string) => `${v}元`;
    expect(awardText({ awardMoney: '100000', wonMoney: '196000' }, yuan)).toBe('100000元（单挑封顶：应派 196000元，实派 100000元）');
    expect(awardText({ awardMoney: '50002', wonMoney: '58802', refundMoney: '2' }, yuan)).toBe(
      '50002元（单挑封顶：应派 58802元，实派 50002元；含和局退款 2元）',
    );
    expect(awardText({ awardMoney: '2', wonMoney: '2', refundMoney: '2' }, yuan)).toBe('2元');
    expect(awardText({ awardMoney: '1960', wonMoney: '1960' }, yuan)).toBe('1960元');
    expect(awardText({ awardMoney: '0', wonMoney: '0' }, yuan)).toBe('0元');
  });
});
