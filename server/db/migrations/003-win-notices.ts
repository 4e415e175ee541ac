/**
 * One row per winning order, written in the settlement transaction: a socket that was
 * away when the win was pushed fetches what it missed (ids after its cursor). Ids of one
 * user's notices are assigned while that user's account row is locked by the settlement
 * journal, so they become visible in id order: the highest id a client has read is a safe
 * cursor.
 */
export const winNotices = `
CREATE TABLE win_notices (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  order_id BIGINT NOT NULL REFERENCES orders(id),
  created_at BIGINT NOT NULL
);
CREATE INDEX win_notices_user ON win_notices(user_id, id);
`;
