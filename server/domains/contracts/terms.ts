/**
 * The contract rules, pure: periods in Beijing time, tiers read and checked, the rate a team's
 * figures earn, "no better than the agent's own", and the amount a rate pays. Money is integer
 * minor units (hao); rates are hundredths of a percent.
 */
import { contractKindRules, type ContractKind, type ContractTier } from '../../../contract/team-contracts';
import { fromMinorUnits, minorUnits, subtractMinor, sumMinor, toMinorUnits, type MinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';
import { fail } from '../../errors';
import { DAY_MS, formatBeijing, beijingIsoDate, beijingDayStart, beijingMonthStart } from '../../../rules/beijing-time';

export interface Tier {
  volume: MinorUnits;
  loss: MinorUnits;
  active: number;
  /** Hundredths of a percent (150 = 1.5 %). */
  rate: number;
}

/** A team's activity over one period. */
export interface Figures {
  volume: MinorUnits;
  loss: MinorUnits;
  active: number;
}

/** What one member played, summed (a day's settled orders or rounds): the stakes, the prizes and the rebates. */
export interface Play {
  userId: UserId;
  bet: MinorUnits;
  win: MinorUnits;
  rebate: MinorUnits;
}

/**
 * A team's figures from what its members played in a period: the volume is the stakes, the loss what the stakes
 * lost net of prizes and rebates (never below 0), the active members those who played.
 */
export function figuresOf(play: readonly Play[]): Figures {
  const volume = sumMinor(play.map((p) => p.bet));
  const net = subtractMinor(volume, sumMinor(play.flatMap((p) => [p.win, p.rebate])));
  return { volume, loss: minorUnits(Math.max(0, net)), active: new Set(play.map((p) => p.userId)).size };
}

export interface Period {
  start: number;
  end: number;
}

/** The period of a kind that contains `ms`: its Beijing day, or its half month (1st-15th, 16th-end). */
export function periodOf(kind: ContractKind, ms: number): Period {
  if (contractKindRules[kind].period === 'day') {
    const start = beijingDayStart(ms);
    return { start, end: start + DAY_MS };
  }
  const [year, month, day] = beijingIsoDate(ms).split('-').map(Number) as [number, number, number];
  const monthStart = beijingMonthStart(year, month - 1);
  const midMonth = monthStart + 15 * DAY_MS;
  return day <= 15 ? { start: monthStart, end: midMonth } : { start: midMonth, end: beijingMonthStart(year, month) };
}

/** '2026-11-26', or '2026-11-01 至 2026-11-15'. */
export function periodName(kind: ContractKind, period: Period): string {
  const first = formatBeijing(period.start).slice(0, 10);
  if (contractKindRules[kind].period === 'day') return first;
  return `${first} 至 ${formatBeijing(period.end - DAY_MS).slice(0, 10)}`;
}

const rateOfText = (text: string): number => Math.round(Number(text) * 100);
const rateText = (rate: number): string => (rate / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * Reads offered tiers: thresholds never lower than the tier before, each rate above the one
 * before and within the kind's ceiling. Refuses with the tier's number and what is wrong.
 */
export function readTiers(kind: ContractKind, tiers: readonly ContractTier[]): Tier[] {
  const ceiling = rateOfText(contractKindRules[kind].maxRate);
  const read = tiers.map((t) => ({ volume: toMinorUnits(t.volume), loss: toMinorUnits(t.loss), active: t.active, rate: rateOfText(t.rate) }));
  read.forEach((tier, i) => {
    const wrong = (what: string) => fail('contractTiers', `契约档位设置有误：第${i + 1}档${what}`);
    if (tier.rate <= 0) wrong('比例须大于0');
    if (tier.rate > ceiling) wrong(`比例不能超过${contractKindRules[kind].maxRate}%`);
    const before = read[i - 1];
    if (!before) return;
    if (tier.volume < before.volume || tier.loss < before.loss || tier.active < before.active) wrong('条件不能低于上一档');
    if (tier.rate <= before.rate) wrong('比例须高于上一档');
  });
  return read;
}

export const tierToWire = (tier: Tier): ContractTier => ({
  volume: fromMinorUnits(tier.volume),
  loss: fromMinorUnits(tier.loss),
  active: tier.active,
  rate: rateText(tier.rate),
});
export const rateToWire = rateText;

/** The rate of the highest tier whose three thresholds the figures all meet; 0 when none is met. */
export function rateFor(tiers: readonly Tier[], figures: Figures): number {
  let rate = 0;
  for (const tier of tiers) if (figures.volume >= tier.volume && figures.loss >= tier.loss && figures.active >= tier.active) rate = Math.max(rate, tier.rate);
  return rate;
}

/**
 * Offered terms are no better than the offerer's own when, at each offered tier's thresholds, the
 * own contract already pays at least that tier's rate: then at any figures the downline's rate
 * (its highest tier met) is at most the agent's (whose tiers met include those).
 */
export function noBetterThan(offered: readonly Tier[], own: readonly Tier[]): boolean {
  return offered.every((tier) => rateFor(own, tier) >= tier.rate);
}

/** What a rate pays on a base, rounded down to the minor unit (never more than the rate gives). */
export function payoutAmount(base: MinorUnits, rate: number): MinorUnits {
  if (base <= 0 || rate <= 0) return minorUnits(0);
  return minorUnits(Number((BigInt(base) * BigInt(rate)) / 10_000n));
}

/** The base of a kind: the team's settled bet volume or its net loss. */
export const baseOf = (kind: ContractKind, figures: Figures): MinorUnits => (contractKindRules[kind].base === 'volume' ? figures.volume : figures.loss);
