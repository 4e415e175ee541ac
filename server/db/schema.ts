/**
 * The database's types for Kysely. They are generated from the migrations into schema.generated.ts
 * (npm run db:types); this file says which columns hold money and names the tables the code refers to.
 */
import type { ColumnType } from 'kysely';
import type { MinorUnits } from '../../rules/money';
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
/** A misspelt table or column in the list above fails the build. */
type Columns<List extends { [T in keyof DB]?: keyof DB[T] }> = List;

type Money<T> = T extends number ? MinorUnits : T;
type MoneyColumn<C> = C extends ColumnType<infer S, infer I, infer U> ? ColumnType<Money<S>, Money<I>, Money<U>> : Money<C>;
type WithMoney<Table, Names> = { [K in keyof Table]: K extends Names ? MoneyColumn<Table[K]> : Table[K] };

export type Database = { [T in keyof DB]: T extends keyof MoneyColumns ? WithMoney<DB[T], MoneyColumns[T]> : DB[T] };

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
