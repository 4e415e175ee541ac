/**
 * Deposits: one row per order, and the signed notifications the sandbox providers send.
 * `user_id` is credited, `payer_id` made the order (an agent may deposit for a direct
 * downline). Amounts in minor units: `amount` is what the player pays (after the random
 * reduction `cut_points`), `fee` is kept by the provider, so the credit is amount − fee (plus
 * `bonus` from the house when paid within a bonus tier). `status` (contract DEPOSIT_STATUS):
 * 0 credited, 1 pending, 2 cancelled, 3 expired, 4 abandoned on the cashier page. The credit
 * journal (key deposit:<spsn>) and the status change to 0 are one transaction.
 *
 * A notification row is the provider's outbox: delivered with retries and backoff until the
 * platform acknowledges it; `next_at` doubles as a lease while one process delivers it.
 */
export const deposits = `
CREATE TABLE deposit_orders (
  id BIGSERIAL PRIMARY KEY,
  spsn TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  payer_id BIGINT NOT NULL REFERENCES users(id),
  channel_code TEXT NOT NULL,
  family TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  cut_points BIGINT NOT NULL DEFAULT 0 CHECK (cut_points >= 0),
  fee BIGINT NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  bonus BIGINT NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  coin_type TEXT NOT NULL DEFAULT '',
  protocol TEXT NOT NULL DEFAULT '',
  coin_amount TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  payer_name TEXT NOT NULL DEFAULT '',
  payer_card TEXT NOT NULL DEFAULT '',
  payee_index INT,
  status SMALLINT NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  due_at BIGINT NOT NULL,
  payee_at BIGINT,
  paid_claimed_at BIGINT,
  provider_paid_at BIGINT,
  trade_no TEXT NOT NULL DEFAULT '',
  credited_at BIGINT,
  closed_at BIGINT
);
CREATE INDEX deposit_orders_payer_created ON deposit_orders(payer_id, created_at DESC);
CREATE INDEX deposit_orders_user_created ON deposit_orders(user_id, created_at DESC);
CREATE INDEX deposit_orders_pending ON deposit_orders(due_at) WHERE status = 1;

CREATE TABLE deposit_notifications (
  id BIGSERIAL PRIMARY KEY,
  spsn TEXT NOT NULL UNIQUE REFERENCES deposit_orders(spsn),
  channel_code TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INT NOT NULL DEFAULT 0,
  next_at BIGINT NOT NULL,
  delivered_at BIGINT,
  last_answer TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX deposit_notifications_due ON deposit_notifications(next_at) WHERE delivered_at IS NULL;
`;
