/**
 * Red packets on PGlite: the limits with their messages, a lucky and an ordinary
 * packet from send to records with the balances checked, the grab tip on the socket, a grab
 * after expiry refused, the 24-hour refund run twice refunding once, and the grab race
 * (the same race runs on PostgreSQL in tests/server-pg/red-packets.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TIP, RED_PACKET_TTL_MS, type GroupMessage } from '../../../contract/groups';
import { groupPaths, ledgerRecordPaths, walletPaths } from '../../../contract/paths';
import { errorCodes } from '../../../contract/primitives';
import { defaultConfig } from '../../../server/config';
import { redPacketEscrowGap } from '../../../server/domains/red-packets/service';
import { toMinorUnits } from '../../../rules/money';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { connectedSocket, until, type Person } from '../../support/chat-helpers';
import { grab, groupInbox, groupTeam, makeGroup, PAY_PASSWORD, sendPacket } from '../../support/group-helpers';
import { redPacketRace } from '../../support/red-packet-race';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { closeTestSockets, listenOnLoopback, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({ config: { groups: { ...defaultConfig.groups, memberLimit: 300, perRedPacketMinAmount: '0.5', expiryTickMs: 0 } } });
  url = await listenOnLoopback(s);
}, 180_000);
afterAll(async () => {
  closeTestSockets();
  await s.close();
});

const codeOf = (name: keyof typeof errorCodes) => errorCodes[name].code;
const balanceOf = async (p: Person) => (await s.call('GET', walletPaths.balance, { cookie: p.cookie, query: { cbId: 'sobet_01' } })).json.data.cash as string;

describe('red packets', () => {
  it('checks the limits, the title and the fund password, with their messages', async () => {
    const t = await groupTeam(s, 'l', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const refuse = async (body: Parameters<typeof sendPacket>[3], name: keyof typeof errorCodes, msg?: string, who: Person = t.agent) => {
      const { json } = await sendPacket(s, who, gid, body);
      expect(json, JSON.stringify(body)).toEqual({ code: codeOf(name), msg: msg ?? errorCodes[name].msg });
    };
    await refuse({ num: 0, amount: '10' }, 'redPacketCount', '红包个数1-100个');
    await refuse({ num: 101, amount: '200' }, 'redPacketCount', '红包个数1-100个');
    await refuse({ num: 2, amount: '0.9' }, 'redPacketTotal', '红包总金额须在1-20000元之间');
    await refuse({ num: 2, amount: '20000.01' }, 'redPacketTotal', '红包总金额须在1-20000元之间');
    await refuse({ num: 10, amount: '4' }, 'redPacketShareMin', '单个红包不可低于0.5元');
    await refuse({ type: 0, num: 2, amount: '0.4' }, 'redPacketPerAmount', '单个红包金额须在0.5-200元之间');
    await refuse({ type: 0, num: 2, amount: '200.01' }, 'redPacketPerAmount', '单个红包金额须在0.5-200元之间');
    await refuse({ num: 2, amount: '1.001' }, 'redPacketAmount');
    await refuse({ num: 2, amount: '5', content: '一二三四五六七八九十一' }, 'redPacketTitle');
    await refuse({ num: 2, amount: '5', paypwd: 'wrong999' }, 'wrongPayPassword');
    await refuse({ type: 0, num: 2, amount: '60' }, 'insufficient');
    await refuse({ num: 2, amount: '5' }, 'groupNotMember', undefined, t.stranger);
    await s.call('POST', groupPaths.mute, { cookie: t.agent.cookie, body: { gid, userId: t.p1.id, mute: 1 } });
    await refuse({ num: 2, amount: '5' }, 'groupMuted', undefined, t.p1);
    expect(await s.db.selectFrom('red_packets').select('id').execute()).toEqual([]);
    expect(await balanceOf(t.agent)).toBe('100');

    // Emoji stripped, empty title → the default; one request id sent twice debits once.
    const first = await sendPacket(s, t.agent, gid, { num: 2, amount: '5', content: '🎉', requestId: 'same-request' });
    const again = await sendPacket(s, t.agent, gid, { num: 2, amount: '5', content: '🎉', requestId: 'same-request' });
    expect(first.json.result.message).toMatchObject({
      messageType: 5,
      message: '恭喜发财，大吉大利',
      redPacket: { content: '恭喜发财，大吉大利', type: 1, num: 2, amount: '5.00', status: 0 },
    });
    expect(again.json.result.redPacketId).toBe(first.json.result.redPacketId);
    expect(await balanceOf(t.agent)).toBe('95');
    // The spec's payload has no requestId: accepted, each send its own packet; the Idempotency-Key header dedupes as the body's field does.
    const specPayload = { scene: 1, targetId: gid, type: 0, num: 1, amount: '1', paypwd: PAY_PASSWORD };
    const plain = [
      await s.call('POST', groupPaths.sendRedPacket, { cookie: t.agent.cookie, body: specPayload }),
      await s.call('POST', groupPaths.sendRedPacket, { cookie: t.agent.cookie, body: specPayload }),
    ];
    expect(plain.map((a) => a.json.code)).toEqual([1, 1]);
    expect(plain[1]!.json.result.redPacketId).not.toBe(plain[0]!.json.result.redPacketId);
    const keyed = [0, 1].map(() =>
      s.call('POST', groupPaths.sendRedPacket, { cookie: t.agent.cookie, body: specPayload, headers: { 'idempotency-key': 'header-key-1' } }),
    );
    const [k1, k2] = await Promise.all(keyed);
    expect(k2!.json.result.redPacketId).toBe(k1!.json.result.redPacketId);
    expect(await balanceOf(t.agent)).toBe('92');
    expect(await s.call('GET', groupPaths.grabRedPacketRecord, { cookie: t.agent.cookie, query: { year: '2024' } })).toMatchObject({
      json: { code: codeOf('redPacketYear') },
    });
  });

  it('refuses a packet from a withdraw-only member (当前账号不可充值/转账), moving no money', async () => {
    const t = await groupTeam(s, 'w', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    await s.db.updateTable('users').set({ user_type: 7 }).where('id', '=', t.p1.id).execute();
    expect((await sendPacket(s, t.p1, gid, { num: 2, amount: '50' })).json).toEqual({
      code: codeOf('transferForbidden'),
      msg: errorCodes.transferForbidden.msg,
    });
    expect(await balanceOf(t.p1)).toBe('100');
    expect(await s.db.selectFrom('red_packets').select('id').where('sender_id', '=', t.p1.id).execute()).toEqual([]);
  });

  it('splits a lucky packet among its grabbers, tells the group, and shows the detail, the open state and the records', async () => {
    const t = await groupTeam(s, 'f', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2, t.p3]);
    const agentSocket = await connectedSocket(testSocket(url, { cookie: t.agent.cookie }));
    const agentBox = groupInbox(agentSocket);
    const sent = await sendPacket(s, t.agent, gid, { num: 3, amount: '10', content: '周末快乐' });
    expect(sent.json).toMatchObject({ code: 1, result: { balance: '90.00' } });
    const id = sent.json.result.redPacketId as number;
    expect((await s.call('POST', groupPaths.openRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } })).json.result).toMatchObject({
      status: 0,
      redPacket: { content: '周末快乐' },
    });

    const shares: string[] = [];
    for (const p of [t.p1, t.p2, t.agent]) {
      const { json } = await grab(s, p, id);
      expect(json.code, JSON.stringify(json)).toBe(1);
      shares.push(json.result.amount);
    }
    expect(shares.reduce((sum, x) => sum + toMinorUnits(x), 0)).toBe(toMinorUnits('10'));
    expect((await grab(s, t.p1, id)).json).toEqual({ code: codeOf('redPacketTaken'), msg: '你已领取过该红包' });
    expect((await grab(s, t.p3, id)).json).toEqual({ code: codeOf('redPacketFinished'), msg: '红包已被领完' });
    expect((await grab(s, t.p4, id)).json).toMatchObject({ code: codeOf('groupNotMember') });
    expect(await balanceOf(t.p1)).toBe(String(100 + Number(shares[0])));

    // The grab tips reached the sender's socket; the last one says the packet is finished.
    await until(() => agentBox.filter((m) => m.tip?.type === GROUP_TIP.grabbed).length === 3);
    const tips = agentBox.filter((m: GroupMessage) => m.tip?.type === GROUP_TIP.grabbed).map((m) => m.tip!.redPacket!);
    expect(tips.map((x) => [x.grabUserId, x.end, x.sendUserId])).toEqual([
      [t.p1.id, 0, t.agent.id],
      [t.p2.id, 0, t.agent.id],
      [t.agent.id, 1, t.agent.id],
    ]);

    expect((await s.call('POST', groupPaths.openRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } })).json.result).toMatchObject({
      status: 1,
      amount: shares[0],
    });
    expect((await s.call('POST', groupPaths.openRedPacket, { cookie: t.p3.cookie, body: { redPacketId: id } })).json.result).toMatchObject({ status: 3 });
    const detail = (await s.call('GET', groupPaths.redPacketDetail, { cookie: t.p2.cookie, query: { redPacketId: String(id) } })).json.result;
    expect(detail).toMatchObject({
      status: 1,
      grabAmount: shares[1],
      detail: { num: 3, total: '10.00', grabAmount: '10.00', grabNum: 3, isFinish: 1, isExpired: 0 },
    });
    expect(detail.detail.items.map((i: { amount: string }) => i.amount)).toEqual(shares);
    const bestIndex = shares.indexOf(shares.reduce((a, b) => (toMinorUnits(b) > toMinorUnits(a) ? b : a)));
    expect(detail.detail.items.map((i: { best: number }) => i.best)).toEqual(shares.map((_, i) => (i === bestIndex ? 1 : 0)));

    // History shows the card as the viewer sees it.
    const history = (await s.call('GET', groupPaths.groupHistoryMessage, { cookie: t.p3.cookie, query: { gid: String(gid) } })).json.result
      .list as GroupMessage[];
    expect(history.find((m) => m.messageType === 5)!.redPacket).toMatchObject({ redPacketId: id, status: 3 });

    const received = (await s.call('GET', groupPaths.grabRedPacketRecord, { cookie: t.p1.cookie, query: { year: '2026' } })).json.result;
    expect(received).toMatchObject({
      totalAmount: (toMinorUnits(shares[0]!) / 10_000).toFixed(2),
      totalItem: 1,
      bestCount: bestIndex === 0 ? 1 : 0,
      list: [{ redPacketId: id, grabAmount: shares[0], amount: '10.00', status: 1, stock: 0 }],
    });
    const sentRecords = (await s.call('GET', groupPaths.sendRedPacketRecord, { cookie: t.agent.cookie, query: { year: '2026' } })).json.result;
    expect(sentRecords).toMatchObject({ totalAmount: '10.00', totalItem: 1, list: [{ redPacketId: id, content: '周末快乐', status: 1, num: 3, stock: 0 }] });
  });

  it('shows the sender and the grabbers by their public names on the card, the open state, the detail and the records', async () => {
    const t = await groupTeam(s, 'n', '100');
    await s.db.updateTable('users').set({ nickname: '小王' }).where('id', '=', t.agent.id).execute();
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const id = (await sendPacket(s, t.agent, gid, { num: 2, amount: '2', content: '看名字' })).json.result.redPacketId as number;
    for (const p of [t.p1, t.p2]) expect((await grab(s, p, id)).json.code).toBe(1);

    // A nickname of its own shows as it is; one left as the user name shows its first three characters and *** (chatDisplayName).
    const open = (await s.call('POST', groupPaths.openRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } })).json.result;
    expect(open.redPacket.sendNikeName).toBe('小王');
    const detail = (await s.call('GET', groupPaths.redPacketDetail, { cookie: t.p1.cookie, query: { redPacketId: String(id) } })).json.result;
    expect(detail.sendNikeName).toBe('小王');
    expect(detail.detail.items.map((i: { userId: number; nikeName: string }) => [i.userId, i.nikeName])).toEqual([
      [t.p1.id, 'np1***'],
      [t.p2.id, 'np2***'],
    ]);
    const history = (await s.call('GET', groupPaths.groupHistoryMessage, { cookie: t.p2.cookie, query: { gid: String(gid) } })).json.result
      .list as GroupMessage[];
    expect(history.find((m) => m.messageType === 5)!.redPacket!.sendNikeName).toBe('小王');
    const received = (await s.call('GET', groupPaths.grabRedPacketRecord, { cookie: t.p2.cookie, query: { year: '2026' } })).json.result;
    expect(received.list.map((r: { sendNikeName: string }) => r.sendNikeName)).toEqual(['小王']);
  });

  it('refuses a grab after 24 hours and refunds the unclaimed rest once, however often the job runs', async () => {
    const t = await groupTeam(s, 'e', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const sent = await sendPacket(s, t.agent, gid, { type: 0, num: 3, amount: '5' });
    expect(sent.json).toMatchObject({ code: 1, result: { balance: '85.00', message: { redPacket: { type: 0, amount: '5.00', num: 3 } } } });
    const id = sent.json.result.redPacketId as number;
    expect((await grab(s, t.p1, id)).json.result).toMatchObject({ amount: '5.00', end: 0, balance: '105.00' });
    expect(await s.app.redPacketExpiry.tick()).toEqual({ refunded: [] });

    s.clock.advance(RED_PACKET_TTL_MS);
    // Sessions last a day too: log in again.
    for (const p of [t.agent, t.p1, t.p2]) p.cookie = await s.login(p.name);
    expect((await grab(s, t.p2, id)).json).toEqual({ code: codeOf('redPacketExpired'), msg: '红包已过期' });
    expect((await s.call('POST', groupPaths.openRedPacket, { cookie: t.p2.cookie, body: { redPacketId: id } })).json.result).toMatchObject({ status: 2 });
    const passes = await Promise.all([s.app.redPacketExpiry.tick(), s.app.redPacketExpiry.tick()]);
    expect(passes.flatMap((p) => p.refunded).filter((r) => r.id === id)).toEqual([{ id, amount: toMinorUnits('10') }]);
    expect(await s.app.redPacketExpiry.tick()).toEqual({ refunded: [] });
    expect(await balanceOf(t.agent)).toBe('95');
    expect((await s.call('GET', groupPaths.sendRedPacketRecord, { cookie: t.agent.cookie, query: { year: '2026' } })).json.result.list[0]).toMatchObject({
      status: 2,
      stock: 2,
    });
    expect((await s.call('GET', groupPaths.redPacketDetail, { cookie: t.p1.cookie, query: { redPacketId: String(id) } })).json.result.detail).toMatchObject({
      isExpired: 1,
      isFinish: 0,
      grabNum: 1,
    });
    // 帐变记录: each red-packet movement under its own type (not 其他), newest first, and filterable by it.
    const changes = async (who: Person, type?: string) =>
      (await s.call('GET', ledgerRecordPaths.accountChange, { cookie: who.cookie, query: type ? { type } : {} })).json;
    const agentChanges = (await changes(t.agent)).data.list as Array<{ type: string; typeName: string; amount: string; time: string }>;
    expect(agentChanges.slice(0, 2).map((r) => [r.type, r.typeName, r.amount])).toEqual([
      ['redpacket_refund', '红包退回', '10'],
      ['redpacket_send', '发红包', '-15'],
    ]);
    expect(agentChanges.map((r) => r.time)).toEqual([...agentChanges.map((r) => r.time)].sort().reverse());
    expect((await changes(t.p1, 'redpacket_grab')).data.list).toEqual([expect.objectContaining({ typeName: '抢红包', amount: '5' })]);
    expect(await redPacketEscrowGap(s.db)).toBe(0);
    expect(await checkLedger(s.db)).toMatchObject({ ok: true });
  });

  it('answers open_red_packet as grab_red_packet for a packet of a dissolved group', async () => {
    const t = await groupTeam(s, 'dz', '100');
    const gid = await makeGroup(s, t.agent, [t.p1, t.p2]);
    const id = (await sendPacket(s, t.agent, gid, { type: 0, num: 3, amount: '1' })).json.result.redPacketId as number;
    expect((await s.call('POST', groupPaths.removeGroup, { cookie: t.agent.cookie, body: { gid } })).json.code).toBe(1);
    const grabbed = (await grab(s, t.p1, id)).json;
    const opened = (await s.call('POST', groupPaths.openRedPacket, { cookie: t.p1.cookie, body: { redPacketId: id } })).json;
    expect(grabbed).toEqual({ code: codeOf('groupNotFound'), msg: errorCodes.groupNotFound.msg });
    expect(opened).toEqual(grabbed);
  });

  it('gives exactly 100 of 1,000 concurrent grabs by 200 users a share, one each, summing to the total (PGlite)', async () => {
    const { elapsedMs } = await redPacketRace(s, { users: 200, grabs: 1000, shares: 100, total: '100', prefix: 'r' });
    expect(elapsedMs).toBeGreaterThan(0);
  });
});
