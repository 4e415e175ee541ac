import { chatEndpoints, type ChatUnreadState } from '../../../../contract/chat';
import { call } from '../../../lib/call';

export const markRead = (fromUserId: number): Promise<ChatUnreadState> => call(chatEndpoints.setUserMsgStatus, { fromUserId });
