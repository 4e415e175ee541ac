/**
 * The database's types for Kysely. They are generated from the migrations into schema.generated.ts
 * (npm run db:types); this file only names the tables the code refers to.
 */
import type { DB } from './schema.generated';

export type Database = DB;

export type UsersTable = DB['users'];
export type IssuesTable = DB['issues'];
export type OrdersTable = DB['orders'];
export type TracesTable = DB['traces'];
export type BankCardsTable = DB['bank_cards'];
export type BindAddressesTable = DB['bind_addresses'];
export type EmailCodesTable = DB['email_codes'];
export type WithdrawalsTable = DB['withdrawals'];
export type DepositOrdersTable = DB['deposit_orders'];
export type DepositNotificationsTable = DB['deposit_notifications'];
export type ChatMessagesTable = DB['chat_messages'];
export type ChatGroupsTable = DB['chat_groups'];
export type GroupMessagesTable = DB['group_messages'];
export type AdminMessagesTable = DB['admin_messages'];
export type TeamContractsTable = DB['team_contracts'];
export type ContractPayoutsTable = DB['contract_payouts'];
export type PlayerProtectionTable = DB['player_protection'];
export type ProtectionLimitsTable = DB['protection_limits'];
