/**
 * The member center's records, read from the ledger: account changes (every entry of the
 * player's wallets), transfers, and the main wallet's trade flow (deposits, withdrawals,
 * transfers). Date ranges are Beijing days; without one, the last 7 days.
 */
import {
  accountChangeTypeName,
  accountChangeTypes,
  walletName,
  wallets,
  type AccountChangeRecord,
  type FlowRecord,
  type TransferRecord,
} from '../../../contract/wallet';
import { errorCodes } from '../../../contract/primitives';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { DAY_MS, formatBeijing, beijingDayStart, beijingDayStartOf } from '../../../rules/beijing-time';
import { accountKindOf, walletIdOfKind } from './ledger';
import { entriesOf, transfersOf, type EntryFilter, type EntryRow } from './queries';
import type { Paging, TimeRange } from '../../db/ranges';
import { transferOrderNo } from './transfers';
import { fromMinorUnits, negateMinor } from '../../../rules/money';
import type { UserId } from '../../db/ids';

export const DEFAULT_PAGE_SIZE = 20;
/** Without dates a record query covers today and the 6 days before. */
const DEFAULT_DAYS = 7;
/** The widest range one query may cover. */
const MAX_RANGE_DAYS = 93;

/** Journal kinds of the trade flow: money entering or leaving the platform, and transfers. */
const FLOW_KINDS = ['deposit', 'manual_credit', 'transfer', 'withdraw_freeze', 'withdraw_payout', 'withdraw_refund', 'withdraw_deposit_return'] as const;
/** The accounts a player sees as wallets (money frozen for a withdrawal is shown by its journals on the main wallet). */
const WALLET_KINDS = wallets.map((w) => accountKindOf(w.cbId));

export interface RecordQuery {
  startDate?: string;
  endDate?: string;
  page?: number;
  pageSize?: number;
}

const dayStartOf = (date: string): number => {
  const ms = beijingDayStartOf(date);
  if (Number.isNaN(ms)) fail('badRequest', '日期格式错误');
  return ms;
};

export function rangeOf(query: RecordQuery, now: number): TimeRange {
  const today = beijingDayStart(now);
  const from = query.startDate ? dayStartOf(query.startDate) : today - (DEFAULT_DAYS - 1) * DAY_MS;
  const to = (query.endDate ? dayStartOf(query.endDate) : today) + DAY_MS;
  if (from >= to) fail('badRequest', errorCodes.teamDateOrder.msg);
  if (to - from > MAX_RANGE_DAYS * DAY_MS) fail('badRequest', `查询范围不能超过${MAX_RANGE_DAYS}天`);
  return { from, to };
}

export function pagingOf(query: RecordQuery): Paging {
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Journal kinds shown as two types by the entry's direction (money out, money in). */
const DIRECTED_KINDS = ['transfer', 'team_transfer', 'contract_payout'];

/** An entry's account-change type: the journal kind, a transfer split by direction. */
export const entryType = (row: Pick<EntryRow, 'kind' | 'amount'>): string =>
  DIRECTED_KINDS.includes(row.kind) ? `${row.kind}_${row.amount < 0 ? 'out' : 'in'}` : row.kind;

/** The journal filter of an account-change type (undefined: every type). */
function filterOfType(type: string | undefined): EntryFilter {
  if (!type) return {};
  if (!accountChangeTypes.some((t) => t.value === type)) fail('badRequest', '帐变类型错误');
  const directed = /^(.*)_(out|in)$/.exec(type);
  if (directed && DIRECTED_KINDS.includes(directed[1]!)) return { kinds: [directed[1]!], outgoing: directed[2] === 'out' };
  return { kinds: [type] };
}

/** What a player can look up: the transfer's order number, the bet's order numbers, the drawn issue; nothing for a deposit. */
function remarkOf(row: Pick<EntryRow, 'kind' | 'ref'>): string {
  if (row.kind === 'transfer') return transferOrderNo(Number(row.ref.slice('transfer:'.length)));
  if (row.kind === 'bet' || row.kind === 'refund' || row.kind === 'settle') return row.ref.slice(0, 60);
  return '';
}

export async function accountChanges(
  { db, clock }: Pick<ServerDeps, 'db' | 'clock'>,
  userId: UserId,
  query: RecordQuery & { type?: string },
): Promise<{ list: AccountChangeRecord[]; total: number }> {
  const { rows, total } = await entriesOf(db, userId, rangeOf(query, clock.now()), pagingOf(query), {
    ...filterOfType(query.type),
    accountKinds: WALLET_KINDS,
  });
  const list = rows.map((row) => {
    const type = entryType(row);
    const walletId = walletIdOfKind(row.account_kind);
    return {
      id: row.id,
      time: formatBeijing(row.created_at),
      type,
      typeName: accountChangeTypeName(type),
      walletId,
      walletName: walletName(walletId),
      amount: fromMinorUnits(row.amount),
      balance: fromMinorUnits(row.balance_after),
      remark: remarkOf(row),
    };
  });
  return { list, total };
}

export async function transferRecords(
  { db, clock }: Pick<ServerDeps, 'db' | 'clock'>,
  userId: UserId,
  query: RecordQuery,
): Promise<{ list: TransferRecord[]; total: number }> {
  const { rows, total } = await transfersOf(db, userId, rangeOf(query, clock.now()), pagingOf(query));
  const list = rows.map((row) => ({
    orderNo: transferOrderNo(row.id),
    time: formatBeijing(row.created_at),
    turnOut: row.out_wallet,
    turnOutCn: walletName(row.out_wallet),
    turnIn: row.in_wallet,
    turnInCn: walletName(row.in_wallet),
    amount: fromMinorUnits(row.amount),
    status: 0,
  }));
  return { list, total };
}

export async function flowRecords(
  { db, clock }: Pick<ServerDeps, 'db' | 'clock'>,
  userId: UserId,
  query: RecordQuery,
): Promise<{ list: FlowRecord[]; total: number }> {
  const { rows, total } = await entriesOf(db, userId, rangeOf(query, clock.now()), pagingOf(query), { kinds: FLOW_KINDS, accountKinds: ['main'] });
  const list = rows.map((row) => {
    const type = entryType(row);
    return {
      id: row.id,
      time: formatBeijing(row.created_at),
      type,
      typeName: accountChangeTypeName(type),
      income: row.amount > 0 ? fromMinorUnits(row.amount) : '0',
      expense: row.amount < 0 ? fromMinorUnits(negateMinor(row.amount)) : '0',
      balance: fromMinorUnits(row.balance_after),
    };
  });
  return { list, total };
}
