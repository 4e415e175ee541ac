/**
 * The engine facade: the one entry point for the app (through the worker), the
 * server and tests. Pure: no DOM, no I/O.
 */
import { catalogue } from './catalogue/index';
import { parseDraw } from './draws/draw-shape';
import { withMarkSixYear } from './draws/mark-six-tables';
import { EngineError } from './errors';
import { entriesOf, parseEntries as parseEntryText, type ParsedEntries } from './parsing/parse-entries';
import { families, type Family, type ParseResult, type PlayDefinition, type PlayInfo, type Selection, type WinResult } from './types';

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
 * Checks a selection against the play's plate (click rows: values among the options, no
 * repeats, row limits; input plays: every entry valid and distinct; positions) and returns
 * it normalised (rows de-duplicated, entries canonical). The server calls this
 * on every order line; the plate can never produce a selection it refuses.
 */
export function checkSelection(play: PlayDefinition, selection: Selection): Selection {
  const rows = play.plate.kind === 'input' ? checkEntries(play, selection) : checkPlateRows(play, selection);
  const picker = play.plate.positionPicker;
  if (!picker) return { rows };
  const positions = [...new Set(selection.positions ?? picker.defaults)].sort((a, b) => a - b);
  if (!positions.every((p) => Number.isInteger(p) && p >= 0 && p < picker.labels.length))
    throw new EngineError('BAD_SELECTION', `投注位置无效：${play.fullName}`);
  return { rows, positions };
}

function checkPlateRows(play: PlayDefinition, selection: Selection): string[][] {
  const { plate } = play;
  if (!Array.isArray(selection.rows) || selection.rows.length !== plate.rows.length)
    throw new EngineError('BAD_SELECTION', `投注内容与玩法不符：${play.fullName}`);
  return selection.rows.map((row, i) => {
    const spec = plate.rows[i]!;
    const allowed = new Set(spec.options);
    const unique = [...new Set(row)];
    if (unique.length !== row.length || !row.every((v) => allowed.has(v)))
      throw new EngineError('BAD_SELECTION', `投注号码无效：${play.fullName} ${spec.label}`);
    if (spec.maxPicks !== undefined && unique.length > spec.maxPicks) throw new EngineError('BAD_SELECTION', `${spec.label}最多选择${spec.maxPicks}个号码`);
    return unique;
  });
}

/** Single entries go through the same parser as pasted text: any invalid or repeated entry refuses the line. */
function checkEntries(play: PlayDefinition, selection: Selection): string[][] {
  const format = play.plate.entry;
  const entries = selection.rows?.[0];
  if (!format || !Array.isArray(entries) || selection.rows.length !== 1) throw new EngineError('BAD_SELECTION', `投注内容与玩法不符：${play.fullName}`);
  const parsed = parseEntryText(format, entries.join('\n'));
  const { summary } = parsed;
  const firstInvalid = summary.invalid[0];
  if (firstInvalid) throw new EngineError('BAD_SELECTION', `第${firstInvalid.position}注 ${firstInvalid.entry}：${firstInvalid.reason}`);
  if (summary.error) throw new EngineError('BAD_SELECTION', summary.error);
  if (summary.duplicates > 0 || summary.count !== entries.length) throw new EngineError('BAD_SELECTION', `存在重复号码：${summary.duplicateSamples[0] ?? ''}`);
  return [entriesOf(parsed)];
}

/** Bets in a selection (0 when incomplete, e.g. fewer positions than the play needs). */
export function countBets(key: PlayKey | string, selection: Selection): number {
  const play = getPlay(key);
  return play.rules.countBets(checkSelection(play, selection));
}

/**
 * The tickets of a selection, checked and normalised first as countBets and winningBets do: a
 * group entry typed in any order ('811', '181') is the one canonical ticket ('118') whichever
 * path judges it. Settlement expands an order's stored code through this, never rules.expand.
 */
export function expandTickets(play: PlayDefinition, selection: Selection): string[] {
  return play.rules.expand(checkSelection(play, selection));
}

/**
 * Winning bets (per prize level) and refunded bets of a selection against a draw code.
 * Mark Six zodiac plays depend on the year: pass the draw's date ('YYYY-MM-DD', Beijing).
 */
export function winningBets(key: PlayKey | string, selection: Selection, drawCode: string | readonly number[], options: { drawDate?: string } = {}): WinResult {
  const play = getPlay(key);
  const settle = () => play.rules.winningBets(checkSelection(play, selection), parseDraw(play.family, drawCode));
  return play.family === 'lhc' && options.drawDate ? withMarkSixYear(options.drawDate, settle) : settle();
}

function entryFormatOf(play: PlayDefinition) {
  if (play.plate.kind !== 'input' || !play.plate.entry) throw new EngineError('BAD_INPUT', `${play.fullName}不支持单式输入`);
  return play.plate.entry;
}

/** Parses pasted or uploaded single entries of an input play and keeps their keys (the worker holds these). */
export function parseEntriesKept(key: PlayKey | string, input: string | Uint8Array): ParsedEntries {
  return parseEntryText(entryFormatOf(getPlay(key)), input);
}

/** Parses pasted or uploaded single entries: count, duplicates removed, invalid entries with their positions. */
export function parseEntries(key: PlayKey | string, input: string | Uint8Array): ParseResult {
  return parseEntriesKept(key, input).summary;
}
