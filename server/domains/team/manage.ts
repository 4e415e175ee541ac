/**
 * Downline management: the downline list, transfers from an agent to a direct downline, opening
 * downline accounts and registration links. A downline's rebate point is never above its
 * parent's.
 */
import crypto from 'node:crypto';
import { passwordValid, userNameValid } from '../../../contract/credentials';
import { USER_TYPES } from '../../../contract/session';
import { REBATE_POINT_PATTERN, type LowerMember, type LowerTransferRequest, type OpenAccountRequest, type RegisterLink } from '../../../contract/team';
import { TRANSFER_AMOUNT_PATTERN } from '../../../contract/wallet';
import { fromMinorUnits, minorUnits, type MinorUnits, negateMinor, toMinorUnits } from '../../../rules/money';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { idempotent, type Tx } from '../../db/transaction';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { formatBeijing } from '../../../rules/beijing-time';
import { insertUser, rebatePointOf, teamTreeOf, type TeamMember } from '../users/queries';
import { securityChecks, userOwner, type HashOwner } from '../users/security';
import { balancesAcrossWalletsOf, mainAccountId, postJournal } from '../wallet/ledger';
import { guardDownlineTransfer, pausedAmong } from '../protection/guard';
import { insertLink, insertTeamTransfer, liveLinkCountOf, liveLinksOf, removeLiveLink } from './queries';
import type { UserId } from '../../db/ids';

/** Tenths of a percent → 'N.N'. */
export const pointText = (point: number): string => (point / 10).toFixed(1);

/** 'N.N' → tenths; refuses a malformed point or one above the parent's. */
export function checkPoint(text: string, parentPoint: number): number {
  if (!new RegExp(REBATE_POINT_PATTERN).test(text)) return fail('teamPoint');
  const point = Math.round(Number(text) * 10);
  if (point > parentPoint) fail('teamPoint');
  return point;
}

/** What the team's changes use: the rows, the clock, the transfer limits, and the secret checks' parts (attempts, hashing). */
export type TeamDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'attempts' | 'passwords'>;

const typeName = (userType: number) => (userType === USER_TYPES.member ? '会员' : '代理');

export async function lowerList(
  db: Db,
  userId: UserId,
  query: { username?: string; page?: number; pageSize?: number },
  now: number,
): Promise<{ list: LowerMember[]; total: number }> {
  const team = await teamTreeOf(db, userId);
  const byId = new Map(team.map((m) => [m.id, m]));
  const name = query.username?.trim().toLowerCase();
  const members = team.filter((m) => m.depth > 0 && (!name || m.username.toLowerCase().includes(name)));
  const limit = query.pageSize ?? 20;
  const page = members.slice(((query.page ?? 1) - 1) * limit, (query.page ?? 1) * limit);
  const [balances, paused] = await Promise.all([
    balancesAcrossWalletsOf(
      db,
      page.map((m) => m.id),
    ),
    pausedAmong(
      db,
      page.map((m) => m.id),
      now,
    ),
  ]);
  const sizeOf = subtreeSizes(team);
  return {
    total: members.length,
    list: page.map((m) => ({
      uin: m.id,
      username: m.username,
      userType: m.userType,
      typeName: typeName(m.userType),
      point: pointText(m.point),
      balance: fromMinorUnits(balances.get(m.id) ?? minorUnits(0)),
      teamSize: sizeOf.get(m.id) ?? 1,
      direct: m.depth === 1 ? 1 : 0,
      paused: paused.has(m.id) ? 1 : 0,
      parent: byId.get(m.parentId!)?.username ?? '',
      lastLogin: m.lastLoginAt === null ? '' : formatBeijing(m.lastLoginAt),
      createdAt: formatBeijing(m.createdAt),
    })),
  };
}

/** Each member's subtree size, themself included (the tree is in depth order, so children come after parents). */
function subtreeSizes(team: readonly TeamMember[]): Map<number, number> {
  const sizes = new Map(team.map((m) => [m.id, 1]));
  for (const m of [...team].reverse()) if (m.depth > 0 && m.parentId !== null) sizes.set(m.parentId, sizes.get(m.parentId)! + sizes.get(m.id)!);
  return sizes;
}

export const teamTransferNo = (id: number): string => `TZ${String(id).padStart(10, '0')}`;

/** Amount rules of the wallet's transfer from the main wallet (its limits and messages). */
function checkAmount({ config }: Pick<ServerDeps, 'config'>, text: string): MinorUnits {
  const cash = text.trim();
  if (!TRANSFER_AMOUNT_PATTERN.test(cash)) return fail('transferAmount');
  const amount = toMinorUnits(cash);
  if (amount <= 0) return fail('transferAmount');
  if (amount < toMinorUnits(config.transfer.lotteryMin)) return fail('transferBelowMin');
  if (amount > toMinorUnits(config.transfer.lotteryMax)) return fail('transferAboveMax');
  return amount;
}

/** Books the transfer row and its one journal (agent's main wallet → the downline's) in `tx`. */
export async function bookTeamTransfer(
  { db, clock }: Pick<ServerDeps, 'db' | 'clock'>,
  tx: Tx,
  fromId: UserId,
  toId: UserId,
  amount: MinorUnits,
): Promise<{ id: number; balance: MinorUnits }> {
  const now = clock.now();
  const transferId = await insertTeamTransfer(tx, { fromId, toId, amount, now });
  const from = await mainAccountId(db, tx, fromId);
  const to = await mainAccountId(db, tx, toId);
  const balances = await postJournal(tx, {
    kind: 'team_transfer',
    idemKey: `team_transfer:${transferId}`,
    ref: teamTransferNo(transferId),
    now,
    postings: [
      { accountId: from, amount: negateMinor(amount) },
      { accountId: to, amount },
    ],
  });
  return { id: transferId, balance: balances.get(from)! };
}

/** /team/lowerlevel/transfer: amount rules, a direct downline only, the fund password (and two-step when on), then the booking. */
export async function lowerTransfer(deps: TeamDeps, user: SessionUser, input: LowerTransferRequest): Promise<{ orderNo: string; balance: string }> {
  const amount = checkAmount(deps, input.amount);
  const team = await teamTreeOf(deps.db, user.id);
  const target = team.find((m) => m.depth > 0 && m.username.toLowerCase() === input.username.trim().toLowerCase());
  if (!target) return fail('teamNotMember');
  if (target.depth !== 1) return fail('teamNotDirect');
  const security = securityChecks(deps);
  const row = await security.userById(user.id);
  await security.fundPassword(row, input.payPassword);
  await security.twoStep(row, input.code, 'agentTransfer');
  return idempotent(deps, user, input.requestId, { to: target.id, amount }, async (tx) => {
    await guardDownlineTransfer(tx, target.id, deps.clock.now());
    const booked = await bookTeamTransfer(deps, tx, user.id, target.id, amount);
    return { orderNo: teamTransferNo(booked.id), balance: fromMinorUnits(booked.balance) };
  });
}

export async function ownPoint(db: Db, userId: UserId): Promise<number> {
  return rebatePointOf(db, userId);
}

/** pointCheck: the caller's own rebate point, as text. */
export const pointCheck = async (db: Db, userId: UserId) => ({ point: pointText(await ownPoint(db, userId)) });

/** Registers a user under `parentId` with a point and type (the open-account form and registration links). */
export async function registerUnder(
  { db, clock, passwords }: Pick<ServerDeps, 'db' | 'clock' | 'passwords'>,
  parentId: UserId,
  input: { username: string; password: string; point: number; userType: number },
  owner: HashOwner,
): Promise<UserId> {
  if (!userNameValid(input.username)) fail('badUserName');
  if (!passwordValid(input.password)) fail('badPassword');
  const passwordHash = await passwords.hash(owner, input.password);
  // The point goes in with the row: an account never exists, even briefly, without it.
  const id = await insertUser(db, {
    username: input.username,
    passwordHash,
    userType: input.userType,
    parentId,
    rebatePoint: input.point,
    now: clock.now(),
  });
  if (id === undefined) return fail('userExists');
  return id;
}

export async function openAccount(deps: TeamDeps, userId: UserId, input: OpenAccountRequest): Promise<{ uin: number; username: string }> {
  const point = checkPoint(input.point, await ownPoint(deps.db, userId));
  const uin = await registerUnder(deps, userId, { username: input.username, password: input.password, point, userType: input.userType }, userOwner(userId));
  return { uin, username: input.username };
}

/** At most this many live links per agent. */
const MAX_LINKS = 20;

const linkOf = (row: { code: string; rebate_point: number; user_type: number; registered: number; created_at: number }): RegisterLink => ({
  code: row.code,
  point: pointText(row.rebate_point),
  userType: row.user_type,
  registered: row.registered,
  createdAt: formatBeijing(row.created_at),
});

export async function linksOf(db: Db, userId: UserId): Promise<{ list: RegisterLink[]; myPoint: string }> {
  const rows = await liveLinksOf(db, userId);
  return { list: rows.map(linkOf), myPoint: pointText(await ownPoint(db, userId)) };
}

export async function addLink({ db, clock }: TeamDeps, userId: UserId, input: { point: string; userType: number }): Promise<RegisterLink> {
  const point = checkPoint(input.point, await ownPoint(db, userId));
  if ((await liveLinkCountOf(db, userId)) >= MAX_LINKS) fail('teamLinkLimit');
  // 'T' + 8 upper-case letters and digits: apart from the agents' own invite codes.
  const code = `T${crypto
    .randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '7')
    .slice(0, 8)}`;
  return linkOf(await insertLink(db, { code, userId, point, userType: input.userType, now: clock.now() }));
}

export async function removeLink({ db, clock }: TeamDeps, userId: UserId, code: string): Promise<Record<string, never>> {
  if (!(await removeLiveLink(db, userId, code, clock.now()))) fail('teamLink');
  return {};
}
