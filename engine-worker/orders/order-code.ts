import { EngineError } from '../errors';
import type { PlayDefinition, Selection } from '../types';

/**
 * The order line's `code` (spec: betContent, "positions joined by |, numbers by comma"):
 * click and chip plates write one segment per plate row, values joined by ','; input
 * plates write their canonical entries joined by ','. Any-position plays carry their
 * positions apart, in `position` ("1,2,4": 1-based, ascending).
 */
export function codeFromSelection(play: PlayDefinition, selection: Selection): string {
  return selection.rows.map((row) => row.join(',')).join('|');
}

export function positionFromSelection(play: PlayDefinition, selection: Selection): string | undefined {
  if (!play.plate.positionPicker || !selection.positions) return undefined;
  return [...selection.positions].sort((a, b) => a - b).map((p) => p + 1).join(',');
}

/** Reads an order line's code (and position) back into a selection; the server checks it with the engine afterwards. */
export function selectionFromCode(play: PlayDefinition, code: string, position?: string): Selection {
  if (typeof code !== 'string' || code.length === 0) throw new EngineError('BAD_SELECTION', '投注内容不能为空');
  const segments = play.plate.kind === 'input' ? [code] : code.split('|');
  const rows = segments.map((segment) => (segment === '' ? [] : segment.split(',')));
  const selection: Selection = { rows };
  if (play.plate.positionPicker) {
    if (!position) throw new EngineError('BAD_SELECTION', '请选择投注位置');
    const positions = position.split(',').map((p) => Number(p) - 1);
    if (!positions.every((p) => Number.isInteger(p) && p >= 0)) throw new EngineError('BAD_SELECTION', '投注位置无效');
    selection.positions = positions;
  }
  return selection;
}
