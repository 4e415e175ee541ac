import { describe, expect, it } from 'vitest';
import { GROUP_TIP, RED_PACKET_CARD, type GroupTip } from '../../../../contract/groups';
import {
  addSizeProblem,
  canSpeak,
  cardStatusAfterGrab,
  defaultGroupName,
  GROUP_MESSAGE_CUT,
  GROUP_NAME_CHARACTERS,
  GROUP_NAME_REQUIRED,
  groupNameProblem,
  groupSendable,
  groupSizeProblem,
  tipEffect,
  nameBook,
  tipLines,
} from '../../../../app/features/chat/groups/group-rules';

const tip = (over: Partial<GroupTip>): GroupTip => ({ type: GROUP_TIP.joined, gid: 1, display: 1, users: [], ...over });
const ME = 7;

describe('group-rules', () => {
  it('asks for a name when it is empty or blank', () => {
    expect(groupNameProblem('')).toBe(GROUP_NAME_REQUIRED);
    expect(groupNameProblem('   ')).toBe(GROUP_NAME_REQUIRED);
    expect(GROUP_NAME_REQUIRED).toBe('请填写群名称');
  });

  it('allows 12 Chinese characters, letters, digits and underscore and nothing else', () => {
    expect(groupNameProblem('团队_Team01')).toBeNull();
    expect(groupNameProblem('一二三四五六七八九十一二')).toBeNull();
    expect(groupNameProblem('一二三四五六七八九十一二三')).toBe(GROUP_NAME_CHARACTERS);
    for (const bad of ['团 队', 'team!', '团队😀', 'a-b', '<b>']) expect(groupNameProblem(bad)).toBe(GROUP_NAME_CHARACTERS);
    expect(GROUP_NAME_CHARACTERS).toBe('仅能输入12个字符的汉字、数字和字母');
  });

  it('accepts a short default name and asks to shorten a cut one', () => {
    expect(groupNameProblem(defaultGroupName(['crew1', 'crew2']))).toBeNull();
    expect(groupNameProblem(defaultGroupName(['player1', 'player2']))).toBe(GROUP_NAME_CHARACTERS);
  });

  it('names a group after its first two members, cut to 9 plus ... past 12 characters', () => {
    expect(defaultGroupName(['张三', '李四', '王五'])).toBe('张三_李四');
    expect(defaultGroupName(['crew1', 'crew2'])).toBe('crew1_crew2');
    expect(defaultGroupName(['player1', 'player2'])).toBe('player1_p...');
    expect(defaultGroupName(['一二三四五六七', '八九十'])).toBe('一二三四五六七_八九十');
    expect(defaultGroupName(['一二三四五六', '七八九十一二'])).toBe('一二三四五六_七八...');
  });

  it('wants 3 to memberLimit people including me', () => {
    expect(groupSizeProblem(1, 50)).toBe('群内最小人数3人，最大人数50人，建群不成功');
    expect(groupSizeProblem(2, 50)).toBeNull();
    expect(groupSizeProblem(49, 50)).toBeNull();
    expect(groupSizeProblem(50, 50)).toBe('群内最小人数3人，最大人数50人，建群不成功');
    expect(addSizeProblem(4, 0, 50)).toBe('请选择要添加的成员');
    expect(addSizeProblem(48, 2, 50)).toBeNull();
    expect(addSizeProblem(48, 3, 50)).toBe('群内最大人数50人，最多还可添加2人');
  });

  it('sends at most 2000 characters and says when the rest was cut', () => {
    expect(groupSendable('  😀 ')).toBeNull();
    expect(groupSendable(' 你好😀 ')).toEqual({ text: '你好', cut: false });
    const exact = '字'.repeat(2000);
    expect(groupSendable(exact)).toEqual({ text: exact, cut: false });
    const long = groupSendable('字'.repeat(1999) + '𠀀𠀀𠀀');
    expect(long?.cut).toBe(true);
    expect([...(long?.text ?? '')].length).toBe(2000);
    expect(long?.text.endsWith('𠀀')).toBe(true);
    expect(GROUP_MESSAGE_CUT).toBe('最大发送2000个字符，超出部分未能发送成功');
  });

  it('lets the owner always speak and members only when neither they nor everyone is muted', () => {
    expect(canSpeak({ isOwner: true, myMute: 1, allMute: 1 })).toBe(true);
    expect(canSpeak({ isOwner: false, myMute: 0, allMute: 0 })).toBe(true);
    expect(canSpeak({ isOwner: false, myMute: 1, allMute: 0 })).toBe(false);
    expect(canSpeak({ isOwner: false, myMute: 0, allMute: 1 })).toBe(false);
  });

  it('names people as the group detail names them to me (real to the owner), keeping the carried name for former members', () => {
    const ownersView = nameBook([
      { userId: 1, userName: 'crew1', nikeName: '船长' },
      { userId: 2, userName: 'crew2', nikeName: '' },
    ]);
    expect(ownersView(1, 'cre***')).toBe('船长');
    expect(ownersView(2, 'cre***')).toBe('crew2');
    expect(ownersView(3, 'gon***')).toBe('gon***');
    const joined = tip({
      users: [
        { userId: 1, nikeName: 'cre***' },
        { userId: 3, nikeName: 'gon***' },
      ],
    });
    expect(tipLines(joined, ME, ownersView)).toEqual(['船长、gon***进入群聊']);
    const grabbed = tip({
      type: GROUP_TIP.grabbed,
      users: [],
      redPacket: { redPacketId: 9, sendUserId: ME, sendNikeName: 'me***', grabUserId: 2, grabNikeName: 'cre***', end: 0 },
    });
    expect(tipLines(grabbed, ME, ownersView)).toEqual(['crew2领取了你的红包']);
    expect(nameBook(undefined)(1, 'cre***')).toBe('cre***');
  });

  it('words the tips of joining, leaving and muting, and hides them when the switch is off', () => {
    const users = [
      { userId: 1, nikeName: 'crew1' },
      { userId: 2, nikeName: 'cre***' },
    ];
    expect(tipLines(tip({ users }), ME)).toEqual(['crew1、cre***进入群聊']);
    expect(tipLines(tip({ users, display: 0 }), ME)).toEqual([]);
    expect(tipLines(tip({ type: GROUP_TIP.left, users: users.slice(0, 1) }), ME)).toEqual(['crew1离开群聊']);
    expect(tipLines(tip({ type: GROUP_TIP.mute, users: users.slice(0, 1), mute: 1 }), ME)).toEqual(['crew1已被管理员禁言']);
    expect(tipLines(tip({ type: GROUP_TIP.mute, users: users.slice(0, 1), mute: 0 }), ME)).toEqual(['crew1已被管理员解除禁言']);
    expect(tipLines(tip({ type: GROUP_TIP.muteAll, mute: 1 }), ME)).toEqual(['全体会员已被管理员禁言']);
    expect(tipLines(tip({ type: GROUP_TIP.muteAll, mute: 0 }), ME)).toEqual(['全体会员已被管理员解除禁言']);
    expect(tipLines(tip({ type: GROUP_TIP.refresh }), ME)).toEqual([]);
  });

  it('words a taken red packet for its taker and its sender only', () => {
    const grab = (grabUserId: number, sendUserId: number, end: 0 | 1 = 0) =>
      tip({ type: GROUP_TIP.grabbed, redPacket: { redPacketId: 1, sendUserId, sendNikeName: 'captain', grabUserId, grabNikeName: 'crew1', end } });
    expect(tipLines(grab(ME, ME), ME)).toEqual(['你领取了自己发的红包']);
    expect(tipLines(grab(ME, 3), ME)).toEqual(['你领取了captain的红包']);
    expect(tipLines(grab(3, ME), ME)).toEqual(['crew1领取了你的红包']);
    expect(tipLines(grab(3, ME, 1), ME)).toEqual(['crew1领取了你的红包', '红包已被领完']);
    expect(tipLines(grab(ME, ME, 1), ME)).toEqual(['你领取了自己发的红包', '红包已被领完']);
    expect(tipLines(grab(3, 4, 1), ME)).toEqual([]);
  });

  it('reloads on 1, 4, 5, 6 and when others left, and drops the group on 3 or when I left', () => {
    for (const type of [GROUP_TIP.joined, GROUP_TIP.mute, GROUP_TIP.muteAll, GROUP_TIP.refresh]) expect(tipEffect(tip({ type }), ME)).toBe('reload');
    expect(tipEffect(tip({ type: GROUP_TIP.dissolved }), ME)).toBe('remove');
    expect(tipEffect(tip({ type: GROUP_TIP.left, users: [{ userId: ME, nikeName: 'me' }] }), ME)).toBe('remove');
    expect(tipEffect(tip({ type: GROUP_TIP.left, users: [{ userId: 3, nikeName: 'x' }] }), ME)).toBe('reload');
    expect(tipEffect(tip({ type: GROUP_TIP.grabbed }), ME)).toBe('packet');
  });

  it('moves a card to claimed when I take it and to finished on the last share, keeping mine', () => {
    expect(cardStatusAfterGrab(RED_PACKET_CARD.none, { grabUserId: ME, end: 0 }, ME)).toBe(RED_PACKET_CARD.mine);
    expect(cardStatusAfterGrab(RED_PACKET_CARD.none, { grabUserId: 3, end: 0 }, ME)).toBe(RED_PACKET_CARD.none);
    expect(cardStatusAfterGrab(RED_PACKET_CARD.none, { grabUserId: 3, end: 1 }, ME)).toBe(RED_PACKET_CARD.finished);
    expect(cardStatusAfterGrab(RED_PACKET_CARD.mine, { grabUserId: 3, end: 1 }, ME)).toBe(RED_PACKET_CARD.mine);
  });
});
