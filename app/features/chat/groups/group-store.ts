/**
 * The groups of the chat modal: my groups with the limits of creating groups and sending red
 * packets, the group on screen (detail, conversation, which view of it), the member picker that
 * swaps into the left panel, and every management action. A group_message push appends to the
 * open conversation or raises the group's unread count; system tips reload, drop the group or
 * move a red-packet card on (group-rules.ts).
 */
import { proxy } from 'valtio';
import { GROUP_MESSAGE_TYPE, type GroupDetail, type GroupList, type GroupMessage, type GroupSummary, type MemberResult } from '../../../../contract/groups';
import { toast } from '../../../../design-system';
import { answerOrder } from '../../../lib/answer-order';
import { errorText } from '../../../lib/http';
import { emitGroupMessage, emitGroupReceived } from '../../../lib/socket';
import { setActiveGroup, setUnreadGroups } from '../../../stores/chat-store';
import { sessionState } from '../../../stores/session-store';
import {
  addMembers,
  createGroup,
  getGroupDetail,
  getGroupHistory,
  getGroups,
  kickMembers,
  leaveGroup,
  muteAll,
  muteMember,
  removeGroup,
  updateGroup,
} from './api';
import {
  ADD_FAILED,
  addSizeProblem,
  cardStatusAfterGrab,
  CREATE_FAILED,
  defaultGroupName,
  GROUP_MESSAGE_CUT,
  groupNameProblem,
  groupSendable,
  groupSizeProblem,
  tipEffect,
} from './group-rules';

export interface ShownGroupMessage extends GroupMessage {
  /** Waiting for the ack. */
  pending?: boolean;
  /** The send failed: the server's message. */
  error?: string;
}

/**
 * The middle panel while a group is open: the conversation, group settings, the name form (creating
 * or renaming), message settings, and the red-packet views.
 */
export type GroupView = 'chat' | 'settings' | 'name' | 'messageSettings' | 'redPacketSend' | 'redPacketOpen' | 'redPacketStatus' | 'redPacketRecords';

export type Limits = Omit<GroupList, 'groups'>;

/** A failure shown as a dialog: 建群失败 with the server's message, 添加成员失败 with those not added. */
export interface GroupFailure {
  title: string;
  message: string;
  users: MemberResult[];
}

export interface PickerState {
  mode: 'create' | 'add';
  selected: number[];
  error: string;
}

export const groupState = proxy({
  limits: null as Limits | null,
  groups: [] as GroupSummary[],
  loadError: '',
  /** The group on screen (its conversation or one of its views); null: none. */
  gid: null as number | null,
  detail: null as GroupDetail | null,
  messages: [] as ShownGroupMessage[],
  hasOlder: false,
  loadingHistory: false,
  view: 'chat' as GroupView,
  /** The member picker in the left panel (creating a group or adding to the open one). */
  picker: null as PickerState | null,
  /** The name form: creating (with the default offered) or renaming. */
  nameForm: { mode: 'create' as 'create' | 'rename', value: '', offered: '', error: '', busy: false },
  /** The packet the red-packet views show. */
  redPacketId: null as number | null,
  failure: null as GroupFailure | null,
  busy: false,
});

const me = () => sessionState.user?.uin ?? 0;
const creating = () => groupState.picker?.mode === 'create' || (groupState.view === 'name' && groupState.nameForm.mode === 'create');

// Tips reload the list and the open group's detail; two tips in quick succession (a member added, another leaving) can be answered out of order.
const listAnswers = answerOrder();
const detailAnswers = answerOrder();

/** groups: the list and the limits. Failures keep what was shown (the panel shows the reason when nothing was). */
export async function loadGroups(): Promise<void> {
  try {
    await listAnswers(getGroups, ({ groups, ...limits }) => {
      groupState.groups = groups;
      groupState.limits = limits;
      groupState.loadError = '';
      setUnreadGroups(groups.filter((g) => g.gid !== groupState.gid));
    });
  } catch (error) {
    groupState.loadError = errorText(error);
  }
}

function showDetail(detail: GroupDetail): void {
  if (groupState.gid !== detail.gid) return;
  groupState.detail = detail;
  const listed = groupState.groups.find((g) => g.gid === detail.gid);
  if (listed) Object.assign(listed, { groupName: detail.groupName, mute: detail.mute, memberCount: detail.memberCount, config: detail.config });
}

async function loadDetail(gid: number): Promise<void> {
  try {
    await detailAnswers(() => getGroupDetail(gid), showDetail);
  } catch (error) {
    toast.error(errorText(error));
  }
}

function markRead(gid: number): void {
  const last = groupState.messages.reduce((max, m) => Math.max(max, m.id), 0);
  const listed = groupState.groups.find((g) => g.gid === gid);
  if (listed) listed.unread = 0;
  if (last > 0) emitGroupReceived({ gid, id: last });
}

/** Opens a group's conversation: its detail and latest page, then reports it read. */
export async function openGroup(gid: number): Promise<void> {
  Object.assign(groupState, { gid, detail: null, messages: [], hasOlder: false, view: 'chat', redPacketId: null, loadingHistory: true });
  setActiveGroup(gid);
  const detail = loadDetail(gid);
  try {
    const page = await getGroupHistory(gid);
    if (groupState.gid !== gid) return;
    groupState.messages = page.list;
    groupState.hasOlder = page.hasMore;
  } catch (error) {
    toast.error(errorText(error));
  } finally {
    groupState.loadingHistory = false;
  }
  await detail;
  if (groupState.gid === gid) markRead(gid);
}

export async function loadOlderGroupMessages(): Promise<void> {
  const gid = groupState.gid;
  const oldest = groupState.messages.find((m) => m.id > 0);
  if (gid === null || !oldest || groupState.loadingHistory) return;
  groupState.loadingHistory = true;
  try {
    const page = await getGroupHistory(gid, oldest.id);
    if (groupState.gid !== gid) return;
    groupState.messages.unshift(...page.list);
    groupState.hasOlder = page.hasMore;
  } catch (error) {
    toast.error(errorText(error));
  } finally {
    groupState.loadingHistory = false;
  }
}

/** Leaves the group views (another contact opened, the modal closed). */
export function closeGroup(): void {
  Object.assign(groupState, { gid: null, detail: null, messages: [], view: 'chat', redPacketId: null, failure: null });
  setActiveGroup(null);
  if (groupState.picker?.mode === 'add') groupState.picker = null;
}

export function showGroupView(view: GroupView, redPacketId: number | null = groupState.redPacketId): void {
  groupState.view = view;
  groupState.redPacketId = redPacketId;
}

let sends = 0;
const newMessageId = () => `g${Date.now().toString(36)}${(++sends).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Sends a text to the open group: cut to 2000 characters (saying so), pending until the ack. */
export async function sendGroupText(raw: string): Promise<boolean> {
  const gid = groupState.gid;
  const sendable = groupSendable(raw);
  const user = sessionState.user;
  if (gid === null || !sendable || !user) return false;
  if (sendable.cut) toast.error(GROUP_MESSAGE_CUT);
  const messageId = newMessageId();
  groupState.messages.push({
    id: 0,
    messageId,
    from: user.uin,
    fromNikeName: user.nikeName,
    to: gid,
    messageType: GROUP_MESSAGE_TYPE.text,
    message: sendable.text,
    time: Date.now(),
    scene: 1,
    acceptType: 1,
    groupName: groupState.detail?.groupName ?? '',
    pending: true,
  });
  const settle = (change: (m: ShownGroupMessage) => void) => {
    const target = groupState.messages.find((m) => m.messageId === messageId && m.pending);
    if (target) change(target);
  };
  try {
    const ack = await emitGroupMessage({ messageId, gid, message: sendable.text });
    if (ack.code === 1 && ack.result) {
      const stored = ack.result;
      const at = groupState.messages.findIndex((m) => m.messageId === messageId && m.pending);
      // The push of the same message may have come first.
      const already = groupState.messages.some((m) => m.id === stored.id);
      if (at >= 0) {
        if (already) groupState.messages.splice(at, 1);
        else groupState.messages[at] = stored;
      }
      return true;
    }
    settle((m) => Object.assign(m, { pending: false, error: ack.msg }));
    toast.error(ack.msg);
  } catch {
    settle((m) => Object.assign(m, { pending: false, error: '发送失败' }));
  }
  return false;
}

function dropGroup(gid: number): void {
  groupState.groups = groupState.groups.filter((g) => g.gid !== gid);
  if (groupState.gid === gid) closeGroup();
}

/** A group_message push: a text or card for a group, or a system tip with its effect. */
export function receiveGroupMessage(message: GroupMessage): void {
  const gid = message.to;
  const open = groupState.gid === gid;
  const tip = message.messageType === GROUP_MESSAGE_TYPE.tip ? message.tip : undefined;
  if (tip) {
    const effect = tipEffect(tip, me());
    if (effect === 'packet' && tip.redPacket) {
      const grab = tip.redPacket;
      for (const m of groupState.messages)
        if (m.redPacket?.redPacketId === grab.redPacketId) m.redPacket.status = cardStatusAfterGrab(m.redPacket.status, grab, me());
    }
    if (open && effect !== 'remove') groupState.messages.push(message);
    if (effect === 'remove') {
      const wasOpen = open;
      dropGroup(gid);
      if (wasOpen) toast.info(tip.type === 3 ? '该群已解散' : '你已不在该群中');
    } else if (effect === 'reload') {
      // The list too: its member counts and mute flags change with the detail.
      void loadGroups();
      if (open) void loadDetail(gid);
    }
    return;
  }
  if (open) {
    if (groupState.messages.some((m) => m.id === message.id && m.id > 0)) return;
    // My own send from this tab is settled by its ack.
    if (message.from === me() && groupState.messages.some((m) => m.messageId === message.messageId && m.pending)) return;
    groupState.messages.push(message);
    if (message.id > 0) emitGroupReceived({ gid, id: message.id });
    return;
  }
  const listed = groupState.groups.find((g) => g.gid === gid);
  if (listed && message.from !== me()) listed.unread += 1;
  else if (!listed) void loadGroups();
}

/** The card of a packet on screen is mine now (I grabbed it), or its state is known from the server. */
export function setCardStatus(redPacketId: number, status: number): void {
  for (const m of groupState.messages) if (m.redPacket?.redPacketId === redPacketId) m.redPacket.status = status;
}

export function appendOwnMessage(message: GroupMessage): void {
  if (groupState.gid === message.to && !groupState.messages.some((m) => m.id === message.id)) groupState.messages.push(message);
}

// ---- the member picker and creating a group ----

export function startPicker(mode: 'create' | 'add'): void {
  groupState.picker = { mode, selected: [], error: '' };
}

export function setPicked(ids: number[]): void {
  if (!groupState.picker) return;
  groupState.picker.selected = ids;
  groupState.picker.error = '';
}

export function cancelPicker(): void {
  groupState.picker = null;
  if (groupState.view === 'name' && groupState.nameForm.mode === 'create') groupState.view = 'chat';
}

/** Creating: with 2 or more chosen, on to the name form with the default name offered. */
export function pickerNext(nameOf: (userId: number) => string): boolean {
  const picker = groupState.picker;
  const limits = groupState.limits;
  if (!picker || !limits) return false;
  const problem = groupSizeProblem(picker.selected.length, limits.memberLimit);
  if (problem) {
    picker.error = problem;
    return false;
  }
  const offered = defaultGroupName(picker.selected.map(nameOf));
  groupState.nameForm = { mode: 'create', value: offered, offered, error: '', busy: false };
  groupState.view = 'name';
  return true;
}

export function startRename(): void {
  const name = groupState.detail?.groupName ?? '';
  groupState.nameForm = { mode: 'rename', value: name, offered: '', error: '', busy: false };
  groupState.view = 'name';
}

export function setNameValue(value: string): void {
  groupState.nameForm.value = value;
  groupState.nameForm.error = '';
}

/** The name form's 确定: creates the group with those picked, or renames the open one. */
export async function submitName(): Promise<void> {
  const form = groupState.nameForm;
  const problem = groupNameProblem(form.value);
  if (problem) {
    form.error = problem;
    return;
  }
  const name = form.value.trim();
  form.busy = true;
  try {
    if (form.mode === 'create') {
      const chosen = groupState.picker?.selected ?? [];
      try {
        const { gid } = await createGroup(name, chosen);
        groupState.picker = null;
        await loadGroups();
        await openGroup(gid);
      } catch (error) {
        groupState.failure = { title: CREATE_FAILED, message: errorText(error), users: [] };
      }
      return;
    }
    const gid = groupState.gid;
    if (gid === null) return;
    try {
      await detailAnswers(() => updateGroup({ gid, groupName: name }), showDetail);
      groupState.view = 'settings';
    } catch (error) {
      form.error = errorText(error);
    }
  } finally {
    form.busy = false;
  }
}

/** Adding: those picked join the open group; those refused are listed in 添加成员失败. */
export async function submitAdd(): Promise<void> {
  const picker = groupState.picker;
  const detail = groupState.detail;
  const limits = groupState.limits;
  if (!picker || !detail || !limits) return;
  const problem = addSizeProblem(detail.memberCount, picker.selected.length, limits.memberLimit);
  if (problem) {
    picker.error = problem;
    return;
  }
  groupState.busy = true;
  try {
    const answer = await addMembers(detail.gid, picker.selected);
    const failed = answer.list.filter((r) => r.code !== 1);
    groupState.picker = null;
    if (failed.length > 0)
      groupState.failure = {
        title: ADD_FAILED,
        message: failed.length === answer.list.length ? '以下用户未能加入群聊' : '部分用户未能加入群聊',
        users: failed,
      };
    await loadDetail(detail.gid);
  } catch (error) {
    groupState.failure = { title: ADD_FAILED, message: errorText(error), users: [] };
  } finally {
    groupState.busy = false;
  }
}

export function dismissFailure(): void {
  groupState.failure = null;
}

// ---- management ----

async function act(run: () => Promise<unknown>): Promise<boolean> {
  groupState.busy = true;
  try {
    await run();
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  } finally {
    groupState.busy = false;
  }
}

/** The member panel's refresh: the detail (online flags, mutes) and the list. */
export async function refreshGroup(): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  await Promise.all([loadGroups(), loadDetail(gid)]);
}

export async function setMemberMute(userId: number, mute: 0 | 1): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  if (await act(() => muteMember(gid, userId, mute))) await loadDetail(gid);
}

export async function setAllMute(mute: 0 | 1): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  if (await act(() => muteAll(gid, mute))) await loadDetail(gid);
}

/** Deletes a member; with 3 or fewer left the server dissolves the group (the caller confirmed it). */
export async function deleteMember(userId: number): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  let dissolved = false;
  const ok = await act(async () => {
    dissolved = (await kickMembers(gid, [userId])).dissolved === 1;
  });
  if (!ok) return;
  if (dissolved) dropGroup(gid);
  else await loadDetail(gid);
}

export async function setGroupConfig(key: keyof GroupDetail['config'], value: 0 | 1): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  await act(() => detailAnswers(() => updateGroup({ gid, [`config.${key}`]: value }), showDetail));
}

export async function leaveOpenGroup(): Promise<boolean> {
  const gid = groupState.gid;
  if (gid === null) return false;
  const ok = await act(() => leaveGroup(gid));
  if (ok) dropGroup(gid);
  return ok;
}

export async function dissolveOpenGroup(): Promise<boolean> {
  const gid = groupState.gid;
  if (gid === null) return false;
  const ok = await act(() => removeGroup(gid));
  if (ok) dropGroup(gid);
  return ok;
}

export const groupPickerActive = () => groupState.picker !== null || creating();

/** Closing the modal forgets the group views (the next open reloads). */
export function resetGroups(): void {
  closeGroup();
  groupState.picker = null;
  groupState.failure = null;
}
