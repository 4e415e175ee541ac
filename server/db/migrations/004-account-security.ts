/**
 * What a player binds to take money out: the real name (set with the first bank card and
 * then fixed), bank cards, crypto and receiving-code addresses, an e-mail, and the two-step
 * (TOTP) secret with the switches that say where it is asked. A removed binding keeps its
 * row (withdrawal records point at it) with `removed_at` set. `risk` blocks withdrawals.
 */
export const accountSecurity = `
ALTER TABLE users ADD COLUMN real_name TEXT;
ALTER TABLE users ADD COLUMN email TEXT;
ALTER TABLE users ADD COLUMN email_verified_at BIGINT;
ALTER TABLE users ADD COLUMN twostep_secret TEXT;
ALTER TABLE users ADD COLUMN twostep_last_step BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN twostep_login BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN twostep_withdraw BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN twostep_agent_transfer BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN twostep_third_transfer BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN twostep_bind_address BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN risk BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE bank_cards (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  card_no TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  bank_code TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  removed_at BIGINT
);
CREATE INDEX bank_cards_user ON bank_cards(user_id);
CREATE UNIQUE INDEX bank_cards_live_card ON bank_cards(user_id, card_no) WHERE removed_at IS NULL;

-- kind: USDT-TRC20, USDT-ERC20, USDC-TRC20, USDC-ERC20 (address = the wallet address),
-- wechat, alipay (address = the text decoded from the uploaded receiving QR code).
CREATE TABLE bind_addresses (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  removed_at BIGINT
);
CREATE INDEX bind_addresses_user ON bind_addresses(user_id);
`;
