/**
 * The reality check (the session's time played and net result, when the next is due, each showing
 * recorded) and the 90-day activity statement from the ledger, on the embedded database.
 */
import { describe, expect, it } from 'vitest';
import { protectionPaths } from '../../../contract/paths';
import { HAO, order, priorGamePlay } from '../../support/protection';
import { T0, type TestServer } from '../../support/server-harness';
import { serverPerTest } from '../../support/server-per-test';

const MINUTE = 60_000;

let s: TestServer;
serverPerTest((server) => (s = server));

describe('reality check', () => {
  it('answers the session’s time played and net result, and records each showing that was due with the figures shown', async () => {
    const p = await s.createUser('real', '100');
    const reality = async () => (await s.call('GET', protectionPaths.reality, { cookie: p.cookie })).json.data;
    expect(await reality()).toMatchObject({ minutes: 0, dueAt: 0, sessionStartedAt: T0, playedMs: 0, net: '0' });
    expect((await s.call('POST', protectionPaths.setReality, { cookie: p.cookie, body: { minutes: 15 } })).json.data.realityMinutes).toBe(15);
    expect((await s.call('POST', protectionPaths.setReality, { cookie: p.cookie, body: { minutes: 20 } })).status).toBe(400);
    expect((await order(s, p.cookie, '2', 3)).code).toBe(1); // 6元 staked, not yet drawn
    s.clock.advance(15 * MINUTE);
    expect(await reality()).toMatchObject({ minutes: 15, dueAt: T0 + 15 * MINUTE, playedMs: 15 * MINUTE, net: '-6' });
    expect((await s.call('POST', protectionPaths.realityShown, { cookie: p.cookie, body: {} })).json.data.dueAt).toBe(T0 + 30 * MINUTE);
    // Shown again before the next is due (a repeated call): nothing more is recorded.
    expect((await s.call('POST', protectionPaths.realityShown, { cookie: p.cookie, body: {} })).json.data.dueAt).toBe(T0 + 30 * MINUTE);
    const rows = await s.db.selectFrom('reality_checks').selectAll().where('user_id', '=', p.id).execute();
    expect(rows).toEqual([expect.objectContaining({ session_started_at: T0, shown_at: T0 + 15 * MINUTE, played_ms: 15 * MINUTE, net: -6 * HAO })]);
  });
});

describe('activity statement', () => {
  it('lists 90 Beijing days, today last, with stakes, wins, deposits and minutes of play from the ledger', async () => {
    const p = await s.createUser('stated', '100'); // a deposit of 100元 today
    expect((await order(s, p.cookie, '2', 3)).code).toBe(1); // 6元
    s.clock.advance(2 * MINUTE);
    await priorGamePlay(s, p.id, 5 * HAO, 7 * HAO + 1); // a round of 5元 paying 7.0001元, two minutes later
    const { days } = (await s.call('GET', protectionPaths.statement, { cookie: p.cookie })).json.data;
    expect(days).toHaveLength(90);
    expect(days[0].date).toBe('2026-08-25');
    expect(days[89]).toEqual({ date: '2026-11-22', stake: '11', win: '7.0001', deposit: '105', withdraw: '0', playedMinutes: 2 });
    expect(days[88]).toEqual({ date: '2026-11-21', stake: '0', win: '0', deposit: '0', withdraw: '0', playedMinutes: 0 });
  });
});
