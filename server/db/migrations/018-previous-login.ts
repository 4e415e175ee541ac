/**
 * 上次登录 is the log-in before the current one: each log-in moves last_login_at here first
 * (last_login_at stays the newest, which an agent's downline list shows).
 */
export const previousLogin = `
ALTER TABLE users ADD COLUMN previous_login_at BIGINT;
`;
