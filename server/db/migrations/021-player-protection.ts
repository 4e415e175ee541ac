/**
 * Player protection (contract/protection.ts). `player_protection` holds one row per player who
 * has set anything: the pause in force (cool-off or self-exclusion, until when), and it is the
 * row every guarded money movement locks (FOR UPDATE) before counting, so concurrent orders of
 * one player are checked one after another. `protection_limits` holds each limit: the amount in
 * force, and a raise or removal waiting until `pending_at` (pending_amount NULL = removal).
 * Amounts in minor units. `reality_minutes` is the reality check's interval (0 = off), and
 * `reality_checks` records each time the client showed it (the session's time played and net
 * result at that moment), so the platform can prove the player was shown.
 */
export const playerProtection = `
CREATE TABLE player_protection (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  pause_kind TEXT CHECK (pause_kind IN ('coolOff', 'exclusion')),
  paused_until BIGINT,
  reality_minutes INT NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL
);

CREATE TABLE protection_limits (
  user_id BIGINT NOT NULL REFERENCES player_protection(user_id),
  limit_name TEXT NOT NULL,
  amount BIGINT CHECK (amount > 0),
  pending_amount BIGINT CHECK (pending_amount > 0),
  pending_at BIGINT,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (user_id, limit_name)
);

CREATE TABLE reality_checks (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  session_started_at BIGINT NOT NULL,
  shown_at BIGINT NOT NULL,
  played_ms BIGINT NOT NULL,
  net BIGINT NOT NULL
);
CREATE INDEX reality_checks_user ON reality_checks(user_id, shown_at);
`;
