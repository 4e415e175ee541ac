/**
 * Administrator messages (system messages): notices an administrator sends to every user
 * (recipient_id NULL) or to one user, and each reader's own state of a message (read, deleted).
 * A message has no state row until its reader reads or deletes it, so a notice to everyone costs
 * one row, not one per user. Administrators (users.role_type ADMIN_ROLE_TYPE) may send.
 */
export const adminMessages = `
CREATE TABLE admin_messages (
  id BIGSERIAL PRIMARY KEY,
  sender_id BIGINT NOT NULL REFERENCES users(id),
  recipient_id BIGINT REFERENCES users(id),
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX admin_messages_recipient ON admin_messages(recipient_id, id);

CREATE TABLE admin_message_states (
  message_id BIGINT NOT NULL REFERENCES admin_messages(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  read_at BIGINT,
  deleted_at BIGINT,
  PRIMARY KEY (user_id, message_id)
);
`;
