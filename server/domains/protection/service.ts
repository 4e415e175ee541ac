/**
 * Player protection's calls: the state (limits, waiting changes, what each has counted, the
 * pause), setting a limit and starting a pause. Starting a pause stops the player's open chases
 * at once: their pending issues still on sale are cancelled and refunded through the chase stop.
 */
import type { FastifyInstance } from 'fastify';
import { PROTECTION_LIMITS, protectionLimitRules, protectionPauseRules, type PauseRequest, type ProtectionState, type SetLimitRequest } from '../../../contract/protection';
import { formatBeijingMinute } from '../../../rules/beijing-time';
import type { Db } from '../../db/client';
import { ApiError, fail } from '../../errors';
import { minor, yuan } from '../../money';
import type { SessionUser } from '../../plugins/session';
import { cancelChaseIssues } from '../lottery/cancellation';
import { claimProtection, depositFigures, limitsOf, openChasesOf, playFigures, protectionOf, saveLimit, savePause } from './queries';
import { changeLimit, limitAt, pauseEnd, periodStartsAt, resetOf } from './rules';

export async function protectionState(db: Db, userId: number, now: number): Promise<ProtectionState> {
  const [row, rows] = await Promise.all([protectionOf(db, userId), limitsOf(db, userId)]);
  const starts = periodStartsAt(now);
  const [play, deposits] = await Promise.all([playFigures(db, userId, starts), depositFigures(db, userId, starts)]);
  const used: Record<string, number | undefined> = {
    depositDay: deposits.day,
    depositWeek: deposits.week,
    depositMonth: deposits.month,
    lossDay: play.lossDay,
    lossWeek: play.lossWeek,
    lossMonth: play.lossMonth,
    stakeDay: play.stakedDay,
  };
  const limits = PROTECTION_LIMITS.map((limit) => {
    const rule = protectionLimitRules[limit];
    const stored = rows.find((r) => r.limit_name === limit);
    const s = { amount: stored?.amount ?? null, pendingAmount: stored?.pending_amount ?? null, pendingAt: stored?.pending_at ?? null };
    const waiting = s.pendingAt !== null && s.pendingAt > now;
    const amount = limitAt(s, now);
    const counted = used[limit];
    return {
      limit,
      title: rule.title,
      amount: amount === null ? '' : yuan(amount),
      pendingAmount: waiting && s.pendingAmount !== null ? yuan(s.pendingAmount) : '',
      pendingAt: waiting ? s.pendingAt! : 0,
      used: counted === undefined ? '' : yuan(counted),
      resetsAt: resetOf(rule.period, now),
    } as const;
  });
  const paused = row?.pause_kind != null && row.paused_until !== null && row.paused_until > now;
  return {
    limits,
    pause: paused ? { kind: row!.pause_kind!, title: row!.pause_kind === 'coolOff' ? '冷静期' : '自我排除', until: row!.paused_until!, untilText: formatBeijingMinute(row!.paused_until!) } : null,
    now,
  };
}

export async function setLimit(app: FastifyInstance, user: SessionUser, input: SetLimitRequest): Promise<ProtectionState> {
  const wanted = input.amount === '' ? null : minor(input.amount);
  const now = app.clock.now();
  await app.db.transaction().execute(async (tx) => {
    await claimProtection(tx, user.id, now);
    const stored = (await limitsOf(tx, user.id)).find((r) => r.limit_name === input.limit);
    const next = changeLimit({ amount: stored?.amount ?? null, pendingAmount: stored?.pending_amount ?? null, pendingAt: stored?.pending_at ?? null }, wanted, now);
    await saveLimit(tx, { user_id: user.id, limit_name: input.limit, amount: next.amount, pending_amount: next.pendingAmount, pending_at: next.pendingAt, updated_at: now });
  });
  return protectionState(app.db, user.id, now);
}

/** Starts a cool-off or self-exclusion (never shorter than one in force), then stops the open chases. */
export async function startPause(app: FastifyInstance, user: SessionUser, input: PauseRequest): Promise<ProtectionState> {
  const now = app.clock.now();
  const rule = protectionPauseRules[input.pause];
  const until = pauseEnd(input.pause, now);
  await app.db.transaction().execute(async (tx) => {
    const row = await claimProtection(tx, user.id, now);
    if (row.paused_until !== null && row.paused_until >= until) fail('pauseShorter');
    await savePause(tx, user.id, rule.kind, until, now);
  });
  await stopOpenChases(app, user);
  return protectionState(app.db, user.id, now);
}

/** Cancels and refunds every pending issue still on sale of the player's chases (the chase stop, chase by chase). */
export async function stopOpenChases(app: FastifyInstance, user: SessionUser): Promise<void> {
  for (const chase of await openChasesOf(app.db, user.id)) {
    try {
      await cancelChaseIssues(app, user, chase.traceNo, new Set(chase.issues));
    } catch (error) {
      // Issues whose sales have closed cannot be stopped; they settle with their draw.
      if (!(error instanceof ApiError && error.name_ === 'cannotCancel')) throw error;
    }
  }
}
