/**
 * The chat button's state: the unread count is the number of
 * distinct conversation ids; the chat modal's contents arrive with the chat issue.
 */
import { proxy } from 'valtio';
import { toast } from '../../design-system';
import { getChatUnread } from '../lib/api/get-chat-unread';
import { onSessionCleared, sessionState } from './session-store';
import { chatAccess } from './user-rules';

export const chatState = proxy({
  open: false,
  unreadIds: [] as string[],
  get unread(): number {
    return this.unreadIds.length;
  },
});

export function addUnread(id: string): void {
  if (!chatState.unreadIds.includes(id)) chatState.unreadIds.push(id);
}

export function removeUnread(id: string): void {
  const at = chatState.unreadIds.indexOf(id);
  if (at >= 0) chatState.unreadIds.splice(at, 1);
}

/** The unread fetch: sets the list when its code is 1. */
export function setUnread(code: number, ids: readonly string[]): void {
  if (code !== 1) return;
  chatState.unreadIds = [...new Set(ids)];
}

/** Fetches the unread conversations (types without chat are not asked); failures keep the count. */
export async function loadUnread(userType: number | undefined): Promise<void> {
  if (userType === undefined || !chatAccess(userType).allowed) return;
  try {
    const unread = await getChatUnread();
    setUnread(1, unread.ids);
  } catch {
    // the badge keeps its count
  }
}

export function openChat(): boolean {
  const access = chatAccess(sessionState.user?.userType);
  if (!access.allowed) {
    toast.warning(access.message);
    return false;
  }
  chatState.open = true;
  return true;
}

export function closeChat(): void {
  chatState.open = false;
}

onSessionCleared(() => {
  chatState.open = false;
  chatState.unreadIds = [];
});
