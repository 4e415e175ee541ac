import { chatEndpoints, type ChatUnreadState } from '../../../contract/chat';
import { call } from '../call';

export const checkChatMessage = (): Promise<ChatUnreadState> => call(chatEndpoints.checkMessage);
