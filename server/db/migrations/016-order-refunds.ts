/**
 * Refunds kept apart from prizes: the stake an order got back for tied bets (和), in minor
 * units. award stays what the draw paid (capped prize + refund) and won what it would have
 * paid without the single-pick cap (prize + refund); the rebate was paid on amount − refund.
 * Orders settled before keep 0 (their refunds sit inside award and won).
 */
export const orderRefunds = `
ALTER TABLE orders ADD COLUMN refund BIGINT NOT NULL DEFAULT 0;
`;
