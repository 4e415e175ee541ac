/**
 * The groups of the chat modal. Server data are cached reads: my groups with the limits of creating
 * groups and sending red packets, each group's detail and each group's history; the group_message
 * push writes into them (watchGroupPushes): a text or card lands in the open group's history or
 * raises the group's unread count; system tips reload, drop the group or move a red-packet card on
 * (group-rules.ts). Valtio keeps the client state: the open group and which view of it, the member
 * picker that swaps into the left panel, the name form, and my sends waiting for their ack.
 */
import { useQuery, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import {
  GROUP_MESSAGE_TYPE,
  groupEndpoints,
  type GroupDetail,
  type GroupList,
  type GroupMessage,
  type GroupSummary,
  type MemberResult,
} from '../../../../contract/groups';
import { toast } from '../../../../design-system';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { emitGroupMessage, emitGroupReceived } from '../../../lib/socket';
import { readOptions, type ReadSource } from '../../../shared/queries';
import { pushIntoCache, refreshOnCatchUp } from '../../../shared/socket-cache';
import { setActiveGroup } from '../../../stores/chat-store';
import { currentUser } from '../../../stores/user-info';
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
  /** The group on screen (its conversation or one of its views); null: none. */
  gid: null as number | null,
  /** My sends to the open group not yet acked, and those that failed (shown after the history). */
  outbox: [] as ShownGroupMessage[],
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

const me = () => currentUser()?.uin ?? 0;
const creating = () => groupState.picker?.mode === 'create' || (groupState.view === 'name' && groupState.nameForm.mode === 'create');

// ---- the cached reads ----

const listSource: ReadSource<Record<string, never>, GroupList> = { path: groupEndpoints.groups.path, fetch: () => call(groupEndpoints.groups) };
// Asked again on every open of the modal and after each tip that changes it.
const listRead = () => readOptions(listSource, {}, { staleTime: 0 });

const detailSource: ReadSource<{ gid: number }, GroupDetail> = {
  path: groupEndpoints.groupDetail.path,
  fetch: ({ gid }) => call(groupEndpoints.groupDetail, { gid }),
};
const detailRead = (gid: number) => readOptions(detailSource, { gid }, { staleTime: 0 });

export interface GroupHistoryPage {
  list: GroupMessage[];
  hasMore: boolean;
}
/** The latest page of a group's conversation, or the page older than a message. */
const groupHistoryPage = (gid: number, olderThanId?: number): Promise<GroupHistoryPage> =>
  call(groupEndpoints.groupHistoryMessage, olderThanId === undefined ? { gid } : { gid, id: olderThanId });
const historySource: ReadSource<{ gid: number }, GroupHistoryPage> = {
  path: groupEndpoints.groupHistoryMessage.path,
  fetch: ({ gid }) => groupHistoryPage(gid),
};
const historyRead = (gid: number) => readOptions(historySource, { gid });

const limitsOf = ({ groups: _groups, ...limits }: GroupList): Limits => limits;

export const cachedGroups = (): GroupSummary[] => queryClient.getQueryData(listRead().queryKey)?.groups ?? [];
const cachedLimits = (): Limits | null => {
  const list = queryClient.getQueryData(listRead().queryKey);
  return list ? limitsOf(list) : null;
};
export const cachedDetail = (gid: number | null): GroupDetail | null => (gid === null ? null : (queryClient.getQueryData(detailRead(gid).queryKey) ?? null));
export const cachedHistory = (gid: number): GroupHistoryPage | undefined => queryClient.getQueryData(historyRead(gid).queryKey);

/**
 * Asks again even when a request for the same read is on its way: a tip can change the group after that request
 * started, so its (older) answer is dropped for the new one's. A read with no answer yet joins the request on its way.
 */
function fetchAgain<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>): Promise<T> {
  const defaulted = queryClient.defaultQueryOptions({ retry: false, ...options });
  return queryClient.getQueryCache().build(queryClient, defaulted).fetch(defaulted, { cancelRefetch: true });
}

function changeListed(gid: number, change: (group: GroupSummary) => GroupSummary) {
  queryClient.setQueryData(listRead().queryKey, (list) => (list ? { ...list, groups: list.groups.map((g) => (g.gid === gid ? change(g) : g)) } : list));
}

/** Each card of a packet in the cached histories. */
function changeCards(redPacketId: number, status: (current: number) => number) {
  queryClient.setQueriesData<GroupHistoryPage>({ queryKey: [historySource.path] }, (history) =>
    history && history.list.some((m) => m.redPacket?.redPacketId === redPacketId)
      ? {
          ...history,
          list: history.list.map((m) =>
            m.redPacket?.redPacketId === redPacketId ? { ...m, redPacket: { ...m.redPacket, status: status(m.redPacket.status) } } : m,
          ),
        }
      : history,
  );
}

/** A stored message into a group's cached history, once (a push may have brought it already). */
function addToHistory(gid: number, message: GroupMessage) {
  queryClient.setQueryData(historyRead(gid).queryKey, (history) =>
    history && !(message.id > 0 && history.list.some((m) => m.id === message.id)) ? { ...history, list: [...history.list, message] } : history,
  );
}

/** My groups and the limits for a screen (loaded by `loadGroups`); the reason when the last load failed. */
export function useGroupList(): { groups: GroupSummary[]; limits: Limits | null; loadError: string } {
  const query = useQuery({ ...listRead(), enabled: false }, queryClient);
  return { groups: query.data?.groups ?? [], limits: query.data ? limitsOf(query.data) : null, loadError: query.error ? errorText(query.error) : '' };
}

/** The open group's detail for a screen; null while it loads. */
export function useOpenGroupDetail(): GroupDetail | null {
  const { gid } = useSnapshot(groupState);
  const query = useQuery({ ...detailRead(gid ?? 0), enabled: false }, queryClient);
  return gid === null ? null : (query.data ?? null);
}

/** The open group's history and my pending sends, for a screen. */
export function useGroupMessages(): { messages: ShownGroupMessage[]; hasOlder: boolean } {
  const { gid, outbox } = useSnapshot(groupState);
  const query = useQuery({ ...historyRead(gid ?? 0), enabled: false }, queryClient);
  if (gid === null) return { messages: [], hasOlder: false };
  return { messages: [...(query.data?.list ?? []), ...(outbox as ShownGroupMessage[])], hasOlder: query.data?.hasMore ?? false };
}

/** groups: the list and the limits. Failures keep what was shown (the panel shows the reason when nothing was). */
export async function loadGroups(): Promise<void> {
  try {
    await fetchAgain(listRead());
  } catch {
    // the panel shows the error
  }
}

/** A detail the server answered: cached, and the list's copy of its name, mute, size and config. */
function showDetail(detail: GroupDetail): void {
  queryClient.setQueryData(detailRead(detail.gid).queryKey, detail);
  changeListed(detail.gid, (g) => ({ ...g, groupName: detail.groupName, mute: detail.mute, memberCount: detail.memberCount, config: detail.config }));
}

async function loadDetail(gid: number): Promise<void> {
  try {
    showDetail(await fetchAgain(detailRead(gid)));
  } catch (error) {
    toast.error(errorText(error));
  }
}

/** A change answered with the new detail: it replaces any detail request on its way, whose answer is older. */
async function applyDetailChange(change: () => Promise<GroupDetail>): Promise<void> {
  const detail = await change();
  await queryClient.cancelQueries({ queryKey: detailRead(detail.gid).queryKey, exact: true });
  showDetail(detail);
}

function markRead(gid: number): void {
  const last = (cachedHistory(gid)?.list ?? []).reduce((max, m) => Math.max(max, m.id), 0);
  changeListed(gid, (g) => ({ ...g, unread: 0 }));
  if (last > 0) emitGroupReceived({ gid, id: last });
}

/** Opens a group's conversation: its detail and latest page, then reports it read. */
export async function openGroup(gid: number): Promise<void> {
  Object.assign(groupState, { gid, outbox: [], view: 'chat', redPacketId: null, loadingHistory: true });
  setActiveGroup(gid);
  // Each open shows the group as the server has it now, not an older copy first (reset, not removed: the screen
  // keeps observing the same queries).
  void queryClient.resetQueries({ queryKey: detailRead(gid).queryKey, exact: true });
  void queryClient.resetQueries({ queryKey: historyRead(gid).queryKey, exact: true });
  const detail = loadDetail(gid);
  try {
    await queryClient.fetchQuery(historyRead(gid));
  } catch (error) {
    toast.error(errorText(error));
  } finally {
    if (groupState.gid === gid) groupState.loadingHistory = false;
  }
  await detail;
  if (groupState.gid === gid) markRead(gid);
}

export async function loadOlderGroupMessages(): Promise<void> {
  const gid = groupState.gid;
  const oldest = gid === null ? undefined : cachedHistory(gid)?.list.find((m) => m.id > 0);
  if (gid === null || !oldest || groupState.loadingHistory) return;
  groupState.loadingHistory = true;
  try {
    const page = await groupHistoryPage(gid, oldest.id);
    queryClient.setQueryData(historyRead(gid).queryKey, (history) => (history ? { list: [...page.list, ...history.list], hasMore: page.hasMore } : history));
  } catch (error) {
    toast.error(errorText(error));
  } finally {
    groupState.loadingHistory = false;
  }
}

/** Leaves the group views (another contact opened, the modal closed). */
export function closeGroup(): void {
  Object.assign(groupState, { gid: null, outbox: [], view: 'chat', redPacketId: null, failure: null });
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
  const user = currentUser();
  if (gid === null || !sendable || !user) return false;
  if (sendable.cut) toast.error(GROUP_MESSAGE_CUT);
  const messageId = newMessageId();
  groupState.outbox.push({
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
    groupName: cachedDetail(gid)?.groupName ?? '',
    pending: true,
  });
  const settle = (change: (m: ShownGroupMessage) => void) => {
    const target = groupState.outbox.find((m) => m.messageId === messageId && m.pending);
    if (target) change(target);
  };
  try {
    const ack = await emitGroupMessage({ messageId, gid, message: sendable.text });
    if (ack.code === 1 && ack.result) {
      const at = groupState.outbox.findIndex((m) => m.messageId === messageId && m.pending);
      if (at >= 0) groupState.outbox.splice(at, 1);
      // The push of the same message may have brought it already: added once.
      addToHistory(gid, ack.result);
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
  queryClient.setQueryData(listRead().queryKey, (list) => (list ? { ...list, groups: list.groups.filter((g) => g.gid !== gid) } : list));
  if (groupState.gid === gid) closeGroup();
  queryClient.removeQueries({ queryKey: detailRead(gid).queryKey, exact: true });
  queryClient.removeQueries({ queryKey: historyRead(gid).queryKey, exact: true });
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
      changeCards(grab.redPacketId, (status) => cardStatusAfterGrab(status, grab, me()));
    }
    if (open && effect !== 'remove') addToHistory(gid, message);
    if (effect === 'remove') {
      dropGroup(gid);
      if (open) toast.info(tip.type === 3 ? '该群已解散' : '你已不在该群中');
    } else if (effect === 'reload') {
      // The list too: its member counts and mute flags change with the detail.
      void loadGroups();
      if (open) void loadDetail(gid);
    }
    return;
  }
  if (open) {
    // My own send from this tab is settled by its ack.
    if (message.from === me() && groupState.outbox.some((m) => m.messageId === message.messageId && m.pending)) return;
    const known = cachedHistory(gid)?.list.some((m) => m.id === message.id && m.id > 0);
    addToHistory(gid, message);
    if (!known && message.id > 0) emitGroupReceived({ gid, id: message.id });
    return;
  }
  const listed = cachedGroups().find((g) => g.gid === gid);
  if (listed && message.from !== me()) changeListed(gid, (g) => ({ ...g, unread: g.unread + 1 }));
  else if (!listed) void loadGroups();
}

/**
 * While the modal is open: group_message pushes write into the cached reads, and the list, the
 * details and the histories are asked again when the socket is back after a drop that lost pushes.
 */
export function watchGroupPushes(): () => void {
  const stopMessages = pushIntoCache('group_message', receiveGroupMessage);
  const stopCatchUp = refreshOnCatchUp(listSource.path, detailSource.path, historySource.path);
  return () => {
    stopMessages();
    stopCatchUp();
  };
}

/** The card of a packet on screen is mine now (I grabbed it), or its state is known from the server. */
export function setCardStatus(redPacketId: number, status: number): void {
  changeCards(redPacketId, () => status);
}

export function appendOwnMessage(message: GroupMessage): void {
  if (groupState.gid === message.to) addToHistory(message.to, message);
}

// ---- the member picker and creating a group ----

/** The members a create or an add names: their ids as the server takes them, comma-separated. */
const memberIds = (userIds: readonly number[]): string => userIds.join(',');

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
  const limits = cachedLimits();
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
  const name = cachedDetail(groupState.gid)?.groupName ?? '';
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
        const { gid } = await call(groupEndpoints.createGroup, { groupName: name, userId: memberIds(chosen) });
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
      await applyDetailChange(() => call(groupEndpoints.updateGroup, { gid, groupName: name }));
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
  const detail = cachedDetail(groupState.gid);
  const limits = cachedLimits();
  if (!picker || !detail || !limits) return;
  const problem = addSizeProblem(detail.memberCount, picker.selected.length, limits.memberLimit);
  if (problem) {
    picker.error = problem;
    return;
  }
  groupState.busy = true;
  try {
    const answer = await call(groupEndpoints.addMembers, { gid: detail.gid, userId: memberIds(picker.selected) });
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
  if (await act(() => call(groupEndpoints.mute, { gid, userId, mute }))) await loadDetail(gid);
}

export async function setAllMute(mute: 0 | 1): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  if (await act(() => call(groupEndpoints.muteAll, { gid, mute }))) await loadDetail(gid);
}

/** Deletes a member; with 3 or fewer left the server dissolves the group (the caller confirmed it). */
export async function deleteMember(userId: number): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  let dissolved = false;
  const ok = await act(async () => {
    dissolved = (await call(groupEndpoints.kickMembers, { gid, userId: String(userId) })).dissolved === 1;
  });
  if (!ok) return;
  if (dissolved) dropGroup(gid);
  else await loadDetail(gid);
}

export async function setGroupConfig(key: keyof GroupDetail['config'], value: 0 | 1): Promise<void> {
  const gid = groupState.gid;
  if (gid === null) return;
  await act(() => applyDetailChange(() => call(groupEndpoints.updateGroup, { gid, [`config.${key}`]: value })));
}

export async function leaveOpenGroup(): Promise<boolean> {
  const gid = groupState.gid;
  if (gid === null) return false;
  const ok = await act(() => call(groupEndpoints.leaveGroup, { gid }));
  if (ok) dropGroup(gid);
  return ok;
}

export async function dissolveOpenGroup(): Promise<boolean> {
  const gid = groupState.gid;
  if (gid === null) return false;
  const ok = await act(() => call(groupEndpoints.removeGroup, { gid }));
  if (ok) dropGroup(gid);
  return ok;
}

export const groupPickerActive = () => groupState.picker !== null || creating();

/** Closing the modal forgets the group views (the next open reloads). */
export function resetGroups(): void {
  closeGroup();
  groupState.picker = null;
  groupState.failure = null;
  queryClient.removeQueries({ queryKey: [detailSource.path] });
  queryClient.removeQueries({ queryKey: [historySource.path] });
}
