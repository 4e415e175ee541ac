import type { ChatUnread } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { http } from '../http';

/** GET the unread chat count: code 1, result { count, ids }. */
export function getChatUnread(): Promise<ChatUnread> {
  return http.get<ChatUnread>(contentPaths.chatUnread);
}
