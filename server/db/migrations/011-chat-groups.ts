/**
 * Chat groups and red packets. A dissolved group keeps its rows (dissolved_at set) so red-packet
 * records still find their group name. A member's first_visible_id hides the messages from before
 * they joined when the group's history is not visible to new members; read_id is the last message
 * they reported read (group_received). Tips (message_type 10) keep their payload as JSON text.
 *
 * Red packets hold integer minor units. Shares are decided at grab time under the packet's row
 * lock; (packet_id, user_id) is unique, so nobody takes two shares. status: 0 open, 1 finished (all
 * taken), 2 expired (the unclaimed rest refunded once, by whichever process flips 0 → 2 first).
 * The escrow account sys:redpacket_escrow holds what is sent and not yet taken or refunded.
 */
export const chatGroups = `
CREATE TABLE chat_groups (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  owner_id BIGINT NOT NULL REFERENCES users(id),
  mute_all SMALLINT NOT NULL DEFAULT 0,
  history_visibility SMALLINT NOT NULL DEFAULT 1,
  notify_add SMALLINT NOT NULL DEFAULT 1,
  notify_remove SMALLINT NOT NULL DEFAULT 1,
  notify_mute SMALLINT NOT NULL DEFAULT 1,
  notify_unmute SMALLINT NOT NULL DEFAULT 1,
  notify_mute_all SMALLINT NOT NULL DEFAULT 1,
  notify_unmute_all SMALLINT NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL,
  dissolved_at BIGINT
);
CREATE INDEX chat_groups_owner ON chat_groups(owner_id) WHERE dissolved_at IS NULL;

CREATE TABLE chat_group_members (
  group_id BIGINT NOT NULL REFERENCES chat_groups(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  inviter_id BIGINT REFERENCES users(id),
  muted SMALLINT NOT NULL DEFAULT 0,
  joined_at BIGINT NOT NULL,
  first_visible_id BIGINT NOT NULL DEFAULT 0,
  read_id BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX chat_group_members_user ON chat_group_members(user_id);

CREATE TABLE group_messages (
  id BIGSERIAL PRIMARY KEY,
  group_id BIGINT NOT NULL REFERENCES chat_groups(id),
  from_user_id BIGINT REFERENCES users(id),
  client_id TEXT,
  message_type SMALLINT NOT NULL,
  message TEXT NOT NULL,
  red_packet_id BIGINT,
  tip TEXT,
  created_at BIGINT NOT NULL,
  UNIQUE (group_id, from_user_id, client_id)
);
CREATE INDEX group_messages_group ON group_messages(group_id, id);

CREATE TABLE red_packets (
  id BIGSERIAL PRIMARY KEY,
  group_id BIGINT NOT NULL REFERENCES chat_groups(id),
  sender_id BIGINT NOT NULL REFERENCES users(id),
  request_id TEXT NOT NULL,
  type SMALLINT NOT NULL,
  title TEXT NOT NULL,
  num INT NOT NULL CHECK (num > 0),
  total BIGINT NOT NULL CHECK (total > 0),
  share_min BIGINT NOT NULL CHECK (share_min > 0),
  grabbed_num INT NOT NULL DEFAULT 0,
  grabbed_amount BIGINT NOT NULL DEFAULT 0,
  refunded BIGINT NOT NULL DEFAULT 0,
  status SMALLINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  finished_at BIGINT,
  CHECK (grabbed_num <= num AND grabbed_amount + refunded <= total),
  UNIQUE (sender_id, request_id)
);
CREATE INDEX red_packets_due ON red_packets(expires_at) WHERE status = 0;
CREATE INDEX red_packets_sender ON red_packets(sender_id, created_at);

CREATE TABLE red_packet_grabs (
  id BIGSERIAL PRIMARY KEY,
  packet_id BIGINT NOT NULL REFERENCES red_packets(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  created_at BIGINT NOT NULL,
  UNIQUE (packet_id, user_id)
);
CREATE INDEX red_packet_grabs_user ON red_packet_grabs(user_id, created_at);

INSERT INTO accounts (kind) VALUES ('sys:redpacket_escrow');
`;
