/**
 * Chat groups: every permission of every group action (owner, inviter, member, outsider), the
 * size and name rules, history visibility, dissolving, and the socket side: group_message with
 * its ack and 2000-character limit, and the system tips reaching every member's sockets as
 * members join, are muted, leave and the group dissolves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TIP, type GroupDetail, type GroupMessage } from '../../../contract/groups';
import { chatPaths, groupPaths } from '../../../contract/paths';
import { defaultConfig } from '../../../server/config';
import { errorCodes } from '../../../contract/primitives';
import { connectedSocket, person, until, type Person } from '../../support/chat-helpers';
import { groupInbox, groupTeam, makeGroup, sendGroup } from '../../support/group-helpers';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { closeTestSockets, listenOnLoopback, testSocket } from '../../support/test-sockets';

let s: TestServer;
let url: string;
beforeAll(async () => {
  s = await startTestServer({
    config: { chatFlood: { burst: 1000, perSecond: 1000 }, groups: { ...defaultConfig.groups, groupLimit: 3, memberLimit: 6, expiryTickMs: 0 } },
  });
  url = await listenOnLoopback(s);
}, 180_000);
afterAll(async () => {
  closeTestSockets();
  await s.close();
});

const socketOf = (p: Person) => connectedSocket(testSocket(url, { cookie: p.cookie }));
const post = (p: Person, path: string, body: unknown) => s.call('POST', path, { cookie: p.cookie, body }).then((r) => r.json);
const detail = async (p: Person, gid: number) => (await s.call('GET', groupPaths.groupDetail, { cookie: p.cookie, query: { gid: String(gid) } })).json;
const codeOf = (name: keyof typeof errorCodes) => errorCodes[name].code;

/** agent owns a group of p1, p2 and sub (an agent under agent) who invited subkid. */
async function managedGroup(prefix: string) {
  const t = await groupTeam(s, prefix);
  const sub = await person(s, `${prefix}sub`, { parent: t.agent, userType: 1 });
  const subkid = await person(s, `${prefix}subkid`, { parent: sub });
  const gid = await makeGroup(s, t.agent, [t.p1, t.p2, sub]);
  const added = await post(sub, groupPaths.addMembers, { gid, userId: String(subkid.id) });
  expect(added).toMatchObject({ code: 1, result: { list: [{ userId: subkid.id, code: 1 }], memberCount: 5 } });
  return { ...t, sub, subkid, gid };
}

describe('creating groups', () => {
  it('lets agents create groups of 3 to memberLimit people they may chat with, up to groupLimit, with a valid name', async () => {
    const t = await groupTeam(s, 'c');
    const refuse = async (who: Person, body: unknown, name: keyof typeof errorCodes, msg?: string) => {
      const json = await post(who, groupPaths.createGroup, body);
      expect(json, JSON.stringify(body)).toEqual({ code: codeOf(name), msg: msg ?? errorCodes[name].msg });
    };
    const ids = (...people: Person[]) => people.map((p) => p.id).join(',');
    await refuse(t.p1, { groupName: '玩家群', userId: ids(t.p2, t.p3) }, 'groupCreateForbidden');
    await refuse(t.agent, { groupName: '小群', userId: ids(t.p1) }, 'groupSize', '群内最小人数3人，最大人数6人');
    await refuse(t.agent, { groupName: '小群', userId: ids(t.p1, t.p1, t.agent) }, 'groupSize', '群内最小人数3人，最大人数6人');
    await refuse(t.agent, { groupName: '   ', userId: ids(t.p1, t.p2) }, 'groupNameEmpty');
    await refuse(t.agent, { groupName: '名字 有空格', userId: ids(t.p1, t.p2) }, 'groupNameInvalid');
    await refuse(t.agent, { groupName: '一二三四五六七八九十十一十', userId: ids(t.p1, t.p2) }, 'groupNameInvalid');
    await refuse(t.agent, { groupName: 'team', userId: ids(t.p1, t.stranger) }, 'groupMemberInvalid', `不能邀请该用户入群：${t.stranger.name}`);
    await refuse(t.agent, { groupName: 'team', userId: `${ids(t.p1, t.p2)},999999` }, 'unknownUser');

    const gid = await makeGroup(s, t.agent, [t.p1, t.p2], '一二三四五六七八九十_A');
    const list = (await s.call('GET', groupPaths.groups, { cookie: t.agent.cookie })).json.result;
    expect(list).toMatchObject({
      groupCount: 1,
      groupLimit: 3,
      memberLimit: 6,
      redPacketEnabled: 1,
      redPacketLimit: 100,
      groups: [{ gid, groupName: '一二三四五六七八九十_A', owner: t.agent.id, memberCount: 3, mute: 0 }],
    });
    expect((await s.call('GET', groupPaths.groups, { cookie: t.p1.cookie })).json.result).toMatchObject({ groupCount: 0, groupLimit: 0, groups: [{ gid }] });
    expect((await s.call('GET', groupPaths.groups, { cookie: t.stranger.cookie })).json.result.groups).toEqual([]);
    await makeGroup(s, t.agent, [t.p1, t.p3]);
    await makeGroup(s, t.agent, [t.p2, t.p3]);
    await refuse(t.agent, { groupName: 'four', userId: ids(t.p1, t.p2) }, 'groupLimitReached');
  });
});

describe('group search', () => {
  it('finds by name only the live groups the caller is in (sub_search), and refuses an empty name', async () => {
    const t = await groupTeam(s, 'gs');
    const sales = await makeGroup(s, t.agent, [t.p1, t.p2], '销售一组');
    const other = await makeGroup(s, t.agent, [t.p2, t.p3], '销售二组');
    await makeGroup(s, t.agent, [t.p1, t.p3], 'VIP_club');
    const find = async (p: Person, query: Record<string, string>) => (await s.call('GET', chatPaths.subSearch, { cookie: p.cookie, query })).json;
    const gids = async (p: Person, name: string) => ((await find(p, { name })).result as Array<{ gid: number }>).map((g) => g.gid).sort((a, b) => a - b);
    expect(await gids(t.agent, '销售')).toEqual([sales, other]);
    // p1 is not in 销售二组: another member's group stays hidden
    expect(await gids(t.p1, '销售')).toEqual([sales]);
    expect((await find(t.p1, { name: '一组' })).result).toMatchObject([{ gid: sales, groupName: '销售一组', owner: t.agent.id, memberCount: 3 }]);
    // the spec's other spelling, case-insensitive; % and _ are letters, not patterns
    expect((await find(t.p3, { groupName: 'vip' })).result).toMatchObject([{ groupName: 'VIP_club' }]);
    expect(await gids(t.p3, '%')).toEqual([]);
    expect(await gids(t.p1, 'V_P')).toEqual([]);
    expect(await gids(t.stranger, '销售')).toEqual([]);
    expect(await find(t.p1, { name: '  ' })).toEqual({ code: codeOf('groupNameEmpty'), msg: '请填写群名称' });
    expect(await find(t.p1, {})).toEqual({ code: codeOf('groupNameEmpty'), msg: '请填写群名称' });
    // a dissolved group is not found any more
    expect(await post(t.agent, groupPaths.removeGroup, { gid: other })).toMatchObject({ code: 1 });
    expect(await gids(t.p2, '销售')).toEqual([sales]);
  });
});

describe('group permissions', () => {
  it('shows real names to the owner only, and tells each member what they may do', async () => {
    const g = await managedGroup('n');
    const owner: GroupDetail = (await detail(g.agent, g.gid)).result;
    expect(owner.members.map((m) => [m.userId, m.userName, m.inviter])).toEqual([
      [g.agent.id, g.agent.name, 0],
      [g.p1.id, g.p1.name, g.agent.id],
      [g.p2.id, g.p2.name, g.agent.id],
      [g.sub.id, g.sub.name, g.agent.id],
      [g.subkid.id, g.subkid.name, g.sub.id],
    ]);
    expect(owner.me).toMatchObject({ isOwner: true, canSpeak: true, canAddMembers: true, manageable: [g.p1.id, g.p2.id, g.sub.id, g.subkid.id] });
    const member: GroupDetail = (await detail(g.p1, g.gid)).result;
    const p2Row = member.members.find((m) => m.userId === g.p2.id)!;
    expect(p2Row.userName).toBe(`${g.p2.name.slice(0, 3)}***`);
    expect(p2Row.nikeName).toBe(`${g.p2.name.slice(0, 3)}***`);
    expect(member.members.find((m) => m.userId === g.p1.id)!.userName).toBe(g.p1.name);
    expect(member.me).toMatchObject({ isOwner: false, canAddMembers: false, manageable: [] });
    expect((await detail(g.sub, g.gid)).result.me).toMatchObject({ canAddMembers: true, manageable: [g.subkid.id] });
    expect(await detail(g.stranger, g.gid)).toMatchObject({ code: codeOf('groupNotMember') });
  });

  it('lets the owner mute anyone but themself, an inviter those they invited, and nobody else', async () => {
    const g = await managedGroup('m');
    const mute = (who: Person, target: Person, on: 0 | 1) => post(who, groupPaths.mute, { gid: g.gid, userId: target.id, mute: on });
    expect(await mute(g.p1, g.p2, 1)).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await mute(g.sub, g.p1, 1)).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await mute(g.sub, g.agent, 1)).toMatchObject({ code: codeOf('groupOwnerTarget') });
    expect(await mute(g.p1, g.agent, 1)).toMatchObject({ code: codeOf('groupOwnerTarget') });
    expect(await mute(g.stranger, g.p1, 1)).toMatchObject({ code: codeOf('groupNotMember') });
    expect(await mute(g.agent, g.stranger, 1)).toMatchObject({ code: codeOf('groupNotMember') });
    expect(await mute(g.sub, g.subkid, 1)).toMatchObject({ code: 1 });
    expect(await mute(g.agent, g.p1, 1)).toMatchObject({ code: 1 });
    const seen: GroupDetail = (await detail(g.agent, g.gid)).result;
    expect(seen.members.filter((m) => m.mute === 1).map((m) => m.userId)).toEqual([g.p1.id, g.subkid.id]);
    expect((await detail(g.p1, g.gid)).result.me).toMatchObject({ mute: 1, canSpeak: false });
    expect(await mute(g.agent, g.p1, 0)).toMatchObject({ code: 1 });
    expect((await detail(g.p1, g.gid)).result.me).toMatchObject({ mute: 0, canSpeak: true });

    // All-mute: the owner only; the owner still speaks.
    expect(await post(g.sub, groupPaths.muteAll, { gid: g.gid, mute: 1 })).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await post(g.agent, groupPaths.muteAll, { gid: g.gid, mute: 1 })).toMatchObject({ code: 1 });
    expect((await detail(g.p2, g.gid)).result).toMatchObject({ mute: 1, me: { canSpeak: false } });
    expect((await detail(g.agent, g.gid)).result).toMatchObject({ mute: 1, me: { canSpeak: true } });
  });

  it('lets members of type 0 only leave; the owner and inviters delete; deleting with 3 or fewer left dissolves', async () => {
    const g = await managedGroup('k');
    const kick = (who: Person, ...targets: Person[]) => post(who, groupPaths.kickMembers, { gid: g.gid, userId: targets.map((t) => t.id).join(',') });
    expect(await post(g.p1, groupPaths.addMembers, { gid: g.gid, userId: String(g.p3.id) })).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await kick(g.p1, g.p2)).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await kick(g.sub, g.p2)).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await kick(g.agent, g.agent)).toMatchObject({ code: codeOf('groupOwnerTarget') });
    expect(await post(g.p1, groupPaths.removeGroup, { gid: g.gid })).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await post(g.sub, groupPaths.updateGroup, { gid: g.gid, groupName: 'x' })).toMatchObject({ code: codeOf('groupNoPermission') });
    expect(await post(g.agent, groupPaths.leaveGroup, { gid: g.gid })).toMatchObject({ code: codeOf('groupOwnerLeave') });

    // Per-member results of add_members: added, already in, not someone I may chat with, unknown, full.
    const added = await post(g.agent, groupPaths.addMembers, { gid: g.gid, userId: [g.p3.id, g.p1.id, g.stranger.id, 999_999, 0, g.p4.id].join(',') });
    expect(added.result.list.map((r: { userId: number; code: number }) => [r.userId, r.code])).toEqual([
      [g.p3.id, 1],
      [g.p1.id, codeOf('groupMemberExists')],
      [g.stranger.id, codeOf('groupMemberInvalid')],
      [999_999, codeOf('unknownUser')],
      [0, codeOf('unknownUser')],
      [g.p4.id, codeOf('groupSize')],
    ]);
    expect(added.result.memberCount).toBe(6);

    expect(await kick(g.sub, g.subkid)).toMatchObject({ code: 1, result: { dissolved: 0, memberCount: 5 } });
    expect(await post(g.p3, groupPaths.leaveGroup, { gid: g.gid })).toMatchObject({ code: 1, result: { dissolved: 0 } });
    expect(await kick(g.agent, g.sub)).toMatchObject({ code: 1, result: { dissolved: 0, memberCount: 3 } });
    expect(await detail(g.sub, g.gid)).toMatchObject({ code: codeOf('groupNotMember') });
    // 3 left: deleting one more dissolves the group.
    expect(await kick(g.agent, g.p2)).toMatchObject({ code: 1, result: { dissolved: 1 } });
    expect(await detail(g.agent, g.gid)).toMatchObject({ code: codeOf('groupNotFound') });
    expect((await s.call('GET', groupPaths.groups, { cookie: g.p1.cookie })).json.result.groups).toEqual([]);

    // A member leaving a group of 3 dissolves it too; the owner dissolves any group.
    const small = await makeGroup(s, g.agent, [g.p1, g.p2]);
    expect(await post(g.p1, groupPaths.leaveGroup, { gid: small })).toMatchObject({ code: 1, result: { dissolved: 1 } });
    const other = await makeGroup(s, g.agent, [g.p1, g.p2, g.p3]);
    expect(await post(g.agent, groupPaths.removeGroup, { gid: other })).toMatchObject({ code: 1 });
    expect(await post(g.agent, groupPaths.removeGroup, { gid: other })).toMatchObject({ code: codeOf('groupNotFound') });
  });

  it('lets the owner rename and switch the config; history before joining is hidden when historyVisibility is 0', async () => {
    const g = await managedGroup('h');
    const sockets = { agent: await socketOf(g.agent) };
    expect(await post(g.agent, groupPaths.updateGroup, { gid: g.gid })).toMatchObject({ code: codeOf('groupNothingToUpdate') });
    expect(await post(g.agent, groupPaths.updateGroup, { gid: g.gid, groupName: '坏 名' })).toMatchObject({ code: codeOf('groupNameInvalid') });
    const renamed = await post(g.agent, groupPaths.updateGroup, {
      gid: g.gid,
      groupName: '新名字',
      'config.historyVisibility': 0,
      'config.enableMuteNotification': 0,
    });
    expect(renamed.result).toMatchObject({ groupName: '新名字', config: { historyVisibility: 0, enableMuteNotification: 0, enableUnmuteNotification: 1 } });
    expect((await sendGroup(sockets.agent, g.gid, 'before p3')).code).toBe(1);
    await post(g.agent, groupPaths.addMembers, { gid: g.gid, userId: String(g.p3.id) });
    await post(g.agent, groupPaths.updateGroup, { gid: g.gid, 'config.historyVisibility': 1 });
    expect((await sendGroup(sockets.agent, g.gid, 'after p3')).code).toBe(1);
    await post(g.agent, groupPaths.kickMembers, { gid: g.gid, userId: String(g.subkid.id) });
    await post(g.agent, groupPaths.addMembers, { gid: g.gid, userId: String(g.p4.id) });
    const texts = async (p: Person) =>
      ((await s.call('GET', groupPaths.groupHistoryMessage, { cookie: p.cookie, query: { gid: String(g.gid) } })).json.result.list as GroupMessage[])
        .filter((m) => m.messageType === 1)
        .map((m) => m.message);
    expect(await texts(g.p3)).toEqual(['after p3']);
    expect(await texts(g.p4)).toEqual(['before p3', 'after p3']);
    expect(await texts(g.p1)).toEqual(['before p3', 'after p3']);
    expect((await s.call('GET', groupPaths.groupHistoryMessage, { cookie: g.stranger.cookie, query: { gid: String(g.gid) } })).json).toMatchObject({
      code: codeOf('groupNotMember'),
    });
  });
});

describe('group sockets', () => {
  it('delivers messages with an ack to every member, refuses muted senders and text over 2000 characters, and sends the tips', async () => {
    const g = await managedGroup('s');
    const sockets = Object.fromEntries(
      await Promise.all((['agent', 'p1', 'p2', 'p3', 'sub', 'subkid'] as const).map(async (k) => [k, await socketOf(g[k])] as const)),
    );
    const boxes = Object.fromEntries(Object.entries(sockets).map(([k, socket]) => [k, groupInbox(socket)]));
    await until(() => true);

    const ack = await sendGroup(sockets.p1!, g.gid, '  大家好<b>x</b>  ', 'same-id');
    expect(ack).toMatchObject({ code: 1, result: { from: g.p1.id, to: g.gid, messageType: 1, message: '大家好<b>x</b>', scene: 1, groupName: '测试群' } });
    await until(() => ['agent', 'p2', 'sub', 'subkid'].every((k) => boxes[k]!.some((m) => m.id === ack.result!.id)));
    expect(boxes.p1!.some((m) => m.id === ack.result!.id)).toBe(false);
    expect(boxes.p3).toEqual([]);
    // A retry of one client id stores and delivers once.
    expect((await sendGroup(sockets.p1!, g.gid, '  大家好<b>x</b>  ', 'same-id')).result!.id).toBe(ack.result!.id);
    expect(await sendGroup(sockets.p1!, g.gid, '字'.repeat(2000))).toMatchObject({ code: 1 });
    expect(await sendGroup(sockets.p1!, g.gid, '字'.repeat(2001))).toEqual({
      code: codeOf('groupMessageTooLong'),
      msg: '最大发送2000个字符，超出部分未能发送成功',
    });
    expect(await sendGroup(sockets.p3!, g.gid, 'not in')).toMatchObject({ code: codeOf('groupNotMember') });

    // Joined (1): the new member's socket joined the room and hears it too.
    await post(g.agent, groupPaths.addMembers, { gid: g.gid, userId: String(g.p3.id) });
    const tipOf = (k: string, type: number) => boxes[k]!.find((m) => m.messageType === 10 && m.tip?.type === type);
    await until(() => tipOf('p3', GROUP_TIP.joined) !== undefined && tipOf('p1', GROUP_TIP.joined) !== undefined);
    expect(tipOf('p3', GROUP_TIP.joined)!.tip).toMatchObject({ gid: g.gid, display: 1, users: [{ userId: g.p3.id }], operator: { userId: g.agent.id } });
    const m3 = await sendGroup(sockets.agent!, g.gid, 'hello p3');
    await until(() => boxes.p3!.some((m) => m.id === m3.result!.id));

    // Member mute (4): the muted member's send is refused.
    await post(g.agent, groupPaths.mute, { gid: g.gid, userId: g.p2.id, mute: 1 });
    await until(() => tipOf('p2', GROUP_TIP.mute) !== undefined);
    expect(tipOf('p2', GROUP_TIP.mute)!.tip).toMatchObject({ mute: 1, users: [{ userId: g.p2.id }] });
    expect(await sendGroup(sockets.p2!, g.gid, 'muted')).toEqual({ code: codeOf('groupMuted'), msg: '你已被管理员禁言' });
    // All-mute (5).
    await post(g.agent, groupPaths.muteAll, { gid: g.gid, mute: 1 });
    await until(() => tipOf('p1', GROUP_TIP.muteAll) !== undefined);
    expect(await sendGroup(sockets.p1!, g.gid, 'all muted')).toEqual({ code: codeOf('groupAllMuted'), msg: '全体会员已被管理员禁言' });
    expect(await sendGroup(sockets.agent!, g.gid, 'owner speaks')).toMatchObject({ code: 1 });
    await post(g.agent, groupPaths.muteAll, { gid: g.gid, mute: 0 });
    // Refresh (6) after an update.
    await post(g.agent, groupPaths.updateGroup, { gid: g.gid, groupName: '改名' });
    await until(() => tipOf('sub', GROUP_TIP.refresh) !== undefined);

    // Left (2): the deleted member hears it, then no longer hears the group.
    await post(g.sub, groupPaths.kickMembers, { gid: g.gid, userId: String(g.subkid.id) });
    await until(() => tipOf('subkid', GROUP_TIP.left) !== undefined && tipOf('p1', GROUP_TIP.left) !== undefined);
    expect(tipOf('subkid', GROUP_TIP.left)!.tip).toMatchObject({ users: [{ userId: g.subkid.id }], operator: { userId: g.sub.id } });
    const after = await sendGroup(sockets.agent!, g.gid, 'without subkid');
    await until(() => boxes.p1!.some((m) => m.id === after.result!.id));
    expect(boxes.subkid!.some((m) => m.id === after.result!.id)).toBe(false);

    // Unread counts go down with group_received.
    const unread = async () => (await s.call('GET', groupPaths.groups, { cookie: g.p1.cookie })).json.result.groups[0];
    const before = await unread();
    expect(before.unread).toBeGreaterThan(0);
    sockets.p1!.emit('group_received', { gid: g.gid, id: before.lastMessageId });
    await until(() => true);
    for (let i = 0; i < 50 && (await unread()).unread !== 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await unread()).unread).toBe(0);

    // Dissolved (3) reaches everyone still in the group.
    await post(g.agent, groupPaths.removeGroup, { gid: g.gid });
    await until(() => ['agent', 'p1', 'p2', 'p3', 'sub'].every((k) => tipOf(k, GROUP_TIP.dissolved) !== undefined));
    expect(tipOf('subkid', GROUP_TIP.dissolved)).toBeUndefined();
  });
});
