import { describe, expect, it } from 'vitest';
import type { IssueInfo, PlayOdds } from '../../../../contract/lottery';
import { chaseState } from '../../../../app/features/lottery/chase-store';
import { catalogState } from '../../../../app/features/lottery/catalog-store';
import { issueRead } from '../../../../app/features/lottery/issue-store';
import { queryClient } from '../../../../app/lib/query-client';
import { noticeState } from '../../../../app/features/lottery/lottery-notice';
import {
  addToSlip,
  appendSlip,
  clearSlip,
  openChase,
  removeSlipLine,
  setInstantContinuous,
  singlePickNotice,
  singlePickOf,
  slipLinesOf,
  slipState,
  slipTotals,
  type NewSlipEntry,
  type SlipEntry,
} from '../../../../app/features/lottery/slip-store';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const onSale = {
  lottery: 'HN1FC',
  second: 40,
  issue: '20261122-1201',
  nextApp: 60,
  durationTime: 60,
  lastFive: [],
  state: 0,
  total: 1440,
  sellStart: now - 20_000,
  sellEnd: now + 40_000,
  drawTime: now + 45_000,
  seedHash: '',
  serverTime: now,
} as IssueInfo;
/** The open lottery's issue on sale, as its cached read holds it. */
const issueKey = issueRead(catalogState.lottery).queryKey;
queryClient.setQueryData(issueKey, onSale);

const line = (amount: string, prize: string): NewSlipEntry => ({
  key: 'ssc:wx_zx_fs',
  playId: 'wx_zx_fs',
  playName: '五星直选复式',
  content: '1|2|3|4|5',
  count: 1,
  price: '2',
  piece: 1,
  odds: '1960',
  point: '0',
  amount,
  prize,
  lowestPrize: prize,
});

describe('slip store', () => {
  it('refuses to open a chase when the slip is empty', () => {
    openChase();
    expect(chaseState.open).toBe(false);
    expect(noticeState.notice).toEqual({ kind: 'failed', message: '请先添加投注内容' });
  });

  it('totals the slip and hands the chase its amount and lowest prize when lines are added', () => {
    appendSlip([line('2', '1960'), line('4', '980')]);
    expect(slipState.totals).toEqual({ count: 2, amount: '6' });
    expect(chaseState.slip).toEqual({ amount: '6', lowestPrize: '980' });
  });

  it('replans an open chase over what is left when a line is removed', () => {
    openChase();
    expect(chaseState.rows[0]!.money).toBe('6');
    removeSlipLine(slipState.slip[1]!.id);
    expect(slipState.totals).toEqual({ count: 1, amount: '2' });
    expect(chaseState.rows[0]!.money).toBe('2');
  });

  it('closes the chase when the slip is cleared', () => {
    clearSlip();
    expect(slipState.slip).toEqual([]);
    expect(chaseState).toMatchObject({ open: false, rows: [], slip: { amount: '0', lowestPrize: '0' } });
  });

  it('clamps the instant rounds to 0-100 when set (0: one round, no result dialog)', () => {
    setInstantContinuous(-3);
    expect(slipState.instant.continuous).toBe(0);
    setInstantContinuous(250);
    expect(slipState.instant.continuous).toBe(100);
    setInstantContinuous(7.9);
    expect(slipState.instant.continuous).toBe(7);
  });

  it('refuses to add from the plate, with the reason, when no play is chosen', () => {
    appendSlip([line('2', '1960')]);
    const before = slipState.slip;
    expect(addToSlip()).toBe(false);
    expect(noticeState.notice).toEqual({ kind: 'failed', message: '请选择玩法' });
    expect(slipState.slip).toBe(before);
    clearSlip();
  });

  it('totals amounts in exact decimals, not floating point', () => {
    const entries = [line('0.1', '1'), line('0.2', '1')].map((l, id) => ({ ...l, id }));
    expect(slipTotals(entries)).toEqual({ count: 2, amount: '0.3' });
  });

  it('sends the engine only what it prices: the key, price, multiple, odds, point and selection of each line', () => {
    const entry: SlipEntry = {
      ...line('2', '1960'),
      id: 9,
      singlePickFlag: false,
      singlePickMaxBonus: '0',
      selection: { rows: [['1'], ['2'], ['3'], ['4'], ['5']] },
    };
    expect(slipLinesOf([entry])).toEqual([
      { key: 'ssc:wx_zx_fs', price: '2', piece: 1, odds: '1960', point: '0', selection: { rows: [['1'], ['2'], ['3'], ['4'], ['5']] } },
    ]);
  });

  it("marks a line of at most the play's single-pick limit as a single pick and names such lines and the cap in the confirmation", () => {
    const odds = { s: 50, singlePickMaxBonus: '100000' } as PlayOdds;
    expect([1, 50, 51].map((n) => singlePickOf(odds, n))).toEqual([
      { singlePickFlag: true, singlePickMaxBonus: '100000' },
      { singlePickFlag: true, singlePickMaxBonus: '100000' },
      { singlePickFlag: false, singlePickMaxBonus: '0' },
    ]);
    expect(singlePickOf({ ...odds, s: 0 }, 1).singlePickFlag).toBe(false);
    expect(singlePickOf(undefined, 1).singlePickFlag).toBe(false);
    const entry = (id: number, count: number): SlipEntry => ({ ...line('2', '1960'), id, count, ...singlePickOf(odds, count) });
    expect(singlePickNotice([entry(1, 60), entry(2, 60)])).toBeNull();
    expect(singlePickNotice([entry(1, 1), entry(2, 60), entry(3, 50)])).toBe(
      '第 1、3 注为单挑注单（注数不超过单挑注数），单挑注单同一期合计最高奖金 100,000.00 元，超出部分不予派发。',
    );
  });
});
