import { describe, expect, it } from 'vitest';
import { countBets, getPlay, playsOf, winningBets } from '../../../engine-worker/engine';
import { allDraws } from '../../../engine-worker/draws/draw-space';
import { k3Plays } from '../../../engine-worker/catalogue/k3';
import { tallyOutcomes } from '../../../engine-worker/rules/option-rules';
import type { PlayDefinition, Selection } from '../../../engine-worker/types';
import { mulberry32 } from '../../support/random';

function randomSelection(play: PlayDefinition, random: () => number): Selection {
  return {
    rows: play.plate.rows.map((row) => {
      const limit = row.maxPicks ?? row.options.length;
      const size = Math.floor(random() * (limit + 1));
      const pool = [...row.options];
      const picked: string[] = [];
      while (picked.length < size) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
      return picked;
    }),
  };
}

const key = (id: string) => `k3:${id}`;
const sel = (...rows: string[][]): Selection => ({ rows });
const wins = (id: string, selection: Selection, draw: string) => winningBets(key(id), selection, draw).levels[0];

const expectedIds = [
  'hz_hz_hz',
  'dxds_dxds_dxds',
  'th3_th3_th3dx',
  'th3_th3_th3tx',
  'th2_th2dx_fs',
  'th2_th2dx_ds',
  'th2_th2fx_fx',
  'bth3_bth3_fs',
  'bth3_bth3_ds',
  'bth3_bth3_dt',
  'bth3_lh3_dx',
  'bth3_lh3_tx',
  'bth3_bs_dx',
  'bth3_bs_tx',
  'bth3_z6_dx',
  'bth3_z6_tx',
  'bth2_bth2_fs',
  'bth2_bth2_ds',
  'bth2_bth2_dt',
  'cygh_cygh_cygh',
];

describe('k3 catalogue', () => {
  it('lists every requested play once with every field filled', () => {
    const ids = playsOf('k3').map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...expectedIds].sort());
    for (const p of k3Plays) {
      expect(p.family).toBe('k3');
      for (const field of ['tab', 'subTab', 'name', 'fullName', 'rule', 'countRule'] as const) expect(p[field].length).toBeGreaterThan(0);
      expect(p.prizeLevels.length).toBeGreaterThan(0);
      expect(p.plate.rows.length).toBeGreaterThan(0);
    }
  });
});

describe('k3 counts', () => {
  it('counts bets by the closed formulas when selections are known', () => {
    expect(countBets(key('hz_hz_hz'), sel(['3', '10', '18']))).toBe(3);
    expect(countBets(key('dxds_dxds_dxds'), sel(['大', '单']))).toBe(2);
    expect(countBets(key('th3_th3_th3dx'), sel(['111', '666']))).toBe(2);
    expect(countBets(key('th3_th3_th3tx'), sel(['三同号通选']))).toBe(1);
    // |T|·|D| − |T∩D| with '11' read as die 1: {11,22} × {1,2,3} = 6 − 2
    expect(countBets(key('th2_th2dx_fs'), sel(['11', '22'], ['1', '2', '3']))).toBe(4);
    expect(countBets(key('th2_th2dx_fs'), sel(['11', '22', '33', '44', '55', '66'], ['1', '2', '3', '4', '5', '6']))).toBe(30);
    expect(countBets(key('th2_th2dx_fs'), sel(['11'], ['1']))).toBe(0);
    expect(countBets(key('th2_th2dx_fs'), sel(['11'], []))).toBe(0);
    expect(countBets(key('th2_th2dx_ds'), sel(['112', '221', '665']))).toBe(3);
    expect(countBets(key('th2_th2fx_fx'), sel(['11', '66']))).toBe(2);
    expect(countBets(key('bth3_bth3_fs'), sel(['1', '2', '3', '4']))).toBe(4);
    expect(countBets(key('bth3_bth3_fs'), sel(['1', '2', '3', '4', '5', '6']))).toBe(20);
    expect(countBets(key('bth3_bth3_fs'), sel(['1', '2']))).toBe(0);
    expect(countBets(key('bth3_bth3_ds'), sel(['123', '456']))).toBe(2);
    expect(countBets(key('bth3_bth3_dt'), sel(['1'], ['2', '3', '4']))).toBe(3); // C(3,2)
    expect(countBets(key('bth3_bth3_dt'), sel(['1', '2'], ['3', '4', '5', '6']))).toBe(4); // C(4,1)
    expect(countBets(key('bth3_bth3_dt'), sel(['1', '2'], ['3']))).toBe(0); // a single ticket is not a 胆拖
    expect(countBets(key('bth3_bth3_dt'), sel([], ['3', '4', '5']))).toBe(0);
    expect(countBets(key('bth3_bth3_dt'), sel(['1'], ['1', '2', '3', '4']))).toBe(0); // a die in both rows is refused (胆∩拖 = ∅), as in 11x5
    expect(countBets(key('bth3_lh3_dx'), sel(['123', '234', '345', '456']))).toBe(4);
    expect(countBets(key('bth3_lh3_tx'), sel(['三连号通选']))).toBe(1);
    expect(getPlay(key('bth3_bs_dx')).plate.rows[0]!.options).toHaveLength(12);
    expect(getPlay(key('bth3_z6_dx')).plate.rows[0]!.options).toEqual(['135', '136', '146', '246']);
    expect(getPlay(key('th2_th2dx_ds')).plate.rows[0]!.options).toHaveLength(30);
    expect(getPlay(key('bth3_bth3_ds')).plate.rows[0]!.options).toHaveLength(20);
    expect(getPlay(key('bth2_bth2_ds')).plate.rows[0]!.options).toHaveLength(15);
    expect(countBets(key('bth2_bth2_fs'), sel(['1', '2', '3', '4', '5', '6']))).toBe(15);
    expect(countBets(key('bth2_bth2_fs'), sel(['1']))).toBe(0);
    expect(countBets(key('bth2_bth2_ds'), sel(['12', '56']))).toBe(2);
    expect(countBets(key('bth2_bth2_dt'), sel(['1'], ['2', '3', '4']))).toBe(3);
    expect(countBets(key('bth2_bth2_dt'), sel(['1'], ['2']))).toBe(0);
    expect(countBets(key('cygh_cygh_cygh'), sel(['1', '6']))).toBe(2);
  });

  it('refuses a bank above N−1 through the plate limit', () => {
    expect(() => countBets(key('bth3_bth3_dt'), sel(['1', '2', '3'], ['4', '5']))).toThrow();
    expect(() => countBets(key('bth2_bth2_dt'), sel(['1', '2'], ['4', '5']))).toThrow();
  });
});

describe('k3 rules against expansion', () => {
  const random = mulberry32(20240601);
  const draws = allDraws('k3');
  for (const play of k3Plays) {
    it(`agrees with its expansion on random selections and all 216 draws: ${play.id}`, () => {
      for (let i = 0; i < 60; i++) {
        const selection = randomSelection(play, random);
        const tickets = play.rules.expand(selection);
        expect(new Set(tickets).size).toBe(tickets.length);
        expect(play.rules.countBets(selection)).toBe(tickets.length);
        if (i % 4 !== 0) continue;
        for (const draw of draws) {
          const expected = tallyOutcomes(
            play.prizeLevels.length,
            tickets.map((t) => play.rules.ticketOutcome(t, draw)),
          );
          expect(play.rules.winningBets(selection, draw)).toEqual(expected);
        }
      }
    });
  }
});

describe('k3 wins', () => {
  it('pays the hand-computed winning bets for known bets and draws', () => {
    // 三不同号胆拖: every 胆码 must be drawn; with two 胆码 one drawn wins nothing
    expect(wins('bth3_bth3_dt', sel(['1', '2'], ['3', '4', '5']), '1,3,4')).toBe(0);
    expect(wins('bth3_bth3_dt', sel(['1', '2'], ['3', '4', '5']), '1,2,4')).toBe(1);
    expect(wins('bth3_bth3_dt', sel(['1', '2'], ['3', '4', '5']), '2,5,6')).toBe(0);
    expect(wins('hz_hz_hz', sel(['7', '8']), '1,2,4')).toBe(1);
    expect(wins('hz_hz_hz', sel(['8']), '1,2,4')).toBe(0);
    expect(wins('dxds_dxds_dxds', sel(['大', '小', '单', '双']), '6,6,6')).toBe(2); // 18: 大 双, a triple is not excluded
    expect(wins('dxds_dxds_dxds', sel(['大', '单']), '3,4,4')).toBe(2); // 11
    expect(wins('dxds_dxds_dxds', sel(['大', '单']), '1,4,5')).toBe(0); // 10
    expect(wins('th3_th3_th3dx', sel(['111', '222']), '2,2,2')).toBe(1);
    expect(wins('th3_th3_th3tx', sel(['三同号通选']), '5,5,5')).toBe(1);
    expect(wins('th3_th3_th3tx', sel(['三同号通选']), '5,5,4')).toBe(0);
    expect(wins('th2_th2dx_fs', sel(['11', '22'], ['1', '2', '3']), '2,1,2')).toBe(1); // 122 = 22 + 1
    expect(wins('th2_th2dx_fs', sel(['11', '22'], ['1', '2', '3']), '1,1,1')).toBe(0);
    expect(wins('th2_th2dx_ds', sel(['221']), '1,2,2')).toBe(1);
    expect(wins('th2_th2fx_fx', sel(['11', '22']), '1,1,1')).toBe(1); // decision: a triple wins its pair
    expect(wins('th2_th2fx_fx', sel(['11', '22']), '1,2,1')).toBe(1);
    expect(wins('th2_th2fx_fx', sel(['11', '22']), '1,2,3')).toBe(0);
    expect(wins('bth3_bth3_fs', sel(['1', '2', '3', '4']), '4,1,3')).toBe(1);
    expect(wins('bth3_bth3_fs', sel(['1', '2', '3', '4']), '4,1,1')).toBe(0);
    expect(wins('bth3_bth3_dt', sel(['1'], ['2', '3', '4']), '3,4,1')).toBe(1);
    expect(wins('bth3_bth3_dt', sel(['1'], ['2', '3', '4']), '3,4,2')).toBe(0);
    expect(wins('bth3_lh3_tx', sel(['三连号通选']), '6,4,5')).toBe(1);
    expect(wins('bth3_lh3_tx', sel(['三连号通选']), '6,1,2')).toBe(0); // no 6-1 wrap
    expect(wins('bth3_bs_tx', sel(['半顺通选']), '6,1,2')).toBe(1);
    expect(wins('bth3_z6_tx', sel(['杂六通选']), '2,4,6')).toBe(1);
    expect(wins('bth2_bth2_fs', sel(['1', '2', '3', '4']), '1,2,3')).toBe(3); // 12 13 23
    expect(wins('bth2_bth2_fs', sel(['1', '2', '3', '4']), '1,1,2')).toBe(1);
    expect(wins('bth2_bth2_ds', sel(['12', '34']), '2,2,1')).toBe(1);
    expect(wins('bth2_bth2_dt', sel(['1'], ['2', '3', '4']), '1,2,3')).toBe(2);
    expect(wins('bth2_bth2_dt', sel(['1'], ['2', '3', '4']), '2,3,4')).toBe(0);
    expect(wins('cygh_cygh_cygh', sel(['1', '2', '6']), '1,1,6')).toBe(2);
  });
});

describe('k3 probabilities', () => {
  const p = (id: string, ticket: string) => getPlay(key(id)).rules.winProbability(ticket)[0]!;
  it('gives the official outcome counts over 216', () => {
    const sumCounts = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    sumCounts.forEach((count, i) => expect(p('hz_hz_hz', `0:${i + 3}`) * 216).toBeCloseTo(count, 9));
    expect(p('dxds_dxds_dxds', '0:大') * 216).toBeCloseTo(108, 9);
    expect(p('dxds_dxds_dxds', '0:单') * 216).toBeCloseTo(108, 9);
    expect(p('th3_th3_th3dx', '111') * 216).toBeCloseTo(1, 9);
    expect(p('th3_th3_th3tx', '0:三同号通选') * 216).toBeCloseTo(6, 9);
    expect(p('th2_th2dx_fs', '112') * 216).toBeCloseTo(3, 9);
    expect(p('th2_th2fx_fx', '11') * 216).toBeCloseTo(16, 9); // 15 pair draws + the triple
    expect(p('bth3_bth3_fs', '123') * 216).toBeCloseTo(6, 9);
    expect(p('bth3_lh3_tx', '0:三连号通选') * 216).toBeCloseTo(24, 9);
    expect(p('bth3_bs_tx', '0:半顺通选') * 216).toBeCloseTo(72, 9);
    expect(p('bth3_z6_tx', '0:杂六通选') * 216).toBeCloseTo(24, 9);
    expect(p('bth2_bth2_fs', '12') * 216).toBeCloseTo(30, 9);
    expect(p('cygh_cygh_cygh', '1') * 216).toBeCloseTo(91, 9);
  });

  it('sums to one over the 和值 options and over the dice forms', () => {
    const total = Array.from({ length: 16 }, (_, i) => p('hz_hz_hz', `0:${i + 3}`)).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    const forms = p('th3_th3_th3tx', '0:x') + p('bth3_lh3_tx', '0:x') + p('bth3_bs_tx', '0:x') + p('bth3_z6_tx', '0:x');
    expect(forms + 90 / 216).toBeCloseTo(1, 12);
  });
});
