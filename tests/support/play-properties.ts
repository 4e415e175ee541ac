/**
 * Brute-force properties every play must have, checked on random small selections:
 * the formula count equals the number of distinct tickets the selection expands to, and
 * winningBets equals settling those tickets one by one.
 */
import { expect } from 'vitest';
import { checkSelection, getPlay, playKey } from '../../engine-worker/engine';
import { drawShapes } from '../../engine-worker/draws/draw-shape';
import { entriesOf, parseEntries } from '../../engine-worker/parsing/parse-entries';
import { tallyOutcomes } from '../../engine-worker/rules/option-rules';
import type { Family, PlayDefinition, Selection } from '../../engine-worker/types';

/** A random selection the plate could produce, kept small enough to expand. */
export function randomSelection(play: PlayDefinition, random: () => number, maxTickets = 3000): Selection {
  const picker = play.plate.positionPicker;
  const positions = picker ? picker.labels.map((_, i) => i).filter(() => random() < 0.75) : undefined;
  if (play.plate.kind === 'input') {
    const format = play.plate.entry!;
    const lines: string[] = [];
    const count = 1 + Math.floor(random() * 12);
    for (let i = 0; i < count; i++) {
      const parts = Array.from({ length: format.length }, () => format.min + Math.floor(random() * (format.max - format.min + 1)));
      lines.push(format.kind === 'digits' ? parts.join('') : parts.map((n) => String(n).padStart(2, '0')).join(' '));
    }
    // keep only the entries the format accepts, de-duplicated, as the parser would
    const valid = lines.filter((line) => parseEntries(format, line).summary.count === 1);
    const entries = valid.length ? entriesOf(parseEntries(format, valid.join('\n'))) : [];
    return positions ? { rows: [entries], positions } : { rows: [entries] };
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const rows = play.plate.rows.map((row) => {
      const limit = Math.min(row.maxPicks ?? row.options.length, 1 + Math.floor(random() * Math.min(row.options.length, 6)));
      const shuffled = [...row.options].sort(() => random() - 0.5);
      return shuffled.slice(0, Math.floor(random() * (limit + 1)));
    });
    const selection: Selection = positions ? { rows, positions } : { rows };
    let checked: Selection;
    try {
      checked = checkSelection(play, selection);
    } catch {
      continue;
    }
    if (play.rules.countBets(checked) <= maxTickets) return checked;
  }
  return positions ? { rows: play.plate.rows.map(() => []), positions } : { rows: play.plate.rows.map(() => []) };
}

export function randomDraw(family: Family, random: () => number): number[] {
  const { length, min, max, distinct } = drawShapes[family];
  const draw: number[] = [];
  while (draw.length < length) {
    const n = min + Math.floor(random() * (max - min + 1));
    if (distinct && draw.includes(n)) continue;
    draw.push(n);
  }
  return draw;
}

/** Checks count = distinct expansion and winningBets = ticket tally for every play of a family. */
export function checkFamilyProperties(
  family: Family,
  plays: PlayDefinition[],
  random: () => number,
  options: { selections?: number; edgeDraws?: number[][] } = {},
): number {
  let checks = 0;
  for (const info of plays) {
    const play = getPlay(playKey(family, info.id));
    for (let round = 0; round < (options.selections ?? 8); round++) {
      const selection = randomSelection(play, random);
      const tickets = play.rules.expand(selection);
      const count = play.rules.countBets(selection);
      expect(new Set(tickets).size, `${info.id} distinct tickets`).toBe(tickets.length);
      expect(count, `${info.id} count vs expansion of ${JSON.stringify(selection)}`).toBe(tickets.length);
      const draws = [...(options.edgeDraws ?? []), randomDraw(family, random), randomDraw(family, random)];
      for (const draw of draws) {
        const direct = play.rules.winningBets(selection, draw);
        const tally = tallyOutcomes(
          play.prizeLevels.length,
          tickets.map((t) => play.rules.ticketOutcome(t, draw)),
        );
        expect(direct, `${info.id} winningBets ${JSON.stringify(selection)} vs ${draw.join('')}`).toEqual(tally);
        checks++;
      }
    }
  }
  return checks;
}
