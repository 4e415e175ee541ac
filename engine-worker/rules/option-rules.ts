import { LOSE, type PlayRules, type Selection, type TicketOutcome, type WinResult, REFUND } from '../types';

/**
 * Plays where every picked option is one bet judged on its own (大小单双 options,
 * 龙虎, 形态, 牛牛, k3 和值 …): count = options picked over all rows (leijia). A ticket
 * is `row:option`, so rows with the same labels stay apart.
 */
export function optionRules(params: {
  /** Outcome of picking `option` in row `row` against a draw. */
  outcome: (option: string, draw: readonly number[], row: number) => TicketOutcome;
  /** Prize levels of the play (usually 1). */
  levels?: number;
  /** Probability per level that one option wins. */
  probability: (option: string, row: number) => number[];
}): PlayRules {
  const levels = params.levels ?? 1;
  const split = (ticket: string): [number, string] => {
    const at = ticket.indexOf(':');
    return [Number(ticket.slice(0, at)), ticket.slice(at + 1)];
  };
  return {
    countBets: (selection: Selection) => selection.rows.reduce((sum, row) => sum + row.length, 0),
    expand: (selection: Selection) => selection.rows.flatMap((row, r) => row.map((option) => `${r}:${option}`)),
    ticketOutcome: (ticket, draw) => {
      const [row, option] = split(ticket);
      return params.outcome(option, draw, row);
    },
    winningBets: (selection, draw) =>
      tallyOutcomes(
        levels,
        selection.rows.flatMap((row, r) => row.map((o) => params.outcome(o, draw, r))),
      ),
    winProbability: (ticket) => {
      const [row, option] = split(ticket);
      return params.probability(option, row);
    },
  };
}

/** Counts ticket outcomes into a WinResult. */
export function tallyOutcomes(levels: number, outcomes: Iterable<TicketOutcome>): WinResult {
  const result: WinResult = { levels: new Array<number>(levels).fill(0), refunds: 0 };
  for (const outcome of outcomes) {
    if (outcome === REFUND) result.refunds++;
    else if (outcome !== LOSE) result.levels[outcome] = (result.levels[outcome] ?? 0) + 1;
  }
  return result;
}
