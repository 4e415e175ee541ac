/** Kysely table types, matching migrations/. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  nickname: Generated<string>;
  password_hash: string;
  pay_password_hash: string | null;
  user_type: Generated<number>;
  role_type: Generated<number>;
  parent_id: number | null;
  invite_code: string | null;
  security_questions: string | null;
  security_answers: string | null;
  created_at: number;
  last_login_at: number | null;
  /** The log-in before the newest (上次登录). */
  previous_login_at: number | null;
  real_name: string | null;
  email: string | null;
  email_verified_at: number | null;
  twostep_secret: string | null;
  twostep_last_step: Generated<number>;
  twostep_login: Generated<boolean>;
  twostep_withdraw: Generated<boolean>;
  twostep_agent_transfer: Generated<boolean>;
  twostep_third_transfer: Generated<boolean>;
  twostep_bind_address: Generated<boolean>;
  risk: Generated<boolean>;
  twostep_pending_secret: string | null;
  /** Tenths of a percent (migration 015). */
  rebate_point: Generated<number>;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  card_no: string;
  holder_name: string;
  bank_code: string;
  bank_name: string;
  created_at: number;
  removed_at: number | null;
}

export interface BindAddressesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  name: Generated<string>;
  address: string;
  created_at: number;
  removed_at: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  spsn: string;
  user_id: number;
  channel: string;
  coin_type: Generated<string>;
  bank_card_id: number | null;
  address_id: number | null;
  payee: string;
  amount: number;
  security_deposit: Generated<number>;
  coin_quantity: Generated<string>;
  status: Generated<number>;
  fail_reason: Generated<string>;
  created_at: number;
  due_at: number;
  paid_at: number | null;
  confirmed_at: number | null;
  deposit_returned_at: number | null;
}

/** purpose: 'bindEmail' | 'resetPassword'. */
export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  email: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface AccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  balance: Generated<number>;
  version: Generated<number>;
}

export interface JournalTable {
  id: Generated<number>;
  kind: string;
  idem_key: string;
  ref: Generated<string>;
  created_at: number;
}

export interface EntriesTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount: number;
}

export interface TransfersTable {
  id: Generated<number>;
  user_id: number;
  out_wallet: string;
  in_wallet: string;
  amount: number;
  created_at: number;
}

export interface LotterySettingsTable {
  lottery: string;
  paused: Generated<boolean>;
}

export interface IssuesTable {
  lottery: string;
  issue_no: string;
  seq: number;
  sale_start: number;
  sale_close: number;
  draw_at: number;
  seed: string;
  seed_hash: string;
  code: string | null;
  state: Generated<'open' | 'drawn'>;
  drawn_at: number | null;
  settled_orders: Generated<number>;
  /** Drawn, some pending orders not settled yet (settlement runs in batches, migration 20). */
  settling: Generated<boolean>;
  /** Settlement batches done: the next batch's number. */
  settle_batches: Generated<number>;
}

export interface TracesTable {
  id: Generated<number>;
  trace_no: string;
  user_id: number;
  lottery: string;
  method: string;
  code: string;
  position: string | null;
  nums: number;
  price: string;
  odds: string;
  point: string;
  win_stop: boolean;
  chase_type: Generated<number>;
  issue_count: number;
  total_money: number;
  status: Generated<number>;
  created_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  lottery: string;
  issue_no: string;
  method: string;
  code: string;
  position: string | null;
  nums: number;
  piece: number;
  price: string;
  amount: number;
  odds: string;
  point: string;
  bonuses: string;
  bet_type: number;
  source_type: Generated<number>;
  status: Generated<number>;
  award: Generated<number>;
  rebate: Generated<number>;
  trace_id: number | null;
  draw_code: string | null;
  created_at: number;
  settled_at: number | null;
  /** Single pick: the lottery's maximum bonus when placed (minor units); 0 = not a single pick. */
  single_max: Generated<number>;
  /** The prize before the single-pick cap, plus the refund (award is what was paid). */
  won: Generated<number>;
  /** The stake refunded for tied bets (part of award and won; no rebate on it). */
  refund: Generated<number>;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  response: string;
  created_at: number;
}

export interface FavouritesTable {
  user_id: number;
  lotteries: string;
}

export interface InstantSeedsTable {
  user_id: number;
  seed: string;
  seed_hash: string;
  nonce: Generated<number>;
}

export interface WinNoticesTable {
  id: Generated<number>;
  user_id: number;
  order_ids: number[];
  created_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  client_id: string;
  from_user_id: number;
  to_user_id: number;
  lo_id: number;
  hi_id: number;
  message: string;
  msg_type: number;
  created_at: number;
  read_at: number | null;
}

export interface AdminMessagesTable {
  id: Generated<number>;
  sender_id: number;
  /** null: every user. */
  recipient_id: number | null;
  content: string;
  created_at: number;
}

export interface AdminMessageStatesTable {
  message_id: number;
  user_id: number;
  read_at: number | null;
  deleted_at: number | null;
}

export interface ChatGroupsTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  mute_all: Generated<number>;
  history_visibility: Generated<number>;
  notify_add: Generated<number>;
  notify_remove: Generated<number>;
  notify_mute: Generated<number>;
  notify_unmute: Generated<number>;
  notify_mute_all: Generated<number>;
  notify_unmute_all: Generated<number>;
  created_at: number;
  dissolved_at: number | null;
}

export interface ChatGroupMembersTable {
  group_id: number;
  user_id: number;
  inviter_id: number | null;
  muted: Generated<number>;
  joined_at: number;
  first_visible_id: Generated<number>;
  read_id: Generated<number>;
}

export interface GroupMessagesTable {
  id: Generated<number>;
  group_id: number;
  from_user_id: number | null;
  client_id: string | null;
  message_type: number;
  message: string;
  red_packet_id: number | null;
  /** JSON of the GroupTip (message_type 10). */
  tip: string | null;
  created_at: number;
}

export interface RedPacketsTable {
  id: Generated<number>;
  group_id: number;
  sender_id: number;
  request_id: string;
  type: number;
  title: string;
  num: number;
  total: number;
  share_min: number;
  grabbed_num: Generated<number>;
  grabbed_amount: Generated<number>;
  refunded: Generated<number>;
  status: Generated<number>;
  created_at: number;
  expires_at: number;
  finished_at: number | null;
}

export interface RedPacketGrabsTable {
  id: Generated<number>;
  packet_id: number;
  user_id: number;
  amount: number;
  created_at: number;
}

export interface GameSessionsTable {
  token_hash: string;
  user_id: number;
  /** The log-in session that launched it (sessions.token_hash): the token ends with it. */
  login_session_hash: string | null;
  game_code: string;
  wallet: string;
  created_at: number;
  expires_at: number;
}

export interface GameRoundsTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  platform: string;
  game_code: string;
  wallet: string;
  choice: string;
  outcome: string;
  stake: number;
  payout: number;
  created_at: number;
}

export interface PlayerProtectionTable {
  user_id: number;
  pause_kind: 'coolOff' | 'exclusion' | null;
  paused_until: number | null;
  reality_minutes: Generated<number>;
  updated_at: number;
}

export interface RealityChecksTable {
  id: Generated<number>;
  user_id: number;
  session_started_at: number;
  shown_at: number;
  played_ms: number;
  net: number;
}

export interface ProtectionLimitsTable {
  user_id: number;
  limit_name: string;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  journal: JournalTable;
  entries: EntriesTable;
  lottery_settings: LotterySettingsTable;
  issues: IssuesTable;
  traces: TracesTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  favourites: FavouritesTable;
  instant_seeds: InstantSeedsTable;
  win_notices: WinNoticesTable;
  bank_cards: BankCardsTable;
  bind_addresses: BindAddressesTable;
  transfers: TransfersTable;
  withdrawals: WithdrawalsTable;
  email_codes: EmailCodesTable;
  chat_messages: ChatMessagesTable;
  admin_messages: AdminMessagesTable;
  admin_message_states: AdminMessageStatesTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  chat_groups: ChatGroupsTable;
  chat_group_members: ChatGroupMembersTable;
  group_messages: GroupMessagesTable;
  red_packets: RedPacketsTable;
  red_packet_grabs: RedPacketGrabsTable;
  deposit_orders: DepositOrdersTable;
  deposit_notifications: DepositNotificationsTable;
  team_links: TeamLinksTable;
  team_transfers: TeamTransfersTable;
  team_contracts: TeamContractsTable;
  contract_payouts: ContractPayoutsTable;
  player_protection: PlayerProtectionTable;
  protection_limits: ProtectionLimitsTable;
  reality_checks: RealityChecksTable;
}

/** Deposit orders (migration 010). */
export interface DepositOrdersTable {
  id: Generated<number>;
  spsn: string;
  user_id: number;
  payer_id: number;
  channel_code: string;
  family: string;
  amount: number;
  cut_points: Generated<number>;
  fee: Generated<number>;
  bonus: Generated<number>;
  coin_type: Generated<string>;
  protocol: Generated<string>;
  coin_amount: Generated<string>;
  address: Generated<string>;
  payer_name: Generated<string>;
  payer_card: Generated<string>;
  payee_index: number | null;
  status: Generated<number>;
  created_at: number;
  due_at: number;
  payee_at: number | null;
  paid_claimed_at: number | null;
  provider_paid_at: number | null;
  trade_no: Generated<string>;
  credited_at: number | null;
  closed_at: number | null;
}

/** The sandbox providers' outgoing notifications (migration 010). */
export interface DepositNotificationsTable {
  id: Generated<number>;
  spsn: string;
  channel_code: string;
  body: string;
  attempts: Generated<number>;
  next_at: number;
  delivered_at: number | null;
  last_answer: Generated<string>;
  created_at: number;
}

/** Team registration links and agent-to-downline transfers (migration 015). */
export interface TeamLinksTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  rebate_point: number;
  user_type: number;
  registered: Generated<number>;
  created_at: number;
  removed_at: number | null;
}

export interface TeamTransfersTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  amount: number;
  created_at: number;
}

/** Team contracts (migration 019). */
export interface TeamContractsTable {
  id: Generated<number>;
  kind: string;
  offerer_id: number | null;
  signer_id: number;
  tiers: string;
  approval: Generated<number>;
  state: 'offered' | 'signed' | 'refused' | 'cancelled' | 'replaced';
  created_at: number;
  decided_at: number | null;
  effective_from: number | null;
  effective_to: number | null;
}

export interface ContractPayoutsTable {
  id: Generated<number>;
  contract_id: number;
  kind: string;
  payer_id: number | null;
  payee_id: number;
  period_start: number;
  period_end: number;
  volume: number;
  loss: number;
  active: number;
  rate: number;
  amount: number;
  state: 'paid' | 'awaiting' | 'insufficient' | 'rejected' | 'unmet';
  created_at: number;
  paid_at: number | null;
}
