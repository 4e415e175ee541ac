import { contentEndpoints, type ChatUnread } from '../../../contract/content';
import { call } from '../call';

export const getChatUnread = (): Promise<ChatUnread> => call(contentEndpoints.chatUnread);
