/**
 * Settlement in batches: an issue's draw is recorded first (state 'drawn', its numbers public,
 * /verify answers) and its pending orders are then settled a batch of players at a time, each
 * batch its own transaction, so one issue with 100,000 bets never holds the database (and, on
 * PGlite, the event loop) for seconds. `settling` stays true until the last batch is done: the
 * scheduler resumes such issues first after a crash. `settle_batches` numbers the batches done,
 * so the next one's journal key (settle:<lottery>:<issue>:<n>) is the same whichever process
 * or restart runs it. Issues drawn before keep settling = false: they were settled whole.
 * The partial index holds pending orders only (it empties as they settle) and lets a batch take
 * the next players of an issue in user-id order without scanning the whole issue each time.
 */
export const issueSettling = `
ALTER TABLE issues ADD COLUMN settling BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE issues ADD COLUMN settle_batches INT NOT NULL DEFAULT 0;
CREATE INDEX issues_settling ON issues(draw_at) WHERE settling;
CREATE INDEX orders_pending_issue_user ON orders(lottery, issue_no, user_id) WHERE status = 0;
`;
