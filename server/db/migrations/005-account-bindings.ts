/**
 * Bindings, second part: the two-step secret a player is setting up (active only once a
 * code from it is confirmed), and the one-time e-mail codes (binding an e-mail, resetting a
 * password), stored hashed with an expiry and a count of wrong tries.
 */
export const accountBindings = `
ALTER TABLE users ADD COLUMN twostep_pending_secret TEXT;

CREATE TABLE email_codes (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at BIGINT
);
CREATE INDEX email_codes_user ON email_codes(user_id, purpose, id);
`;
