/**
 * Withdrawals: one row per request. The money moves through the player's `frozen` ledger
 * account (created on first use): main → frozen when the request is made (amount plus the
 * security deposit of a bank withdrawal), frozen → sys:external when the payout completes,
 * frozen → main when it fails, and the deposit frozen → main when the player confirms
 * receipt (or automatically later). `status`: 0 processing, 1 paid (deposit still held),
 * 2 failed (refunded), 3 paid and confirmed, 4 paid, deposit returned without confirmation.
 */
export const withdrawals = `
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  spsn TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  channel TEXT NOT NULL,
  coin_type TEXT NOT NULL DEFAULT '',
  bank_card_id BIGINT REFERENCES bank_cards(id),
  address_id BIGINT REFERENCES bind_addresses(id),
  payee TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  security_deposit BIGINT NOT NULL DEFAULT 0 CHECK (security_deposit >= 0),
  coin_quantity TEXT NOT NULL DEFAULT '',
  status SMALLINT NOT NULL DEFAULT 0,
  fail_reason TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  due_at BIGINT NOT NULL,
  paid_at BIGINT,
  confirmed_at BIGINT,
  deposit_returned_at BIGINT,
  CHECK ((bank_card_id IS NULL) <> (address_id IS NULL))
);
CREATE INDEX withdrawals_user_created ON withdrawals(user_id, created_at DESC);
CREATE INDEX withdrawals_processing ON withdrawals(due_at) WHERE status = 0;
CREATE INDEX withdrawals_deposit_held ON withdrawals(paid_at) WHERE status = 1;
`;
