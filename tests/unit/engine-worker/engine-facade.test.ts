import { describe, expect, it } from 'vitest';
import { countBets, expandTickets, families, getPlay, playsOf, winningBets } from '../../../engine-worker/engine';
import { markSixYear } from '../../../engine-worker/draws/mark-six-tables';

describe('engine facade', () => {
  it('settles Mark Six zodiac plays by the year of the draw date when the date is given', () => {
    // 特码 01 belongs to the year zodiac: 蛇 on 2026-02-16, 马 from 2026-02-17 (Chinese New Year)
    const draw = '10,20,30,40,45,46,01';
    expect(winningBets('lhc:tm_tm_sx', { rows: [['蛇']] }, draw, { drawDate: '2026-02-16' }).levels[0]).toBe(1);
    expect(winningBets('lhc:tm_tm_sx', { rows: [['蛇']] }, draw, { drawDate: '2026-02-17' }).levels[0]).toBe(0);
    expect(winningBets('lhc:tm_tm_sx', { rows: [['马']] }, draw, { drawDate: '2026-02-17' }).levels[0]).toBe(1);
    // The year was set for those calls only.
    expect(() => markSixYear()).toThrow('六合彩生肖玩法需要开奖日期');
  });

  it('never reads the clock for the zodiac year: a zodiac play judged without the draw date is refused, other Mark Six plays need none', () => {
    const draw = '10,20,30,40,45,46,01';
    expect(() => winningBets('lhc:tm_tm_sx', { rows: [['蛇']] }, draw)).toThrow('六合彩生肖玩法需要开奖日期');
    expect(winningBets('lhc:tm_tm_zx', { rows: [['01']] }, draw).levels[0]).toBe(1);
  });

  it('refuses selections the plate could not produce', () => {
    expect(() => countBets('k3:hz_hz_hz', { rows: [['2']] })).toThrow('投注号码无效');
    expect(() => countBets('k3:hz_hz_hz', { rows: [['3', '3']] })).toThrow('投注号码无效');
    expect(() => countBets('k3:hz_hz_hz', { rows: [] })).toThrow('投注内容与玩法不符');
    expect(() => countBets('k3:no_such_play', { rows: [] })).toThrow('未知玩法');
    expect(() => winningBets('k3:hz_hz_hz', { rows: [['3']] }, '1,1,7')).toThrow('开奖号码格式错误');
  });

  it('expands a group entry typed in any order to the one sorted ticket, and refuses what the plate refuses', () => {
    const mixed = getPlay('ssc:qsm_zux_hh');
    expect(expandTickets(mixed, { rows: [['811', '295']] })).toEqual(['118', '259']);
    expect(expandTickets(getPlay('ky481:em_zux_qds'), { rows: [['81']] })).toEqual(['18']);
    expect(expandTickets(getPlay('ssc:rx2_zux_ds'), { rows: [['81']], positions: [0, 1] })).toEqual(
      expandTickets(getPlay('ssc:rx2_zux_ds'), { rows: [['18']], positions: [0, 1] }),
    );
    // the same entry twice in two orders is a repeat; a 对子 is no 二星组选 entry
    expect(() => expandTickets(mixed, { rows: [['811', '118']] })).toThrow('存在重复号码');
    expect(() => expandTickets(getPlay('ssc:em_zux_qds'), { rows: [['11']] })).toThrow();
  });

  it('lists plain-data plays for every family, with unique ids', () => {
    for (const family of families) {
      const plays = playsOf(family);
      expect(new Set(plays.map((p) => p.id)).size).toBe(plays.length);
      for (const play of plays) {
        expect(play).not.toHaveProperty('rules');
        expect(getPlay(`${family}:${play.id}`).family).toBe(family);
      }
    }
  });
});
