import { chatEndpoints } from '../../contract/chat';
import { groupEndpoints } from '../../contract/groups';
import { receiveChatMessage, receiveGroupMessageForBadge } from '../stores/chat-store';
import { pushIntoCache, refreshOnCatchUp } from './socket-cache';

/**
 * While logged in: chat_message and group_message pushes write into the chat badge's cached reads
 * (stores/chat-store.ts), which are asked again when the socket is back after a drop that lost pushes.
 */
export function watchChatUnreadPushes(): () => void {
  const stops = [
    pushIntoCache('chat_message', receiveChatMessage),
    pushIntoCache('group_message', receiveGroupMessageForBadge),
    refreshOnCatchUp(chatEndpoints.checkMessage.path, groupEndpoints.groups.path),
  ];
  return () => stops.forEach((stop) => stop());
}
