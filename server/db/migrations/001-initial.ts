/** Initial schema. Times are epoch milliseconds (BIGINT) of the injectable clock; money is BIGINT minor units. */
export const initial = `
CREATE TABLE users (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  pay_password_hash TEXT,
  user_type INT NOT NULL DEFAULT 0,
  role_type INT NOT NULL DEFAULT 0,
  parent_id BIGINT REFERENCES users(id),
  invite_code TEXT UNIQUE,
  security_questions TEXT,
  security_answers TEXT,
  created_at BIGINT NOT NULL,
  last_login_at BIGINT
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE accounts (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT REFERENCES users(id),
  kind TEXT NOT NULL,
  balance BIGINT NOT NULL DEFAULT 0,
  version BIGINT NOT NULL DEFAULT 0,
  CHECK (kind LIKE 'sys:%' OR balance >= 0),
  CHECK ((user_id IS NULL) = (kind LIKE 'sys:%'))
);
CREATE UNIQUE INDEX accounts_user_kind ON accounts(user_id, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system_kind ON accounts(kind) WHERE user_id IS NULL;
-- System accounts have fixed, lowest ids (locks are taken in ascending id order).
INSERT INTO accounts (id, kind) VALUES (1, 'sys:external'), (2, 'sys:house'), (3, 'sys:bet_escrow');
SELECT setval(pg_get_serial_sequence('accounts', 'id'), 3);

CREATE TABLE journal (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  idem_key TEXT NOT NULL UNIQUE,
  ref TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);

CREATE TABLE entries (
  id BIGSERIAL PRIMARY KEY,
  journal_id BIGINT NOT NULL REFERENCES journal(id),
  account_id BIGINT NOT NULL REFERENCES accounts(id),
  amount BIGINT NOT NULL
);
CREATE INDEX entries_account ON entries(account_id);
CREATE INDEX entries_journal ON entries(journal_id);

-- The ledger is append-only: corrections are reversing journals.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger tables are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER journal_append_only BEFORE UPDATE OR DELETE ON journal FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TABLE lottery_settings (
  lottery TEXT PRIMARY KEY,
  paused BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE issues (
  lottery TEXT NOT NULL,
  issue_no TEXT NOT NULL,
  seq BIGINT NOT NULL,
  sale_start BIGINT NOT NULL,
  sale_close BIGINT NOT NULL,
  draw_at BIGINT NOT NULL,
  seed TEXT NOT NULL,
  seed_hash TEXT NOT NULL,
  code TEXT,
  state TEXT NOT NULL DEFAULT 'open',
  drawn_at BIGINT,
  settled_orders INT NOT NULL DEFAULT 0,
  PRIMARY KEY (lottery, issue_no),
  CHECK (state IN ('open', 'drawn'))
);
CREATE INDEX issues_due ON issues(state, draw_at);
CREATE INDEX issues_lottery_draw ON issues(lottery, draw_at);
CREATE INDEX issues_lottery_seq ON issues(lottery, seq);

CREATE TABLE traces (
  id BIGSERIAL PRIMARY KEY,
  trace_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  lottery TEXT NOT NULL,
  method TEXT NOT NULL,
  code TEXT NOT NULL,
  position TEXT,
  nums INT NOT NULL,
  price TEXT NOT NULL,
  odds TEXT NOT NULL,
  point TEXT NOT NULL,
  win_stop BOOLEAN NOT NULL,
  chase_type INT NOT NULL DEFAULT 3,
  issue_count INT NOT NULL,
  total_money BIGINT NOT NULL,
  status INT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE INDEX traces_user ON traces(user_id, created_at);

CREATE TABLE orders (
  id BIGSERIAL PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  lottery TEXT NOT NULL,
  issue_no TEXT NOT NULL,
  method TEXT NOT NULL,
  code TEXT NOT NULL,
  position TEXT,
  nums INT NOT NULL,
  piece INT NOT NULL,
  price TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  odds TEXT NOT NULL,
  point TEXT NOT NULL,
  bonuses TEXT NOT NULL,
  bet_type INT NOT NULL,
  source_type INT NOT NULL DEFAULT 0,
  status INT NOT NULL DEFAULT 0,
  award BIGINT NOT NULL DEFAULT 0,
  rebate BIGINT NOT NULL DEFAULT 0,
  trace_id BIGINT REFERENCES traces(id),
  draw_code TEXT,
  created_at BIGINT NOT NULL,
  settled_at BIGINT
) WITH (fillfactor = 70);
-- No index covers the columns settlement writes (status, award, rebate, draw_code, settled_at),
-- and pages keep free space: settling an issue is a run of HOT updates (no index maintenance).
CREATE INDEX orders_issue ON orders(lottery, issue_no);
CREATE INDEX orders_user_created ON orders(user_id, created_at DESC);
CREATE INDEX orders_trace ON orders(trace_id);

CREATE TABLE idempotency_keys (
  user_id BIGINT NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE favourites (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  lotteries TEXT NOT NULL
);

CREATE TABLE instant_seeds (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  seed TEXT NOT NULL,
  seed_hash TEXT NOT NULL,
  nonce BIGINT NOT NULL DEFAULT 0
);
`;
