/**
 * Column comments: what a column's type does not say. kysely-codegen carries them into
 * schema.generated.ts as doc comments, so they show in the editor wherever the column is used.
 */
export const columnComments = `
COMMENT ON COLUMN users.previous_login_at IS 'The log-in before the newest (上次登录).';
COMMENT ON COLUMN users.rebate_point IS 'Tenths of a percent.';
COMMENT ON COLUMN team_links.rebate_point IS 'Tenths of a percent: the rebate point a user registered through the link gets.';
COMMENT ON COLUMN email_codes.purpose IS '''bindEmail'' or ''resetPassword''.';
COMMENT ON COLUMN issues.settling IS 'Drawn, some pending orders not settled yet (settlement runs in batches).';
COMMENT ON COLUMN issues.settle_batches IS 'Settlement batches done: the next batch''s number.';
COMMENT ON COLUMN orders.single_max IS 'Single pick: the lottery''s maximum bonus when placed (minor units); 0 = not a single pick.';
COMMENT ON COLUMN orders.won IS 'The prize before the single-pick cap, plus the refund (award is what was paid).';
COMMENT ON COLUMN orders.refund IS 'The stake refunded for tied bets (part of award and won; no rebate on it).';
COMMENT ON COLUMN admin_messages.recipient_id IS 'NULL: every user.';
COMMENT ON COLUMN group_messages.tip IS 'JSON of the GroupTip (message_type 10).';
COMMENT ON COLUMN game_sessions.login_session_hash IS 'The log-in session that launched it (sessions.token_hash): the token ends with it.';
`;
