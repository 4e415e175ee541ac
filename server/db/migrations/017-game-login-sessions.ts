/**
 * A game launch token belongs to the log-in session that launched it: it ends with that session
 * (log-out, password change, expiry). Tokens launched before have none and are no longer valid.
 */
export const gameLoginSessions = `
ALTER TABLE game_sessions ADD COLUMN login_session_hash TEXT;
`;
