/**
 * The engine facade: the one entry point for the app (through the worker), the
 * server and tests. Pure: no DOM, no I/O.
 */
import { catalogue } from './catalogue/index';
import { parseDraw } from './draws/draw-shape';
import { EngineError } from './errors';
import { families, type Family, type PlayDefinition, type PlayInfo, type Selection, type WinResult } from './types';

export { families };
export { parseDraw, formatDraw, drawShapes } from './draws/draw-shape';

/** A play named across families: `${family}:${id}`, e.g. 'ssc:rx2_zx_fs' (ids repeat between families). */
export type PlayKey = `${Family}:${string}`;

export function playKey(family: Family, id: string): PlayKey {
  return `${family}:${id}`;
}

const byKey = new Map<string, PlayDefinition>();
for (const family of families) for (const play of catalogue[family]) byKey.set(playKey(family, play.id), play);

function stripRules({ rules: _rules, ...info }: PlayDefinition): PlayInfo {
  return info;
}

/** The plays of a family, as plain data (safe to send across the worker boundary). */
export function playsOf(family: Family): PlayInfo[] {
  return catalogue[family].map(stripRules);
}

export function isFamily(value: string): value is Family {
  return (families as readonly string[]).includes(value);
}

/** The full definition of a play, rules included. Throws for an unknown play. */
export function getPlay(key: PlayKey | string): PlayDefinition {
  const play = byKey.get(key);
  if (!play) throw new EngineError('UNKNOWN_PLAY', `未知玩法：${key}`);
  return play;
}

/**
 * Checks a selection against the play's plate (values among the options, no repeats,
 * row limits, positions) and returns it with rows de-duplicated. The server calls this
 * on every order line; the plate can never produce a selection it refuses.
 */
export function checkSelection(play: PlayDefinition, selection: Selection): Selection {
  const { plate } = play;
  if (plate.kind === 'input') return selection;
  if (!Array.isArray(selection.rows) || selection.rows.length !== plate.rows.length)
    throw new EngineError('BAD_SELECTION', `投注内容与玩法不符：${play.fullName}`);
  const rows = selection.rows.map((row, i) => {
    const spec = plate.rows[i]!;
    const allowed = new Set(spec.options);
    const unique = [...new Set(row)];
    if (unique.length !== row.length || !row.every((v) => allowed.has(v)))
      throw new EngineError('BAD_SELECTION', `投注号码无效：${play.fullName} ${spec.label}`);
    if (spec.maxPicks !== undefined && unique.length > spec.maxPicks)
      throw new EngineError('BAD_SELECTION', `${spec.label}最多选择${spec.maxPicks}个号码`);
    return unique;
  });
  const picker = plate.positionPicker;
  if (!picker) return { rows };
  const positions = [...new Set(selection.positions ?? picker.defaults)].sort((a, b) => a - b);
  if (!positions.every((p) => Number.isInteger(p) && p >= 0 && p < picker.labels.length))
    throw new EngineError('BAD_SELECTION', `投注位置无效：${play.fullName}`);
  return { rows, positions };
}

/** Bets in a selection (0 when incomplete, e.g. fewer positions than the play needs). */
export function countBets(key: PlayKey | string, selection: Selection): number {
  const play = getPlay(key);
  return play.rules.countBets(checkSelection(play, selection));
}

/** Winning bets (per prize level) and refunded bets of a selection against a draw code. */
export function winningBets(key: PlayKey | string, selection: Selection, drawCode: string | readonly number[]): WinResult {
  const play = getPlay(key);
  return play.rules.winningBets(checkSelection(play, selection), parseDraw(play.family, drawCode));
}
