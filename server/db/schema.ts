/**
 * The database's types for Kysely. They are generated from the migrations into schema.generated.ts
 * (npm run db:types); this file says which columns hold money and names the tables the code refers to.
 */
import type { ColumnType } from 'kysely';
import type { MinorUnits } from '../../rules/money';
import type { AccountId, ContractId, GroupId, JournalId, OrderId, RedPacketId, TraceId, UserId } from './ids';
import type { DB } from './schema.generated';

/**
 * The columns that hold money, in integer minor units (BIGINT, parsed as a JS number by client.ts). The database
 * cannot say which BIGINT is money, so it is said here once: selected they are MinorUnits, and only MinorUnits are
 * written to them, so no query hands out a plain number as money and no count or id is stored as one.
 */
type MoneyColumns = Columns<{
  accounts: 'balance';
  contract_payouts: 'amount' | 'loss' | 'volume';
  deposit_orders: 'amount' | 'bonus' | 'cut_points' | 'fee';
  entries: 'amount';
  game_rounds: 'payout' | 'stake';
  orders: 'amount' | 'award' | 'rebate' | 'refund' | 'single_max' | 'won';
  protection_limits: 'amount' | 'pending_amount';
  reality_checks: 'net';
  red_packet_grabs: 'amount';
  red_packets: 'grabbed_amount' | 'refunded' | 'share_min' | 'total';
  team_transfers: 'amount';
  traces: 'total_money';
  transfers: 'amount';
  withdrawals: 'amount' | 'security_deposit';
}>;

/**
 * The columns that hold a user's id: users.id and every column that refers to a user. Selected they are
 * UserId, and only a UserId is written to them, so an order id, a group id or a count is never taken for a user.
 */
type UserIdColumns = Columns<{
  accounts: 'user_id';
  admin_message_states: 'user_id';
  admin_messages: 'recipient_id' | 'sender_id';
  bank_cards: 'user_id';
  bind_addresses: 'user_id';
  chat_group_members: 'inviter_id' | 'user_id';
  chat_groups: 'owner_id';
  chat_messages: 'from_user_id' | 'hi_id' | 'lo_id' | 'to_user_id';
  contract_payouts: 'payee_id' | 'payer_id';
  deposit_orders: 'payer_id' | 'user_id';
  email_codes: 'user_id';
  favourites: 'user_id';
  game_rounds: 'user_id';
  game_sessions: 'user_id';
  group_messages: 'from_user_id';
  idempotency_keys: 'user_id';
  instant_seeds: 'user_id';
  orders: 'user_id';
  player_protection: 'user_id';
  protection_limits: 'user_id';
  reality_checks: 'user_id';
  red_packet_grabs: 'user_id';
  red_packets: 'sender_id';
  sessions: 'user_id';
  team_contracts: 'offerer_id' | 'signer_id';
  team_links: 'user_id';
  team_transfers: 'from_user_id' | 'to_user_id';
  traces: 'user_id';
  transfers: 'user_id';
  users: 'id' | 'parent_id';
  win_notices: 'user_id';
  withdrawals: 'user_id';
}>;

/** The columns that hold or refer to each other kind of row id; each is branded the way users' ids are. */
type OrderIdColumns = Columns<{ orders: 'id'; win_notices: 'order_ids' }>;
type TraceIdColumns = Columns<{ orders: 'trace_id'; traces: 'id' }>;
type GroupIdColumns = Columns<{
  chat_group_members: 'group_id';
  chat_groups: 'id';
  group_messages: 'group_id';
  red_packets: 'group_id';
}>;
type RedPacketIdColumns = Columns<{
  group_messages: 'red_packet_id';
  red_packet_grabs: 'packet_id';
  red_packets: 'id';
}>;
type AccountIdColumns = Columns<{ accounts: 'id'; entries: 'account_id' }>;
type JournalIdColumns = Columns<{ journal: 'id'; entries: 'journal_id' }>;
type ContractIdColumns = Columns<{ team_contracts: 'id'; contract_payouts: 'contract_id' }>;

/** A misspelt table or column in the lists above fails the build. */
type Columns<List extends { [T in keyof DB]?: keyof DB[T] }> = List;
type Listed<List, T> = T extends keyof List ? List[T] : never;

/** The brand of column K of table T (never: the column is left as generated). */
type BrandOf<T, K> =
  K extends Listed<MoneyColumns, T>
    ? MinorUnits
    : K extends Listed<UserIdColumns, T>
      ? UserId
      : K extends Listed<OrderIdColumns, T>
        ? OrderId
        : K extends Listed<TraceIdColumns, T>
          ? TraceId
          : K extends Listed<GroupIdColumns, T>
            ? GroupId
            : K extends Listed<RedPacketIdColumns, T>
              ? RedPacketId
              : K extends Listed<AccountIdColumns, T>
                ? AccountId
                : K extends Listed<JournalIdColumns, T>
                  ? JournalId
                  : K extends Listed<ContractIdColumns, T>
                    ? ContractId
                    : never;

/** A number column's select, insert and update types become the brand B (null and undefined stay; an array's items). */
type Branded<T, B> = T extends number ? B : T extends number[] ? B[] : T;
type BrandedColumn<C, B> = [B] extends [never]
  ? C
  : C extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<Branded<S, B>, Branded<I, B>, Branded<U, B>>
    : Branded<C, B>;

export type Database = {
  [T in keyof DB]: { [K in keyof DB[T]]: BrandedColumn<DB[T][K], BrandOf<T, K>> };
};

export type UsersTable = Database['users'];
export type IssuesTable = Database['issues'];
export type OrdersTable = Database['orders'];
export type TracesTable = Database['traces'];
export type BankCardsTable = Database['bank_cards'];
export type BindAddressesTable = Database['bind_addresses'];
export type EmailCodesTable = Database['email_codes'];
export type WithdrawalsTable = Database['withdrawals'];
export type DepositOrdersTable = Database['deposit_orders'];
export type DepositNotificationsTable = Database['deposit_notifications'];
export type ChatMessagesTable = Database['chat_messages'];
export type ChatGroupsTable = Database['chat_groups'];
export type GroupMessagesTable = Database['group_messages'];
export type AdminMessagesTable = Database['admin_messages'];
export type TeamContractsTable = Database['team_contracts'];
export type ContractPayoutsTable = Database['contract_payouts'];
export type PlayerProtectionTable = Database['player_protection'];
export type ProtectionLimitsTable = Database['protection_limits'];
