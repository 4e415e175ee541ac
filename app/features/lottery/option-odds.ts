import { bonusOf } from '../../../engine-worker/client';
import type { OddsChoice, OptionOdds, PlayOdds } from '../../../contract/lottery';

/**
 * A plate option's own bonus at the chosen type and point (k3 和值, Mark Six 生肖 …): the
 * price the server settles it at, from the option's probability and the play's return.
 */
export function optionBonus(option: OptionOdds, choice: OddsChoice, odds: PlayOdds): string {
  return choice.type === 'A'
    ? bonusOf(option.probability, option.levels, odds.returnA, choice.point)
    : bonusOf(option.probability, option.levels, odds.returnB, '0');
}
