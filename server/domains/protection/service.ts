/**
 * Player protection's calls: the state (limits, waiting changes, what each has counted, the
 * pause), setting a limit and starting a pause. Starting a pause stops the player's open chases
 * at once: their pending issues still on sale are cancelled and refunded through the chase stop.
 */
import {
  PROTECTION_LIMITS,
  protectionLimitRules,
  protectionPauseRules,
  STATEMENT_DAYS,
  type PauseRequest,
  type ProtectionState,
  type RealityCheck,
  type SetLimitRequest,
  type StatementDay,
} from '../../../contract/protection';
import { beijingDayStart, beijingIsoDate, DAY_MS, formatBeijingMinute, MINUTE_MS } from '../../../rules/beijing-time';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { ApiError, fail } from '../../errors';
import { fromMinorUnits, minorUnits, type MinorUnits, toMinorUnits } from '../../../rules/money';
import type { SessionUser } from '../../plugins/session';
import { cancelChaseIssues, openChasesOf, unbookedChasesOf, usersWithOpenChases } from '../lottery/cancellation';
import { sessionStartOf } from '../session/queries';
import {
  claimProtection,
  insertRealityCheck,
  lastRealityCheck,
  limitsOf,
  pausedPlayersAt,
  protectionOf,
  saveLimit,
  savePause,
  saveRealityMinutes,
} from './queries';
import { depositFigures, playFigures, playNetSince, statementRows } from './figures';
import { changeLimit, limitAt, pausedAt, pauseEnd, periodStartsAt, resetOf, storedLimitOf } from './rules';
import { PeriodicPasses } from '../../periodic-passes';
import type { UserId } from '../../db/ids';

/** What the protection calls depend on: the protection tables (and the chase stop a pause runs) and the clock. */
export type ProtectionDeps = Pick<ServerDeps, 'db' | 'clock'>;

export async function protectionState(db: Db, userId: UserId, now: number): Promise<ProtectionState> {
  const [row, rows] = await Promise.all([protectionOf(db, userId), limitsOf(db, userId)]);
  const starts = periodStartsAt(now);
  const [play, deposits] = await Promise.all([playFigures(db, userId, starts), depositFigures(db, userId, starts)]);
  const used: Record<string, MinorUnits | undefined> = {
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
    const s = storedLimitOf(rows.find((r) => r.limit_name === limit));
    const waiting = s.pendingAt !== null && s.pendingAt > now;
    const amount = limitAt(s, now);
    const counted = used[limit];
    return {
      limit,
      title: rule.title,
      amount: amount === null ? '' : fromMinorUnits(amount),
      pendingAmount: waiting && s.pendingAmount !== null ? fromMinorUnits(s.pendingAmount) : '',
      pendingAt: waiting ? s.pendingAt! : 0,
      used: counted === undefined ? '' : fromMinorUnits(counted),
      resetsAt: resetOf(rule.period, now),
    } as const;
  });
  return {
    limits,
    pause: pausedAt(row, now)
      ? {
          kind: row.pause_kind,
          title: row.pause_kind === 'coolOff' ? '冷静期' : '自我排除',
          until: row.paused_until,
          untilText: formatBeijingMinute(row.paused_until),
        }
      : null,
    realityMinutes: row?.reality_minutes ?? 0,
    now,
  };
}

export async function setLimit(deps: ProtectionDeps, user: SessionUser, input: SetLimitRequest): Promise<ProtectionState> {
  const wanted = input.amount === '' ? null : toMinorUnits(input.amount);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    await claimProtection(tx, user.id, now);
    const next = changeLimit(storedLimitOf((await limitsOf(tx, user.id)).find((r) => r.limit_name === input.limit)), wanted, now);
    await saveLimit(tx, {
      user_id: user.id,
      limit_name: input.limit,
      amount: next.amount,
      pending_amount: next.pendingAmount,
      pending_at: next.pendingAt,
      updated_at: now,
    });
  });
  return protectionState(deps.db, user.id, now);
}

/** Starts a cool-off or self-exclusion (never shorter than one in force), then stops the open chases. */
export async function startPause(deps: ProtectionDeps, user: SessionUser, input: PauseRequest): Promise<ProtectionState> {
  const now = deps.clock.now();
  const rule = protectionPauseRules[input.pause];
  const until = pauseEnd(input.pause, now);
  await deps.db.transaction().execute(async (tx) => {
    const row = await claimProtection(tx, user.id, now);
    if (row.paused_until !== null && row.paused_until >= until) fail('pauseShorter');
    await savePause(tx, user.id, rule.kind, until, now);
  });
  await stopOpenChases(deps, user.id);
  return protectionState(deps.db, user.id, now);
}

export async function setRealityMinutes(deps: ProtectionDeps, user: SessionUser, minutes: number): Promise<ProtectionState> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    await claimProtection(tx, user.id, now);
    await saveRealityMinutes(tx, user.id, minutes, now);
  });
  return protectionState(deps.db, user.id, now);
}

/**
 * This log-in session's reality check: time played since it started, the net result of play
 * since then, and when the next check is due (the interval after the last shown, or after the start).
 */
export async function realityCheck(deps: ProtectionDeps, user: SessionUser): Promise<RealityCheck> {
  const now = deps.clock.now();
  const started = (await sessionStartOf(deps.db, user.tokenHash)) ?? fail('notLoggedIn', undefined, 401);
  const [row, net, last] = await Promise.all([
    protectionOf(deps.db, user.id),
    playNetSince(deps.db, user.id, started),
    lastRealityCheck(deps.db, user.id, started),
  ]);
  const minutes = row?.reality_minutes ?? 0;
  return {
    minutes,
    sessionStartedAt: started,
    playedMs: now - started,
    net: fromMinorUnits(net),
    dueAt: minutes === 0 ? 0 : (last?.shown_at ?? started) + minutes * MINUTE_MS,
    now,
  };
}

/**
 * Records that the reality check was shown, with the figures it showed; answers the next due time.
 * Only a check that is due is recorded: a repeated call records nothing more.
 */
export async function realityShown(deps: ProtectionDeps, user: SessionUser): Promise<RealityCheck> {
  const shown = await realityCheck(deps, user);
  if (shown.minutes === 0 || shown.now < shown.dueAt) return shown;
  await insertRealityCheck(deps.db, {
    user_id: user.id,
    session_started_at: shown.sessionStartedAt,
    shown_at: shown.now,
    played_ms: shown.playedMs,
    net: toMinorUnits(shown.net),
  });
  return realityCheck(deps, user);
}

/** The activity statement: every Beijing day of the last STATEMENT_DAYS, today last, days without activity as zeros. */
export async function activityStatement(db: Db, userId: UserId, now: number): Promise<{ days: StatementDay[] }> {
  const today = beijingDayStart(now);
  const from = today - (STATEMENT_DAYS - 1) * DAY_MS;
  const rows = new Map((await statementRows(db, userId, from)).map((r) => [r.day, r]));
  const days: StatementDay[] = [];
  for (let start = from; start <= today; start += DAY_MS) {
    const r = rows.get(start);
    days.push({
      date: beijingIsoDate(start),
      stake: fromMinorUnits(r?.stake ?? minorUnits(0)),
      win: fromMinorUnits(r?.win ?? minorUnits(0)),
      deposit: fromMinorUnits(r?.deposit ?? minorUnits(0)),
      withdraw: fromMinorUnits(r?.withdraw ?? minorUnits(0)),
      playedMinutes: r?.minutes ?? 0,
    });
  }
  return { days };
}

/** Cancels and refunds every pending issue still on sale of the player's chases (the chase stop, chase by chase). */
export async function stopOpenChases(deps: ProtectionDeps, userId: UserId): Promise<void> {
  const chases = await openChasesOf(deps.db, userId);
  // A chase still booking: the issues not booked yet stop too.
  for (const booking of await unbookedChasesOf(deps.db, userId)) {
    const chase = chases.find((c) => c.traceNo === booking.traceNo);
    if (chase) chase.issues.push(...booking.issues);
    else chases.push(booking);
  }
  for (const chase of chases) {
    try {
      await cancelChaseIssues(deps, userId, chase.traceNo, new Set(chase.issues));
    } catch (error) {
      // Issues whose sales have closed cannot be stopped; they settle with their draw.
      if (!(error instanceof ApiError && error.name_ === 'cannotCancel')) throw error;
    }
  }
}

export interface ChaseSweepPass {
  /** Paused players whose open chases this pass stopped. */
  players: UserId[];
}

/**
 * Stops the chases a pause left open: a pause commits first and stops its chases after, so a crash
 * between the two leaves them booked. Every pass finds the paused players with chase issues still
 * pending and runs the chase stop for them again (it refunds only what is still on sale, once).
 */
/** What the sweep depends on: the protection calls' deps, its interval, and the log of a failed pass. */
export type ChaseSweepDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export class PausedChaseStops extends PeriodicPasses<ChaseSweepPass> {
  constructor(private readonly deps: ChaseSweepDeps) {
    super(deps);
  }

  protected everyMs(): number {
    return this.deps.config.protection.chaseSweepMs;
  }

  protected emptyPass(): ChaseSweepPass {
    return { players: [] };
  }

  protected async pass(): Promise<ChaseSweepPass> {
    const players = await usersWithOpenChases(this.deps.db, await pausedPlayersAt(this.deps.db, this.deps.clock.now()));
    for (const userId of players) await stopOpenChases(this.deps, userId);
    return { players };
  }
}
