/**
 * ky481 (快赢481 / 泳坛夺金): four lanes 自由泳 仰泳 蛙泳 蝶泳, digits 1-8. Catalogue of
 * the listed plays with other clients' plate defects fixed, the ky481 sum tables, brute-force
 * properties, settlements worked out by hand for every play and exact ticket chances.
 */
import { describe, expect, it } from 'vitest';
import { countBets, getPlay, parseEntries, playsOf, winningBets } from '../../../engine-worker/engine';
import { allDraws } from '../../../engine-worker/draws/draw-space';
import { choose } from '../../../engine-worker/counting/combinatorics';
import { directValueCounts, laneDigits } from '../../../engine-worker/rules/digit-rules';
import type { Selection } from '../../../engine-worker/types';
import { checkFamilyProperties, randomSelection } from '../../support/play-properties';
import { mulberry32 } from '../../support/random';

const lanes = ['自由泳', '仰泳', '蛙泳', '蝶泳'];
const eight = [...'12345678'];
const count = (id: string, selection: Selection) => countBets(`ky481:${id}`, selection);
const rows = (code: string, positions?: number[]): Selection => ({
  rows: code.split('|').map((row) => (row === '' ? [] : row.split(','))),
  ...(positions ? { positions } : {}),
});
const entries = (list: string, positions?: number[]): Selection => ({ rows: [list.split(' ')], ...(positions ? { positions } : {}) });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

const requiredIds = [
  'sx_zx_fs',
  'sx_zx_ds',
  'sx_zux_z24',
  'sx_zux_z12',
  'sx_zux_z6',
  'sx_zux_z4',
  ...['qsm', 'hsm'].flatMap((k) => ['zx_fs', 'zx_ds', 'zx_hz', 'zux_z3', 'zux_z6', 'zux_hh', 'zux_hz', 'zux_bd'].map((s) => `${k}_${s}`)),
  ...['q', 'h'].flatMap((k) => ['zx_?fs', 'zx_?ds', 'zx_?hz', 'zux_?fs', 'zux_?ds', 'zux_?hz'].map((s) => `em_${s.replace('?', k)}`)),
  'dwd_dwd_dwd',
  ...['zx_fs', 'zx_ds', 'zx_hz', 'zux_fs', 'zux_ds', 'zux_hz'].map((s) => `rx2_${s}`),
  ...['zx_fs', 'zx_ds', 'zx_hz', 'zux_z3', 'zux_z6', 'zux_hh', 'zux_hz'].map((s) => `rx3_${s}`),
];

describe('ky481 catalogue', () => {
  const plays = playsOf('ky481');

  it('offers the listed plays and no other, all on the normal tabs (不限 is ssc only)', () => {
    const ids = plays.map((p) => p.id);
    expect(requiredIds.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !requiredIds.includes(id))).toEqual([]);
    expect(plays.filter((p) => p.unlimited).map((p) => p.id)).toEqual([]);
    expect(plays.every((p) => p.family === 'ky481' && p.singlePickLimit === 50 && p.rule.length > 0)).toBe(true);
  });

  it('lays out lanes with digits 1-8, and fixes the plate defects seen in other clients', () => {
    const plate = (id: string) => getPlay(`ky481:${id}`).plate;
    expect(plate('sx_zx_fs').rows.map((r) => r.label)).toEqual(lanes);
    expect(plate('qsm_zx_fs').rows.map((r) => r.label)).toEqual(lanes.slice(0, 3));
    expect(plate('hsm_zx_fs').rows.map((r) => r.label)).toEqual(lanes.slice(1));
    expect(plate('em_zx_qfs').rows.map((r) => r.label)).toEqual(lanes.slice(0, 2));
    expect(plate('em_zx_hfs').rows.map((r) => r.label)).toEqual(lanes.slice(2));
    expect(plate('dwd_dwd_dwd').rows.map((r) => r.label)).toEqual(lanes);
    expect(plate('rx3_zx_fs').rows.map((r) => r.label)).toEqual(lanes);
    for (const p of plays) for (const row of p.plate.rows) if (row.filters) expect(row.options, p.id).toEqual(eight);
    // other clients: 组选4 lacked its 单号 row; 二星组选和值 read 0-9
    expect(plate('sx_zux_z4').rows.map((r) => r.label)).toEqual(['三重号', '单号']);
    expect(plate('sx_zux_z12').rows.map((r) => r.label)).toEqual(['二重号', '单号']);
    expect(plate('em_zux_qhz').rows[0]!.options).toEqual(range(3, 15));
    expect(plate('em_zux_hhz').rows[0]!.options).toEqual(range(3, 15));
    expect(plate('em_zx_qhz').rows[0]!.options).toEqual(range(2, 16));
    expect(plate('qsm_zx_hz').rows[0]!.options).toEqual(range(3, 24));
    expect(plate('hsm_zux_hz').rows[0]!.options).toEqual(range(4, 23));
    expect(plate('qsm_zux_bd').rows[0]!.maxPicks).toBe(1);
    for (const p of plays.filter((x) => /^rx\d_/.test(x.id) && !x.id.endsWith('_zx_fs')))
      expect(p.plate.positionPicker, p.id).toEqual({ labels: lanes, minimum: Number(p.id[2]), defaults: [0, 1, 2, 3] });
  });

  it('reads typed entries as lane digits 1-8', () => {
    const entry = (id: string) => getPlay(`ky481:${id}`).plate.entry;
    expect(entry('sx_zx_ds')).toEqual({ kind: 'digits', length: 4, min: 1, max: 8 });
    expect(entry('hsm_zx_ds')).toEqual({ kind: 'digits', length: 3, min: 1, max: 8 });
    expect(entry('qsm_zux_hh')).toEqual({ kind: 'digits', length: 3, min: 1, max: 8, unordered: true, reject: ['allSame'] });
    expect(entry('em_zux_hds')).toEqual({ kind: 'digits', length: 2, min: 1, max: 8, unordered: true, reject: ['allSame'] });
    expect(entry('rx2_zx_ds')).toEqual({ kind: 'digits', length: 2, min: 1, max: 8 });
    expect(parseEntries('ky481:sx_zx_ds', '1238 8888')).toMatchObject({ count: 2, invalidCount: 0 });
    expect(parseEntries('ky481:sx_zx_ds', '1238 8888 1239 0123').invalid.map((e) => e.position)).toEqual([3, 4]);
    expect(() => count('sx_zx_ds', { rows: [['1239']] })).toThrow('号码超出范围');
    expect(() => count('qsm_zx_fs', { rows: [['0'], ['1'], ['2']] })).toThrow();
    expect(count('sx_zx_ds', { rows: [['1238', '8888']] })).toBe(2);
  });

  it('expands to as many distinct tickets as it counts and settles like ticket-by-ticket, for every play', () => {
    const edges = ['1111', '1123', '1213', '1122', '1112', '1234', '8888', '1818', '5678'].map((d) => [...d].map(Number));
    const checks = checkFamilyProperties(
      'ky481',
      plays.map((p) => getPlay(`ky481:${p.id}`)),
      mulberry32(481),
      { selections: 40, edgeDraws: edges },
    );
    expect(checks).toBe(plays.length * 40 * 11);
  });
});

describe('ky481 counts', () => {
  const each = (id: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => count(id, { rows: [[String(from + i)]] }));
  const T3k = [1, 3, 6, 10, 15, 21, 28, 36, 42, 46, 48, 48, 46, 42, 36, 28, 21, 15, 10, 6, 3, 1];
  const T2k = [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1];
  const G3k = [1, 2, 2, 4, 5, 6, 8, 9, 9, 10, 10, 9, 9, 8, 6, 5, 4, 2, 2, 1];
  const G2k = [1, 1, 2, 2, 3, 3, 4, 3, 3, 2, 2, 1, 1];

  it('matches the ky481 tables T3k, T2k, G3k, G2k', () => {
    const sorted = (counts: Map<number, number>) => [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
    expect(sorted(directValueCounts(laneDigits, 3, 'sum'))).toEqual(T3k);
    expect(sorted(directValueCounts(laneDigits, 2, 'sum'))).toEqual(T2k);
    for (const k of ['qsm', 'hsm']) {
      expect(each(`${k}_zx_hz`, 3, 24)).toEqual(T3k);
      expect(each(`${k}_zux_hz`, 4, 23)).toEqual(G3k);
    }
    for (const k of ['q', 'h']) {
      expect(each(`em_zx_${k}hz`, 2, 16)).toEqual(T2k);
      expect(each(`em_zux_${k}hz`, 3, 15)).toEqual(G2k);
    }
    expect(T3k.reduce((a, b) => a + b)).toBe(512);
    expect(G3k.reduce((a, b) => a + b)).toBe(112);
    expect(G2k.reduce((a, b) => a + b)).toBe(28);
  });

  it('counts the group plays by C(m,k) and the zucheng formulas', () => {
    expect(count('sx_zux_z24', { rows: [eight] })).toBe(70);
    expect(count('sx_zux_z12', { rows: [eight, eight] })).toBe(8 * 21);
    expect(count('sx_zux_z6', { rows: [eight] })).toBe(28);
    expect(count('sx_zux_z4', { rows: [eight, eight] })).toBe(56);
    const random = mulberry32(12);
    for (let i = 0; i < 100; i++) {
      const [pairs, singles] = [eight.filter(() => random() < 0.5), eight.filter(() => random() < 0.5)];
      const [p, s, h] = [pairs.length, singles.length, pairs.filter((d) => singles.includes(d)).length];
      expect(count('sx_zux_z12', { rows: [pairs, singles] })).toBe(Math.max(0, p * choose(s, 2) - h * (s - 1)));
      expect(count('sx_zux_z4', { rows: [pairs, singles] })).toBe(p * s - h);
    }
    for (let m = 0; m <= 8; m++) {
      const picks = eight.slice(0, m);
      expect(count('qsm_zux_z3', { rows: [picks] })).toBe(2 * choose(m, 2));
      expect(count('hsm_zux_z6', { rows: [picks] })).toBe(choose(m, 3));
      expect(count('em_zux_qfs', { rows: [picks] })).toBe(choose(m, 2));
    }
    // 包胆 over 1-8: 7 (dd x) + 7 (xx d) + C(7,2) 组六
    for (const d of eight) expect(count('hsm_zux_bd', { rows: [[d]] })).toBe(35);
  });

  it('counts 任选 by e_r over the four lane rows and by C(k, r) × the plain play', () => {
    const random = mulberry32(4);
    for (let i = 0; i < 60; i++) {
      const picked = lanes.map(() => eight.filter(() => random() < 0.4));
      const [a, b, c, d] = picked.map((r) => r.length) as [number, number, number, number];
      expect(count('rx2_zx_fs', { rows: picked })).toBe(a * b + a * c + a * d + b * c + b * d + c * d);
      expect(count('rx3_zx_fs', { rows: picked })).toBe(a * b * c + a * b * d + a * c * d + b * c * d);
    }
    for (let k = 0; k <= 4; k++) {
      const positions = [0, 1, 2, 3].slice(0, k);
      expect(count('rx2_zx_ds', { rows: [['12', '88']], positions })).toBe(choose(k, 2) * 2);
      expect(count('rx2_zx_hz', { rows: [['2', '9']], positions })).toBe(choose(k, 2) * (1 + 8));
      expect(count('rx2_zux_fs', { rows: [['1', '2', '3']], positions })).toBe(choose(k, 2) * 3);
      expect(count('rx2_zux_ds', { rows: [['12']], positions })).toBe(choose(k, 2));
      expect(count('rx2_zux_hz', { rows: [['9']], positions })).toBe(choose(k, 2) * 4);
      expect(count('rx3_zx_ds', { rows: [['123']], positions })).toBe(choose(k, 3));
      expect(count('rx3_zx_hz', { rows: [['13']], positions })).toBe(choose(k, 3) * 48);
      expect(count('rx3_zux_z3', { rows: [['1', '2', '3']], positions })).toBe(choose(k, 3) * 6);
      expect(count('rx3_zux_z6', { rows: [['1', '2', '3']], positions })).toBe(choose(k, 3));
      expect(count('rx3_zux_hh', { rows: [['112', '123']], positions })).toBe(choose(k, 3) * 2);
      expect(count('rx3_zux_hz', { rows: [['4', '23']], positions })).toBe(choose(k, 3) * 2);
    }
  });
});

const vectors: Array<[string, Selection, string, number[]]> = [
  ['sx_zx_fs', rows('1|2|3|4,8'), '1238', [1]],
  ['sx_zx_fs', rows('1|2|3|4,8'), '1237', [0]],
  ['sx_zx_ds', entries('1234'), '1234', [1]],
  ['sx_zx_ds', entries('1234'), '4321', [0]],
  ['sx_zux_z24', rows('1,2,3,4,5'), '5321', [1]],
  ['sx_zux_z24', rows('1,2,3,4,5'), '1123', [0]],
  ['sx_zux_z12', rows('8|1,2'), '8182', [1]],
  ['sx_zux_z12', rows('8|1,2'), '1812', [0]],
  ['sx_zux_z6', rows('1,8'), '8118', [1]],
  ['sx_zux_z6', rows('1,8'), '8111', [0]],
  ['sx_zux_z4', rows('8|1'), '8818', [1]],
  ['sx_zux_z4', rows('8|1'), '8888', [0]],
  ['dwd_dwd_dwd', rows('1|||8'), '1238', [2]],
  ['dwd_dwd_dwd', rows('1|||8'), '8231', [0]],
  ['rx2_zx_fs', rows('1|2|3|4'), '1234', [6]],
  ['rx2_zx_fs', rows('1|2|3|4'), '1278', [1]],
  ['rx2_zx_ds', entries('12', [0, 1, 2]), '1224', [2]],
  ['rx2_zx_hz', rows('2', [0, 1, 2, 3]), '1111', [6]],
  ['rx2_zx_hz', rows('2', [0, 1]), '1211', [0]],
  ['rx2_zux_fs', rows('1,2', [0, 3]), '2881', [1]],
  ['rx2_zux_fs', rows('1,2', [0, 3]), '1881', [0]],
  ['rx2_zux_ds', entries('12', [0, 1, 2, 3]), '1212', [4]],
  ['rx2_zux_hz', rows('3', [0, 1, 2, 3]), '1212', [4]],
  ['rx3_zx_fs', rows('1|2|3|4'), '1234', [4]],
  ['rx3_zx_fs', rows('1|2|3|4'), '8234', [1]],
  ['rx3_zx_ds', entries('123', [0, 1, 2, 3]), '1233', [2]],
  ['rx3_zx_hz', rows('3', [0, 1, 2, 3]), '1111', [4]],
  ['rx3_zux_z3', rows('1,2', [1, 2, 3]), '8121', [1]],
  ['rx3_zux_z3', rows('1,2', [0, 1, 2]), '8121', [0]],
  ['rx3_zux_z6', rows('1,2,3', [0, 1, 2, 3]), '1231', [2]],
  ['rx3_zux_hh', entries('112', [0, 1, 2, 3]), '1121', [3, 0]],
  ['rx3_zux_hh', entries('123', [0, 1, 2, 3]), '3214', [0, 1]],
  ['rx3_zux_hz', rows('4', [0, 1, 2]), '1128', [1, 0]],
  ['rx3_zux_hz', rows('6', [0, 1, 2, 3]), '1232', [0, 2]], // 自仰蛙 123 and 自蛙蝶 132
];
// 前三 = 自仰蛙 (lanes 0-2), 后三 = 仰蛙蝶 (1-3); 前二 = 自仰, 后二 = 蛙蝶
for (const [key, positions] of [
  ['qsm', [0, 1, 2]],
  ['hsm', [1, 2, 3]],
] as Array<[string, number[]]>) {
  const at = (digits: string) => {
    const draw = [...'7777'];
    positions.forEach((p, i) => (draw[p] = digits[i]!));
    return draw.join('');
  };
  vectors.push(
    [`${key}_zx_fs`, rows('1|2|3'), at('123'), [1]],
    [`${key}_zx_fs`, rows('1|2|3'), at('132'), [0]],
    [`${key}_zx_ds`, entries('123 888'), at('888'), [1]],
    [`${key}_zx_hz`, rows('3,24'), at('111'), [1]],
    [`${key}_zx_hz`, rows('3,24'), at('888'), [1]],
    [`${key}_zx_hz`, rows('3,24'), at('112'), [0]],
    [`${key}_zux_z3`, rows('1,2'), at('121'), [1]],
    [`${key}_zux_z3`, rows('1,2'), at('111'), [0]],
    [`${key}_zux_z6`, rows('1,2,8'), at('821'), [1]],
    [`${key}_zux_z6`, rows('1,2,8'), at('822'), [0]],
    [`${key}_zux_hh`, entries('118 128'), at('811'), [1, 0]],
    [`${key}_zux_hh`, entries('118 128'), at('281'), [0, 1]],
    [`${key}_zux_hz`, rows('4'), at('112'), [1, 0]],
    [`${key}_zux_hz`, rows('6'), at('123'), [0, 1]],
    [`${key}_zux_hz`, rows('6'), at('222'), [0, 0]],
    [`${key}_zux_bd`, rows('8'), at('881'), [1, 0]],
    [`${key}_zux_bd`, rows('8'), at('812'), [0, 1]],
    [`${key}_zux_bd`, rows('8'), at('888'), [0, 0]],
  );
}
for (const [key, positions] of [
  ['q', [0, 1]],
  ['h', [2, 3]],
] as Array<[string, number[]]>) {
  const at = (digits: string) => {
    const draw = [...'7777'];
    positions.forEach((p, i) => (draw[p] = digits[i]!));
    return draw.join('');
  };
  vectors.push(
    [`em_zx_${key}fs`, rows('1|8'), at('18'), [1]],
    [`em_zx_${key}fs`, rows('1|8'), at('81'), [0]],
    [`em_zx_${key}ds`, entries('18'), at('18'), [1]],
    [`em_zx_${key}hz`, rows('2,16'), at('11'), [1]],
    [`em_zx_${key}hz`, rows('2,16'), at('88'), [1]],
    [`em_zx_${key}hz`, rows('2,16'), at('12'), [0]],
    [`em_zux_${key}fs`, rows('1,8'), at('81'), [1]],
    [`em_zux_${key}fs`, rows('1,8'), at('88'), [0]],
    [`em_zux_${key}ds`, entries('18'), at('81'), [1]],
    [`em_zux_${key}hz`, rows('3'), at('21'), [1]],
    [`em_zux_${key}hz`, rows('4'), at('22'), [0]],
  );
}

describe('ky481 settlements worked out by hand', () => {
  it('cover every ky481 play', () => {
    const covered = new Set(vectors.map(([id]) => id));
    expect(
      playsOf('ky481')
        .map((p) => p.id)
        .filter((id) => !covered.has(id)),
    ).toEqual([]);
  });
  it.each(vectors.map((vector) => [`${vector[0]} ${JSON.stringify(vector[1])} vs ${vector[2]}`, vector] as const))('%s', (_, [id, selection, draw, levels]) => {
    expect(winningBets(`ky481:${id}`, selection, [...draw].join(','))).toEqual({ levels, refunds: 0 });
  });
});

describe('ky481 chances', () => {
  const p = (id: string, ticket: string) => getPlay(`ky481:${id}`).rules.winProbability(ticket);

  it('follow from 8 equally likely digits per lane', () => {
    expect(p('sx_zx_fs', '1234')).toEqual([1 / 4096]);
    expect(p('hsm_zx_hz', '888')).toEqual([1 / 512]);
    expect(p('em_zx_qds', '18')).toEqual([1 / 64]);
    expect(p('sx_zux_z24', '1234')).toEqual([24 / 4096]);
    expect(p('sx_zux_z12', '1123')).toEqual([12 / 4096]);
    expect(p('sx_zux_z6', '1122')).toEqual([6 / 4096]);
    expect(p('sx_zux_z4', '1112')).toEqual([4 / 4096]);
    expect(p('qsm_zux_z3', '112')).toEqual([3 / 512]);
    expect(p('qsm_zux_hh', '123')).toEqual([0, 6 / 512]);
    expect(p('em_zux_hfs', '18')).toEqual([2 / 64]);
    expect(p('dwd_dwd_dwd', '2:8')).toEqual([1 / 8]);
    expect(p('rx2_zx_fs', '0,3:18')).toEqual([1 / 64]);
    expect(p('rx3_zux_hz', '1,2,3:112')).toEqual([3 / 512, 0]);
  });

  it('equal the share of all 4096 draws each play ticket wins', () => {
    const draws = allDraws('ky481');
    const random = mulberry32(4096);
    for (const info of playsOf('ky481')) {
      const play = getPlay(`ky481:${info.id}`);
      for (let round = 0; round < 3; round++) {
        const tickets = play.rules.expand(randomSelection(play, random, 300));
        if (tickets.length === 0) continue;
        const ticket = tickets[Math.floor(random() * tickets.length)]!;
        const wins = new Array<number>(info.prizeLevels.length).fill(0);
        for (const draw of draws) {
          const outcome = play.rules.ticketOutcome(ticket, draw);
          if (outcome >= 0) wins[outcome]!++;
        }
        play.rules.winProbability(ticket).forEach((c, level) => expect(c, `${info.id} ${ticket}`).toBeCloseTo(wins[level]! / 4096, 12));
      }
    }
  });
});
