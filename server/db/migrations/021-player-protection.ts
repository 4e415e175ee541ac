/**
 * Player protection (contract/protection.ts). `player_protection` holds one row per player who
 * has set anything: the pause in force (cool-off or self-exclusion, until when), and it is the
 * row every guarded money movement locks (FOR UPDATE) before counting, so concurrent orders of
 * one player are checked one after another. `protection_limits` holds each limit: the amount in
 * force, and a raise or removal waiting until `pending_at` (pending_amount NULL = removal).
 * Amounts in minor units.
 */
export const playerProtection = `
CREATE TABLE player_protection (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  pause_kind TEXT CHECK (pause_kind IN ('coolOff', 'exclusion')),
  paused_until BIGINT,
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
`;
