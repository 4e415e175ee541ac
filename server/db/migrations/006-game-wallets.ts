/**
 * Game wallets: every player gets one ledger account per game wallet (accounts.kind is the
 * wallet id, e.g. 'ag_01'; the main lottery wallet sobet_01 stays kind 'main'), and each
 * transfer between the main wallet and a game wallet is a `transfers` row booked with one
 * journal (idem key 'transfer:<id>') in the same transaction.
 */
export const gameWallets = `
INSERT INTO accounts (user_id, kind)
SELECT u.id, w.kind FROM users u
CROSS JOIN (VALUES ('ag_01'), ('pt_01'), ('sb_01'), ('hqt_01'), ('cq9_01'), ('wali_01'), ('xj_01'), ('yy_01'), ('fb_01'), ('tt_01'), ('ly_01')) AS w(kind)
WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.kind = w.kind);

CREATE TABLE transfers (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  out_wallet TEXT NOT NULL,
  in_wallet TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  created_at BIGINT NOT NULL,
  CHECK (out_wallet <> in_wallet AND (out_wallet = 'sobet_01' OR in_wallet = 'sobet_01'))
);
CREATE INDEX transfers_user_time ON transfers(user_id, created_at DESC, id DESC);
`;
