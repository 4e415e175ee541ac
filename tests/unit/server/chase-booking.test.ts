/** Big chases booked in batches on the embedded database: the scenarios of tests/support/chase-booking.ts. */
import { describe, it } from 'vitest';
import {
  bookingMoneyScenario,
  closedWhileStalledScenario,
  crashResumeScenario,
  pauseWhileBookingScenario,
  stopWhileBookingScenario,
  winStopWhileBookingScenario,
} from '../../support/chase-booking';
import type { TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';

let s: TestServer;
serverPerTest((server) => (s = server));

describe('chase booking in batches', () => {
  it('books every row of a 2,000-row chase once, escrow holding exactly its stake', () => bookingMoneyScenario(s), 60_000);
  it('finishes a booking cut short between batches at the next scheduler pass, once', () => crashResumeScenario(s), 60_000);
  it('refunds instead of booking the issues whose sales closed while the booking stalled', () => closedWhileStalledScenario(s), 60_000);
  it('never books the rest of a chase stopped while booking, and refunds it', () => stopWhileBookingScenario(s), 60_000);
  it('never books the rest of a chase a pause stops while booking, and refunds it', () => pauseWhileBookingScenario(s), 60_000);
  it('never books the rest of a win-stop chase that wins while booking, and refunds it', () => winStopWhileBookingScenario(s), 60_000);
});
