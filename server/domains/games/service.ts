/**
 * The game catalogue as the app reads it, launches (a stored short-lived token bound to the
 * player, the game and its wallet), rounds (stake and payout booked against the game wallet
 * with journals in the round's transaction), the member center's game records and rankings.
 */
import crypto from 'node:crypto';
import {
  gameCatalogue,
  gameOf,
  gamePlatforms,
  HIDDEN_GAME_TABS,
  platformOf,
  type GameBetRecord,
  type GameEntry,
  type GameList,
  type ThirdGameConfig,
} from '../../../contract/games';
import { gamePaths } from '../../../contract/paths';
import { TRIAL_TYPE } from '../../../contract/user-types';
import { fromMinorUnits, minorUnits, type MinorUnits, negateMinor, subtractMinor, toMinorUnits } from '../../../rules/money';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { errorCodes } from '../../../contract/primitives';
import { ApiError, fail } from '../../errors';
import { DAY_MS, formatBeijing, beijingDayStart, beijingDayStartOf } from '../../../rules/beijing-time';
import { accountKindOf, InsufficientFundsError, postJournal, SYSTEM_IDS, walletAccountOf } from '../wallet/ledger';
import { engineOf, publishedRtp, secureRng, type Rng } from './demo-games';
import { biggestWinsSince, insertRoundOnce, pageOfRounds, replaceExpiredAndInsertGameSession, roundOfRequest, unexpiredGameSession } from './queries';
import { usernamesOf } from '../users/queries';
import { liveSessionHashes } from '../session/queries';
import { guardStake, refuseLaunchWhilePaused } from '../protection/guard';
import type { AccountId, UserId } from '../../db/ids';

/** What the games use: the rounds and sessions, the clock, the game session idle time, and the outcomes' randomness. */
export type GameDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'entropy'>;

/** A launch token opens the game for this long; each bet needs it still valid. */
export const GAME_SESSION_MS = 2 * 60 * 60 * 1000;
export const MIN_STAKE = '1';
export const MAX_STAKE = '5000';
const STAKE_PATTERN = /^[1-9]\d{0,3}(\.\d{1,2})?$/;

/** Without dates the records cover today and the 6 days before (Beijing days); at most 93 days. */
const DEFAULT_DAYS = 7;
const MAX_RANGE_DAYS = 93;
function rangeOf(query: { startDate?: string; endDate?: string }, now: number): { from: number; to: number } {
  const from = query.startDate ? beijingDayStartOf(query.startDate) : beijingDayStart(now) - (DEFAULT_DAYS - 1) * DAY_MS;
  const to = (query.endDate ? beijingDayStartOf(query.endDate) : beijingDayStart(now)) + DAY_MS;
  if (!(from < to)) fail('badRequest', errorCodes.teamDateOrder.msg);
  if (to - from > MAX_RANGE_DAYS * DAY_MS) fail('badRequest', `查询范围不能超过${MAX_RANGE_DAYS}天`);
  return { from, to };
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function thirdGameConfig(): ThirdGameConfig {
  return { result: gamePlatforms.map((p) => p.code).join(','), hiddenTabs: [...HIDDEN_GAME_TABS] };
}

/** Platforms with their games (the published RTP of each is computed from its engine once). */
let gameListCache: GameList | undefined;
export function gameList(): GameList {
  gameListCache ??= gamePlatforms.map((p) => ({
    title: p.name,
    code: p.code,
    wallet: p.wallet,
    list: gameCatalogue
      .filter((g) => g.sourceCode === p.code)
      .map((g) => ({
        en: g.en,
        cn: g.cn,
        sourceCode: g.sourceCode,
        family: g.family,
        hot: g.hot ?? false,
        new: g.new ?? false,
        rtp: publishedRtp(engineOf(g)),
      })),
  }));
  return gameListCache;
}

/** Opens a game for a player: the URL of the demo provider's page carrying a fresh token. */
export async function launchGame(
  { db, clock }: GameDeps,
  user: { id: UserId; userType: number; tokenHash: string },
  platformCode: string,
  gameCode: string,
): Promise<string> {
  if (user.userType === TRIAL_TYPE) fail('trialForbidden');
  const game = gameOf(gameCode) ?? fail('gameNotFound');
  if (game.sourceCode !== platformCode) fail('gamePlatform');
  const platform = platformOf(platformCode)!;
  const token = crypto.randomBytes(24).toString('base64url');
  const now = clock.now();
  await refuseLaunchWhilePaused(db, user.id, now);
  await replaceExpiredAndInsertGameSession(
    db,
    {
      token_hash: hashToken(token),
      user_id: user.id,
      login_session_hash: user.tokenHash,
      game_code: game.en,
      wallet: platform.wallet,
      created_at: now,
      expires_at: now + GAME_SESSION_MS,
    },
    now,
  );
  return `${gamePaths.play}?token=${token}`;
}

/** A platform's launch URL getter's answer, in the provider's shape: a refusal too, its code also where the shared client reads it. */
export async function gameUrl(deps: GameDeps, user: { id: UserId; userType: number; tokenHash: string }, platformCode: string, gameCode: string) {
  try {
    return { code: 0, msg: 'success', success: true, errorCode: '', data: await launchGame(deps, user, platformCode, gameCode) };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 200)
      return { code: error.code, msg: error.message, success: false, errorCode: String(error.code), data: '' };
    throw error;
  }
}

/** The PT wallet's user info, in the provider's shape. */
export async function ptUserInfo({ db }: GameDeps, user: { id: UserId; username: string }) {
  const account = await gameWalletBalance(db, user.id, 'pt_01');
  return {
    code: 0,
    msg: 'success',
    success: true,
    errorCode: '',
    data: { userName: user.username, wallet: 'pt_01', balance: fromMinorUnits(account.balance) },
  };
}

export interface GameSession {
  userId: UserId;
  game: GameEntry;
  wallet: string;
}

/** The game session of a launch token, while both it and the log-in session that launched it are valid. */
export async function sessionOf(db: Db, token: string, now: number, sessionIdleMs: number): Promise<GameSession> {
  const row = await unexpiredGameSession(db, hashToken(token), now);
  // A launch token is valid only while the log-in session it was issued under is (not ended, expired or idle).
  if (!row?.login_session_hash || !(await liveSessionHashes(db, [row.login_session_hash], now, now - sessionIdleMs)).has(row.login_session_hash))
    return fail('gameSessionExpired');
  return { userId: row.user_id, game: gameOf(row.game_code) ?? fail('gameNotFound'), wallet: row.wallet };
}

/** The player's account of a game wallet (the wallet domain's). */
export async function gameWalletBalance(db: Db | Tx, userId: UserId, wallet: string): Promise<{ id: AccountId; balance: MinorUnits }> {
  const account = await walletAccountOf(db, userId, accountKindOf(wallet as never));
  if (!account) throw new Error(`user ${userId} has no ${wallet} account`); // every player has every wallet from the start
  return account;
}

export interface RoundResult {
  roundId: number;
  choice: string;
  outcome: string;
  stake: string;
  payout: string;
  balance: string;
}

/** Stake in minor units from the player's decimal string, within the table limits. */
export function stakeOf(cash: string): MinorUnits {
  const text = cash.trim();
  if (!STAKE_PATTERN.test(text)) return fail('gameStake');
  const minor = toMinorUnits(text);
  if (minor < toMinorUnits(MIN_STAKE) || minor > toMinorUnits(MAX_STAKE)) return fail('gameStake');
  return minor;
}

/**
 * Plays one round in `tx`: the stake leaves the game wallet (refused when it cannot cover it),
 * the engine draws, and a win is paid back; the round row and both journals commit together.
 */
export async function bookRound(
  tx: Tx,
  session: GameSession,
  input: { choice: string; stake: MinorUnits; requestId: string },
  now: number,
  rng: Rng = secureRng,
): Promise<RoundResult> {
  const engine = engineOf(session.game);
  const choice = engine.choices.find((c) => c.value === input.choice) ?? fail('gameChoice');
  const raw = engine.draw(rng);
  // settle gives the payout in percent of the stake; minorUnits refuses a payout that is not whole
  const payout = minorUnits((input.stake * engine.settle(choice.value, raw)) / 100);
  const inserted = await insertRoundOnce(tx, {
    user_id: session.userId,
    request_id: input.requestId,
    platform: session.game.sourceCode,
    game_code: session.game.en,
    wallet: session.wallet,
    choice: choice.label,
    outcome: engine.describe(raw),
    stake: input.stake,
    payout,
    created_at: now,
  });
  if (!inserted) return replayOf(tx, session.userId, input.requestId, (await gameWalletBalance(tx, session.userId, session.wallet)).balance);
  await guardStake(tx, session.userId, now, { total: input.stake, largestOrder: input.stake });
  const account = await gameWalletBalance(tx, session.userId, session.wallet);
  const ref = `game:${inserted.id}`;
  let balances = await postJournal(tx, {
    kind: 'game_bet',
    idemKey: `game_bet:${inserted.id}`,
    ref,
    now,
    postings: [
      { accountId: account.id, amount: negateMinor(input.stake) },
      { accountId: SYSTEM_IDS['sys:house'], amount: input.stake },
    ],
  });
  if (payout > 0) {
    balances = await postJournal(tx, {
      kind: 'game_payout',
      idemKey: `game_payout:${inserted.id}`,
      ref,
      now,
      postings: [
        { accountId: SYSTEM_IDS['sys:house'], amount: negateMinor(payout) },
        { accountId: account.id, amount: payout },
      ],
    });
  }
  return {
    roundId: inserted.id,
    choice: choice.label,
    outcome: engine.describe(raw),
    stake: fromMinorUnits(input.stake),
    payout: fromMinorUnits(payout),
    balance: fromMinorUnits(balances.get(account.id)!),
  };
}

async function replayOf(tx: Tx, userId: UserId, requestId: string, balance: MinorUnits): Promise<RoundResult> {
  const round = await roundOfRequest(tx, userId, requestId);
  return {
    roundId: round.id,
    choice: round.choice,
    outcome: round.outcome,
    stake: fromMinorUnits(round.stake),
    payout: fromMinorUnits(round.payout),
    balance: fromMinorUnits(balance),
  };
}

export async function playRound(
  { db, clock, config, entropy }: GameDeps,
  input: { token: string; choice: string; cash: string; requestId: string },
): Promise<RoundResult> {
  const now = clock.now();
  const session = await sessionOf(db, input.token, now, config.sessionIdleMs);
  const stake = stakeOf(input.cash);
  try {
    return await db
      .transaction()
      .execute((tx) => bookRound(tx, session, { choice: input.choice, stake, requestId: input.requestId }, now, (max) => entropy.int(max)));
  } catch (error) {
    if (error instanceof InsufficientFundsError) return fail('gameBalance');
    throw error;
  }
}

/** The member center's rounds of the platforms shown under one record tab, newest first. */
export async function gameRecords(
  { db, clock }: GameDeps,
  userId: UserId,
  query: { type: string; startDate?: string; endDate?: string; page?: number; size?: number },
): Promise<{ list: GameBetRecord[]; total: number; page: number; size: number }> {
  const platforms = gamePlatforms.filter((p) => p.recordTab === query.type).map((p) => p.code);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  if (platforms.length === 0) return { list: [], total: 0, page, size };
  const { from, to } = rangeOf(query, clock.now());
  const { rows, total } = await pageOfRounds(db, { userId, platforms, from, to }, page, size);
  const list = rows.map((r) => ({
    orderId: `GM${String(r.id).padStart(10, '0')}`,
    time: formatBeijing(r.created_at),
    platformName: platformOf(r.platform)?.name ?? r.platform,
    gameName: gameOf(r.game_code)?.cn ?? r.game_code,
    choice: r.choice,
    outcome: r.outcome,
    stake: fromMinorUnits(r.stake),
    payout: fromMinorUnits(r.payout),
    profit: fromMinorUnits(subtractMinor(r.payout, r.stake)),
  }));
  return { list, total, page, size };
}

const RANKING_DAYS = 7;

/** A winner's name as the rankings show it: first and last letter. */
const masked = (name: string) => (name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}***${name.at(-1)}`);

/** The ten biggest wins of the last 7 days (masked names: first and last letter). */
export async function rankings({ db, clock }: GameDeps) {
  const since = clock.now() - RANKING_DAYS * 24 * 60 * 60 * 1000;
  const rows = await biggestWinsSince(db, since);
  const names = await usernamesOf(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({
    userName: masked(names.get(r.user_id) ?? ''),
    gameName: gameOf(r.game_code)?.cn ?? r.game_code,
    win: fromMinorUnits(subtractMinor(r.payout, r.stake)),
    time: formatBeijing(r.created_at),
  }));
}
