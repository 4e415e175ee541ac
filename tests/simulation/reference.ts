/**
 * The independent prize judge the simulation checks settled orders against. Until the settlement
 * reference (tests/support/settlement-reference) is wired in, none: the checker still verifies the
 * revealed draw, the stored prize judged again from it, awards, caps, rebates and settle journals.
 */
import type { SimulationOptions } from '../../server/simulation/run';

export function simulationReference(): Pick<SimulationOptions, 'reference' | 'knownDifference'> {
  return {};
}
