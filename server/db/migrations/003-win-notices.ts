/**
 * Win notices: one row per user and settled draw, naming the orders won, written in the
 * settlement transaction. A socket that was away when the wins were pushed fetches what it
 * missed (notices after its cursor). One row per user rather than per order keeps the
 * settlement's extra writes to the number of winners, not of winning orders.
 */
export const winNotices = `
CREATE TABLE win_notices (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  order_ids BIGINT[] NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX win_notices_user ON win_notices(user_id, id);
`;
