import { EngineError } from '../errors';
import type { PlateRow, PlayDefinition, Selection } from '../types';

/**
 * The order line's `code` (the platform's betContent: positions joined by |, numbers by comma):
 * click and chip plates write one segment per plate row, values joined by ','; input
 * plates write their canonical entries joined by ','. Any-position plays carry their
 * positions apart, in `position` ("1,2,4": 1-based, ascending).
 *
 * Code conversion: rows whose options are words rather than numbers (大小单双, 龙虎和,
 * 牛牛, k3 通选, 形态 …) send each option as its index in the plate row, so the wire
 * carries only ASCII and both ends read it through the same catalogue.
 */
const isNumeric = (option: string) => /^\d+$/.test(option);
const rowUsesIndexes = (row: PlateRow | undefined) => row !== undefined && !row.options.every(isNumeric);

export function codeFromSelection(play: PlayDefinition, selection: Selection): string {
  if (play.plate.kind === 'input') return (selection.rows[0] ?? []).join(',');
  return selection.rows
    .map((values, r) => {
      const row = play.plate.rows[r];
      return (rowUsesIndexes(row) ? values.map((v) => String(row!.options.indexOf(v))) : values).join(',');
    })
    .join('|');
}

export function positionFromSelection(play: PlayDefinition, selection: Selection): string | undefined {
  if (!play.plate.positionPicker || !selection.positions) return undefined;
  return [...selection.positions]
    .sort((a, b) => a - b)
    .map((p) => p + 1)
    .join(',');
}

/** Reads an order line's code (and position) back into a selection; the server checks it with the engine afterwards. */
export function selectionFromCode(play: PlayDefinition, code: string, position?: string): Selection {
  if (typeof code !== 'string' || code.length === 0) throw new EngineError('BAD_SELECTION', '投注内容不能为空');
  const segments = play.plate.kind === 'input' ? [code] : code.split('|');
  const rows = segments.map((segment, r) => {
    const values = segment === '' ? [] : segment.split(',');
    const row = play.plate.kind === 'input' ? undefined : play.plate.rows[r];
    if (!rowUsesIndexes(row)) return values;
    return values.map((v) => {
      const option = /^\d+$/.test(v) ? row!.options[Number(v)] : undefined;
      if (option === undefined) throw new EngineError('BAD_SELECTION', `投注内容无效：${v}`);
      return option;
    });
  });
  const selection: Selection = { rows };
  if (play.plate.positionPicker) {
    if (!position) throw new EngineError('BAD_SELECTION', '请选择投注位置');
    const positions = position.split(',').map((p) => Number(p) - 1);
    if (!positions.every((p) => Number.isInteger(p) && p >= 0)) throw new EngineError('BAD_SELECTION', '投注位置无效');
    selection.positions = positions;
  }
  return selection;
}
