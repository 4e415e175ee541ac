/**
 * Generated from server/db/migrations by `npm run db:types` (server/db/schema-codegen.ts): do not edit.
 * A test fails when it no longer matches the migrations.
 */
import type { ColumnType } from 'kysely';

export type ArrayType<T> = ArrayTypeImpl<T> extends (infer U)[] ? U[] : ArrayTypeImpl<T>;

export type ArrayTypeImpl<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S[], I[], U[]> : T[];

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface Accounts {
  balance: Generated<number>;
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  version: Generated<number>;
}

export interface AdminMessages {
  content: string;
  created_at: number;
  id: Generated<number>;
  /**
   * NULL: every user.
   */
  recipient_id: number | null;
  sender_id: number;
}

export interface AdminMessageStates {
  deleted_at: number | null;
  message_id: number;
  read_at: number | null;
  user_id: number;
}

export interface BankCards {
  bank_code: string;
  bank_name: string;
  card_no: string;
  created_at: number;
  holder_name: string;
  id: Generated<number>;
  removed_at: number | null;
  user_id: number;
}

export interface BindAddresses {
  address: string;
  created_at: number;
  id: Generated<number>;
  kind: string;
  name: Generated<string>;
  removed_at: number | null;
  user_id: number;
}

export interface ChatGroupMembers {
  first_visible_id: Generated<number>;
  group_id: number;
  inviter_id: number | null;
  joined_at: number;
  muted: Generated<number>;
  read_id: Generated<number>;
  user_id: number;
}

export interface ChatGroups {
  created_at: number;
  dissolved_at: number | null;
  history_visibility: Generated<number>;
  id: Generated<number>;
  mute_all: Generated<number>;
  name: string;
  notify_add: Generated<number>;
  notify_mute: Generated<number>;
  notify_mute_all: Generated<number>;
  notify_remove: Generated<number>;
  notify_unmute: Generated<number>;
  notify_unmute_all: Generated<number>;
  owner_id: number;
}

export interface ChatMessages {
  client_id: string;
  created_at: number;
  from_user_id: number;
  hi_id: number;
  id: Generated<number>;
  lo_id: number;
  message: string;
  msg_type: number;
  read_at: number | null;
  to_user_id: number;
}

export interface ContractPayouts {
  active: number;
  amount: number;
  contract_id: number;
  created_at: number;
  id: Generated<number>;
  kind: string;
  loss: number;
  paid_at: number | null;
  payee_id: number;
  payer_id: number | null;
  period_end: number;
  period_start: number;
  rate: number;
  state: 'paid' | 'awaiting' | 'insufficient' | 'rejected' | 'unmet';
  volume: number;
}

export interface DepositNotifications {
  attempts: Generated<number>;
  body: string;
  channel_code: string;
  created_at: number;
  delivered_at: number | null;
  id: Generated<number>;
  last_answer: Generated<string>;
  next_at: number;
  spsn: string;
}

export interface DepositOrders {
  address: Generated<string>;
  amount: number;
  bonus: Generated<number>;
  channel_code: string;
  closed_at: number | null;
  coin_amount: Generated<string>;
  coin_type: Generated<string>;
  created_at: number;
  credited_at: number | null;
  cut_points: Generated<number>;
  due_at: number;
  family: string;
  fee: Generated<number>;
  id: Generated<number>;
  paid_claimed_at: number | null;
  payee_at: number | null;
  payee_index: number | null;
  payer_card: Generated<string>;
  payer_id: number;
  payer_name: Generated<string>;
  protocol: Generated<string>;
  provider_paid_at: number | null;
  spsn: string;
  status: Generated<number>;
  trade_no: Generated<string>;
  user_id: number;
}

export interface EmailCodes {
  attempts: Generated<number>;
  code_hash: string;
  created_at: number;
  email: string;
  expires_at: number;
  id: Generated<number>;
  /**
   * 'bindEmail' or 'resetPassword'.
   */
  purpose: string;
  used_at: number | null;
  user_id: number;
}

export interface Entries {
  account_id: number;
  amount: number;
  id: Generated<number>;
  journal_id: number;
}

export interface Favourites {
  lotteries: string;
  user_id: number;
}

export interface GameRounds {
  choice: string;
  created_at: number;
  game_code: string;
  id: Generated<number>;
  outcome: string;
  payout: number;
  platform: string;
  request_id: string;
  stake: number;
  user_id: number;
  wallet: string;
}

export interface GameSessions {
  created_at: number;
  expires_at: number;
  game_code: string;
  /**
   * The log-in session that launched it (sessions.token_hash): the token ends with it.
   */
  login_session_hash: string | null;
  token_hash: string;
  user_id: number;
  wallet: string;
}

export interface GroupMessages {
  client_id: string | null;
  created_at: number;
  from_user_id: number | null;
  group_id: number;
  id: Generated<number>;
  message: string;
  message_type: number;
  red_packet_id: number | null;
  /**
   * JSON of the GroupTip (message_type 10).
   */
  tip: string | null;
}

export interface IdempotencyKeys {
  created_at: number;
  key: string;
  request_hash: string;
  response: string;
  user_id: number;
}

export interface InstantSeeds {
  nonce: Generated<number>;
  seed: string;
  seed_hash: string;
  user_id: number;
}

export interface Issues {
  code: string | null;
  draw_at: number;
  drawn_at: number | null;
  issue_no: string;
  lottery: string;
  sale_close: number;
  sale_start: number;
  seed: string;
  seed_hash: string;
  seq: number;
  /**
   * Settlement batches done: the next batch's number.
   */
  settle_batches: Generated<number>;
  settled_orders: Generated<number>;
  /**
   * Drawn, some pending orders not settled yet (settlement runs in batches).
   */
  settling: Generated<boolean>;
  state: Generated<'open' | 'drawn'>;
}

export interface Journal {
  created_at: number;
  id: Generated<number>;
  idem_key: string;
  kind: string;
  ref: Generated<string>;
}

export interface LotterySettings {
  lottery: string;
  paused: Generated<boolean>;
}

export interface Orders {
  amount: number;
  award: Generated<number>;
  bet_type: number;
  bonuses: string;
  code: string;
  created_at: number;
  draw_code: string | null;
  id: Generated<number>;
  issue_no: string;
  lottery: string;
  method: string;
  nums: number;
  odds: string;
  order_no: string;
  piece: number;
  point: string;
  position: string | null;
  price: string;
  rebate: Generated<number>;
  /**
   * The stake refunded for tied bets (part of award and won; no rebate on it).
   */
  refund: Generated<number>;
  settled_at: number | null;
  /**
   * Single pick: the lottery's maximum bonus when placed (minor units); 0 = not a single pick.
   */
  single_max: Generated<number>;
  source_type: Generated<number>;
  status: Generated<number>;
  trace_id: number | null;
  user_id: number;
  /**
   * The prize before the single-pick cap, plus the refund (award is what was paid).
   */
  won: Generated<number>;
}

export interface PlayerProtection {
  pause_kind: 'coolOff' | 'exclusion' | null;
  paused_until: number | null;
  reality_minutes: Generated<number>;
  updated_at: number;
  user_id: number;
}

export interface ProtectionLimits {
  amount: number | null;
  limit_name: string;
  pending_amount: number | null;
  pending_at: number | null;
  updated_at: number;
  user_id: number;
}

export interface RealityChecks {
  id: Generated<number>;
  net: number;
  played_ms: number;
  session_started_at: number;
  shown_at: number;
  user_id: number;
}

export interface RedPacketGrabs {
  amount: number;
  created_at: number;
  id: Generated<number>;
  packet_id: number;
  user_id: number;
}

export interface RedPackets {
  created_at: number;
  expires_at: number;
  finished_at: number | null;
  grabbed_amount: Generated<number>;
  grabbed_num: Generated<number>;
  group_id: number;
  id: Generated<number>;
  num: number;
  refunded: Generated<number>;
  request_id: string;
  sender_id: number;
  share_min: number;
  status: Generated<number>;
  title: string;
  total: number;
  type: number;
}

export interface Sessions {
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  token_hash: string;
  user_id: number;
}

export interface TeamContracts {
  approval: Generated<number>;
  created_at: number;
  decided_at: number | null;
  effective_from: number | null;
  effective_to: number | null;
  id: Generated<number>;
  kind: string;
  offerer_id: number | null;
  signer_id: number;
  state: 'offered' | 'signed' | 'refused' | 'cancelled' | 'replaced';
  tiers: string;
}

export interface TeamLinks {
  code: string;
  created_at: number;
  id: Generated<number>;
  /**
   * Tenths of a percent: the rebate point a user registered through the link gets.
   */
  rebate_point: number;
  registered: Generated<number>;
  removed_at: number | null;
  user_id: number;
  user_type: number;
}

export interface TeamTransfers {
  amount: number;
  created_at: number;
  from_user_id: number;
  id: Generated<number>;
  to_user_id: number;
}

export interface Traces {
  chase_type: Generated<number>;
  code: string;
  created_at: number;
  id: Generated<number>;
  issue_count: number;
  lottery: string;
  method: string;
  nums: number;
  odds: string;
  point: string;
  position: string | null;
  price: string;
  status: Generated<number>;
  total_money: number;
  trace_no: string;
  /**
   * Still booking: JSON of the orders not inserted yet (their stakes are in escrow); NULL once booked.
   */
  unbooked: string | null;
  user_id: number;
  win_stop: boolean;
}

export interface Transfers {
  amount: number;
  created_at: number;
  id: Generated<number>;
  in_wallet: string;
  out_wallet: string;
  user_id: number;
}

export interface Users {
  created_at: number;
  email: string | null;
  email_verified_at: number | null;
  id: Generated<number>;
  invite_code: string | null;
  last_login_at: number | null;
  nickname: Generated<string>;
  parent_id: number | null;
  password_hash: string;
  pay_password_hash: string | null;
  /**
   * The log-in before the newest (上次登录).
   */
  previous_login_at: number | null;
  real_name: string | null;
  /**
   * Tenths of a percent.
   */
  rebate_point: Generated<number>;
  risk: Generated<boolean>;
  role_type: Generated<number>;
  security_answers: string | null;
  security_questions: string | null;
  twostep_agent_transfer: Generated<boolean>;
  twostep_bind_address: Generated<boolean>;
  twostep_last_step: Generated<number>;
  twostep_login: Generated<boolean>;
  twostep_pending_secret: string | null;
  twostep_secret: string | null;
  twostep_third_transfer: Generated<boolean>;
  twostep_withdraw: Generated<boolean>;
  user_type: Generated<number>;
  username: string;
}

export interface WinNotices {
  created_at: number;
  id: Generated<number>;
  order_ids: ArrayType<number>;
  user_id: number;
}

export interface Withdrawals {
  address_id: number | null;
  amount: number;
  bank_card_id: number | null;
  channel: string;
  coin_quantity: Generated<string>;
  coin_type: Generated<string>;
  confirmed_at: number | null;
  created_at: number;
  deposit_returned_at: number | null;
  due_at: number;
  fail_reason: Generated<string>;
  id: Generated<number>;
  paid_at: number | null;
  payee: string;
  security_deposit: Generated<number>;
  spsn: string;
  status: Generated<number>;
  user_id: number;
}

export interface DB {
  accounts: Accounts;
  admin_message_states: AdminMessageStates;
  admin_messages: AdminMessages;
  bank_cards: BankCards;
  bind_addresses: BindAddresses;
  chat_group_members: ChatGroupMembers;
  chat_groups: ChatGroups;
  chat_messages: ChatMessages;
  contract_payouts: ContractPayouts;
  deposit_notifications: DepositNotifications;
  deposit_orders: DepositOrders;
  email_codes: EmailCodes;
  entries: Entries;
  favourites: Favourites;
  game_rounds: GameRounds;
  game_sessions: GameSessions;
  group_messages: GroupMessages;
  idempotency_keys: IdempotencyKeys;
  instant_seeds: InstantSeeds;
  issues: Issues;
  journal: Journal;
  lottery_settings: LotterySettings;
  orders: Orders;
  player_protection: PlayerProtection;
  protection_limits: ProtectionLimits;
  reality_checks: RealityChecks;
  red_packet_grabs: RedPacketGrabs;
  red_packets: RedPackets;
  sessions: Sessions;
  team_contracts: TeamContracts;
  team_links: TeamLinks;
  team_transfers: TeamTransfers;
  traces: Traces;
  transfers: Transfers;
  users: Users;
  win_notices: WinNotices;
  withdrawals: Withdrawals;
}
