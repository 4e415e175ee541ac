import { chatEndpoints, type ChatUnreadState } from '../../../contract/chat';
import { groupEndpoints, type GroupList } from '../../../contract/groups';
import { call } from '../call';

export const checkChatMessage = (): Promise<ChatUnreadState> => call(chatEndpoints.checkMessage);

/** My groups with their unread counts (the chat badge counts groups with unread messages). */
export const getGroupList = (): Promise<GroupList> => call(groupEndpoints.groups);
