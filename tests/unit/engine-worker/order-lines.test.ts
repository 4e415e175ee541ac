import { describe, expect, it } from 'vitest';
import { countBets, families, getPlay, playKey, playsOf } from '../../../engine-worker/engine';
import { codeFromSelection, selectionFromCode, positionFromSelection } from '../../../engine-worker/orders/order-code';
import { buildOrderLine, linePrize } from '../../../engine-worker/orders/order-lines';
import type { Selection } from '../../../engine-worker/types';
import { mulberry32 } from '../../support/random';

describe('order lines', () => {
  it('builds the order line with the count, stake and code computed by the engine', () => {
    const line = buildOrderLine('k3:hz_hz_hz', { rows: [['3', '10', '18']] }, { price: '0.2', piece: 3, odds: '400', point: '0' });
    expect(line).toEqual({ method: 'hz_hz_hz', code: '3,10,18', nums: 3, amount: '1.8', piece: 3, price: '0.2', odds: '400', point: '0' });
    expect(linePrize(line)).toBe('120');
  });

  it('sends word options as their plate index and reads them back', () => {
    const play = getPlay('k3:dxds_dxds_dxds');
    const selection: Selection = { rows: [['大', '双']] };
    const code = codeFromSelection(play, selection);
    expect(code).toMatch(/^\d+,\d+$/);
    expect(selectionFromCode(play, code)).toEqual(selection);
    expect(() => selectionFromCode(play, '99')).toThrow('投注内容无效');
  });

  it('refuses an empty selection, a bad multiple and a display-only money mode', () => {
    expect(() => buildOrderLine('k3:hz_hz_hz', { rows: [[]] }, { price: '2', piece: 1, odds: '1', point: '0' })).toThrow('注数为0');
    expect(() => buildOrderLine('k3:hz_hz_hz', { rows: [['3']] }, { price: '2', piece: 100_000, odds: '1', point: '0' })).toThrow('倍数');
    expect(() => buildOrderLine('k3:hz_hz_hz', { rows: [['3']] }, { price: '0.01', piece: 1, odds: '1', point: '0' })).toThrow();
  });

  it('round-trips random click selections of every play through the wire code', () => {
    const random = mulberry32(5);
    let checked = 0;
    for (const family of families) {
      for (const info of playsOf(family)) {
        if (info.plate.kind === 'input') continue;
        const play = getPlay(playKey(family, info.id));
        const rows = info.plate.rows.map((row) => {
          const limit = row.maxPicks ?? row.options.length;
          return row.options.filter(() => random() < 0.4).slice(0, limit);
        });
        const positions = info.plate.positionPicker ? info.plate.positionPicker.labels.map((_, i) => i).filter(() => random() < 0.7) : undefined;
        const selection: Selection = positions ? { rows, positions } : { rows };
        const code = codeFromSelection(play, selection);
        if (code === '') {
          expect(() => selectionFromCode(play, code)).toThrow('投注内容不能为空');
          continue;
        }
        const back = selectionFromCode(play, code, positionFromSelection(play, selection));
        expect(back.rows).toEqual(rows);
        if (positions) expect(back.positions).toEqual(positions);
        // the count survives the trip
        let count: number | undefined;
        try {
          count = countBets(playKey(family, info.id), selection);
        } catch {
          count = undefined; // a selection the plate could not produce (e.g. bank/drag overlap) is refused both ways
        }
        if (count !== undefined) expect(countBets(playKey(family, info.id), back)).toBe(count);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
