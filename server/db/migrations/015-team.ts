/**
 * The team center: each user's rebate point (tenths of a percent; a downline's is never above
 * its parent's), an agent's registration links (a code the register page accepts, with the
 * point and type of the accounts it opens), and agent-to-downline transfers (each booked with
 * one journal, idem key 'team_transfer:<id>', in the same transaction).
 */
export const team = `
ALTER TABLE users ADD COLUMN rebate_point INT NOT NULL DEFAULT 0 CHECK (rebate_point BETWEEN 0 AND 100);
CREATE INDEX users_parent ON users(parent_id);

CREATE TABLE team_links (
  id BIGSERIAL PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  rebate_point INT NOT NULL,
  user_type INT NOT NULL,
  registered INT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  removed_at BIGINT
);
CREATE INDEX team_links_owner ON team_links(user_id);

CREATE TABLE team_transfers (
  id BIGSERIAL PRIMARY KEY,
  from_user_id BIGINT NOT NULL REFERENCES users(id),
  to_user_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  created_at BIGINT NOT NULL
);
CREATE INDEX team_transfers_from ON team_transfers(from_user_id, created_at);
`;
