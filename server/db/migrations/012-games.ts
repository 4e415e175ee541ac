/**
 * The demo game provider: launch sessions (a random token, stored as its hash, bound to the
 * player, the game and its wallet, short-lived) and the rounds played, each booked with its
 * journals (idem keys 'game_bet:<id>', 'game_payout:<id>') in the same transaction.
 */
export const games = `
CREATE TABLE game_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  game_code TEXT NOT NULL,
  wallet TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX game_sessions_expiry ON game_sessions(expires_at);

CREATE TABLE game_rounds (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  request_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  game_code TEXT NOT NULL,
  wallet TEXT NOT NULL,
  choice TEXT NOT NULL,
  outcome TEXT NOT NULL,
  stake BIGINT NOT NULL CHECK (stake > 0),
  payout BIGINT NOT NULL CHECK (payout >= 0),
  created_at BIGINT NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX game_rounds_user_time ON game_rounds(user_id, platform, created_at DESC, id DESC);
CREATE INDEX game_rounds_time ON game_rounds(created_at);
`;
