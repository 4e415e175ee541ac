/**
 * The group rules the chat modal applies before asking the server: the name, the size, the text
 * limit, the lines the system tips show, and how a tip moves a red-packet card on.
 */
import { chatLength, cleanChatText } from '../../../../contract/chat';
import {
  GROUP_MESSAGE_MAX,
  GROUP_MIN_MEMBERS,
  GROUP_NAME_MAX,
  GROUP_NAME_PATTERN,
  GROUP_TIP,
  RED_PACKET_CARD,
  type GroupTip,
} from '../../../../contract/groups';
import { errorCodes } from '../../../../contract/primitives';

export const GROUP_NAME_REQUIRED = errorCodes.groupNameEmpty.msg;
export const GROUP_NAME_CHARACTERS = `仅能输入${GROUP_NAME_MAX}个字符的汉字、数字和字母`;
export const GROUP_MESSAGE_CUT = `最大发送${GROUP_MESSAGE_MAX}个字符，超出部分未能发送成功`;
export const LEAVE_CONFIRM = '是否要离开此群聊';
export const CREATE_FAILED = '建群失败';
export const ADD_FAILED = '添加成员失败';

/** A default name longer than this is cut to DEFAULT_NAME_KEEP characters plus '...'. */
const DEFAULT_NAME_KEEP = 9;

/**
 * The name from the first two members chosen, joined by an underscore (a character names may hold);
 * past 12 characters, the first 9 plus '...', which the name rule then asks the player to shorten.
 */
export function defaultGroupName(memberNames: readonly string[]): string {
  const joined = memberNames.slice(0, 2).join('_');
  const chars = [...joined];
  return chars.length > GROUP_NAME_MAX ? `${chars.slice(0, DEFAULT_NAME_KEEP).join('')}...` : joined;
}

/** The problem with a group name, or null (the server applies the same rule). */
export function groupNameProblem(name: string): string | null {
  const text = name.trim();
  if (!text) return GROUP_NAME_REQUIRED;
  return GROUP_NAME_PATTERN.test(text) ? null : GROUP_NAME_CHARACTERS;
}

/** The spec's message "…建网不成功" (its own "style"), with 建群 for its evident typo 建网. */
export const groupSizeMessage = (memberLimit: number) => `群内最小人数${GROUP_MIN_MEMBERS}人，最大人数${memberLimit}人，建群不成功`;

/** Creating: I and those chosen make at least 3 and at most memberLimit. */
export function groupSizeProblem(chosen: number, memberLimit: number): string | null {
  const total = chosen + 1;
  return total < GROUP_MIN_MEMBERS || total > memberLimit ? groupSizeMessage(memberLimit) : null;
}

/** Adding: the group may not grow past memberLimit. */
export function addSizeProblem(memberCount: number, adding: number, memberLimit: number): string | null {
  if (adding < 1) return '请选择要添加的成员';
  return memberCount + adding > memberLimit ? `群内最大人数${memberLimit}人，最多还可添加${Math.max(0, memberLimit - memberCount)}人` : null;
}

/** What a group input sends: emoji stripped, trimmed, cut to 2000 characters (cut says it was); null when nothing is left. */
export function groupSendable(raw: string): { text: string; cut: boolean } | null {
  const text = cleanChatText(raw);
  if (!text) return null;
  if (chatLength(text) <= GROUP_MESSAGE_MAX) return { text, cut: false };
  return { text: [...text].slice(0, GROUP_MESSAGE_MAX).join('').trimEnd(), cut: true };
}

/** The input shows to the owner, or to a member not muted while the group is not all-muted. */
export const canSpeak = (group: { isOwner: boolean; myMute: number; allMute: number }) => group.isOwner || (group.myMute === 0 && group.allMute === 0);

/** A person's name as the viewer should see it: `fallback` is the name a message or tip carries, masked for every member alike. */
export type NameOf = (userId: number, fallback: string) => string;

/**
 * Names as the group's detail gives them to me (the server decides per viewer: real to the owner
 * and to myself, masked to ordinary members), for messages, tips and red-packet records that reach
 * every member with the same masked name; someone no longer a member keeps that name.
 */
export function nameBook(members: ReadonlyArray<{ userId: number; userName: string; nikeName: string }> | undefined): NameOf {
  const byId = new Map((members ?? []).map((m) => [m.userId, m.nikeName || m.userName]));
  return (userId, fallback) => byId.get(userId) ?? fallback;
}

const asCarried: NameOf = (_userId, fallback) => fallback;

/**
 * The lines a system tip shows me (none for a refresh, nor when the group's switch for that kind is off).
 * A taken red packet shows only to its sender and its taker.
 */
export function tipLines(tip: GroupTip, me: number, nameOf: NameOf = asCarried): string[] {
  const names = (users: GroupTip['users']) => users.map((u) => nameOf(u.userId, u.nikeName)).join('、');
  switch (tip.type) {
    case GROUP_TIP.joined:
      return tip.display ? [`${names(tip.users)}进入群聊`] : [];
    case GROUP_TIP.left:
      return tip.display ? [`${names(tip.users)}离开群聊`] : [];
    case GROUP_TIP.dissolved:
      return ['该群已解散'];
    case GROUP_TIP.mute:
      return tip.display ? [`${names(tip.users)}${tip.mute ? '已被管理员禁言' : '已被管理员解除禁言'}`] : [];
    case GROUP_TIP.muteAll:
      return tip.display ? [tip.mute ? errorCodes.groupAllMuted.msg : '全体会员已被管理员解除禁言'] : [];
    case GROUP_TIP.grabbed: {
      const packet = tip.redPacket;
      if (!packet) return [];
      const lines: string[] = [];
      if (packet.grabUserId === me)
        lines.push(packet.sendUserId === me ? '你领取了自己发的红包' : `你领取了${nameOf(packet.sendUserId, packet.sendNikeName)}的红包`);
      else if (packet.sendUserId === me) lines.push(`${nameOf(packet.grabUserId, packet.grabNikeName)}领取了你的红包`);
      if (packet.end && packet.sendUserId === me) lines.push(errorCodes.redPacketFinished.msg);
      return lines;
    }
    default:
      return [];
  }
}

/** What a tip asks of the client: reload the list and the open group's detail, drop the group, or update a packet card. */
export type TipEffect = 'reload' | 'remove' | 'packet' | 'none';

export function tipEffect(tip: GroupTip, me: number): TipEffect {
  switch (tip.type) {
    case GROUP_TIP.joined:
    case GROUP_TIP.mute:
    case GROUP_TIP.muteAll:
    case GROUP_TIP.refresh:
      return 'reload';
    case GROUP_TIP.left:
      return tip.users.some((u) => u.userId === me) ? 'remove' : 'reload';
    case GROUP_TIP.dissolved:
      return 'remove';
    case GROUP_TIP.grabbed:
      return 'packet';
    default:
      return 'none';
  }
}

/** A card's status after a grab tip: taken by me → 1 (kept), the last share → 3. */
export function cardStatusAfterGrab(current: number, grab: { grabUserId: number; end: number }, me: number): number {
  if (grab.grabUserId === me) return RED_PACKET_CARD.mine;
  if (current === RED_PACKET_CARD.mine) return current;
  return grab.end ? RED_PACKET_CARD.finished : current;
}
