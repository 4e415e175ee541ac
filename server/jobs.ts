/**
 * Every job of the platform, once, now: draws and settlement, deposit notifications and expiry,
 * payouts, red-packet refunds, team contract payouts, the chases paused players left open. Their timers run them in production; tests and simulations that
 * move time themselves run them through this one list.
 */
import type { FastifyInstance } from 'fastify';

export async function runEveryJob(app: FastifyInstance) {
  const drawn = await app.scheduler.tick();
  const deposits = await app.deposits.tick();
  const payouts = await app.payouts.tick();
  const packets = await app.redPacketExpiry.tick();
  const contracts = await app.contractPayouts.tick();
  const pausedChases = await app.pausedChaseStops.tick();
  return { drawn, deposits, payouts, packets, contracts, pausedChases };
}
