/**
 * Direct chat messages: one row per recipient (a broadcast to the downline writes one per
 * member), text as sent (after the emoji strip). lo_id/hi_id order the two parties so one index
 * serves a conversation's history in either direction; the partial index finds unread ones.
 * A client's retry of one send hits the unique (from_user_id, client_id, to_user_id).
 */
export const chatMessages = `
CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  client_id TEXT NOT NULL,
  from_user_id BIGINT NOT NULL REFERENCES users(id),
  to_user_id BIGINT NOT NULL REFERENCES users(id),
  lo_id BIGINT NOT NULL,
  hi_id BIGINT NOT NULL,
  message TEXT NOT NULL,
  msg_type SMALLINT NOT NULL,
  created_at BIGINT NOT NULL,
  read_at BIGINT,
  CHECK (lo_id = LEAST(from_user_id, to_user_id) AND hi_id = GREATEST(from_user_id, to_user_id)),
  UNIQUE (from_user_id, client_id, to_user_id)
);
CREATE INDEX chat_messages_pair ON chat_messages(lo_id, hi_id, id);
CREATE INDEX chat_messages_unread ON chat_messages(to_user_id, from_user_id) WHERE read_at IS NULL;
CREATE INDEX chat_messages_from ON chat_messages(from_user_id, id);
CREATE INDEX chat_messages_to ON chat_messages(to_user_id, id);
`;
