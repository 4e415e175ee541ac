/**
 * Chases booked in batches: a chase of more than one batch of order rows books its first batch
 * with the charge (the whole chase's stake, main → escrow) and the rest in later short
 * transactions, so on PGlite no other player waits behind thousands of inserts. Until its last
 * batch, each trace keeps the orders still to insert (issue, order number, multiple, stake …)
 * in `unbooked`, so a crash between batches is finished by the next scheduler pass; NULL once
 * every order is in (and for every trace booked before).
 */
export const chaseBooking = `
ALTER TABLE traces ADD COLUMN unbooked TEXT;
CREATE INDEX traces_booking ON traces(user_id, created_at) WHERE unbooked IS NOT NULL;
COMMENT ON COLUMN traces.unbooked IS 'Still booking: JSON of the orders not inserted yet (their stakes are in escrow); NULL once booked.';
`;
