/**
 * Single picks (单挑): an order whose bet count is at or below its play's single-pick limit. The
 * order keeps the lottery's single-pick maximum bonus as it was when placed (single_max, minor
 * units, 0 = not a single pick); settlement caps the prizes of one player's single picks in one
 * issue at it, and keeps what the bets won before the cap (won) beside what was paid (award).
 */
export const singlePicks = `
ALTER TABLE orders ADD COLUMN single_max BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN won BIGINT NOT NULL DEFAULT 0;
UPDATE orders SET won = award WHERE award > 0;
`;
