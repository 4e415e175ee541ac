import { chatEndpoints, MSG_TYPE, SEARCH_TYPE } from '../../../../contract/chat';
import type { PayloadOf } from '../../../../contract/endpoint';
import { call } from '../../../lib/call';

/** The latest page of a conversation, or the page older than messageId. */
export const getHistory = (fromUserId: number, messageId?: number): Promise<PayloadOf<typeof chatEndpoints.historyMessage>> =>
  call(chatEndpoints.historyMessage, {
    msgType: MSG_TYPE.direct,
    searchType: SEARCH_TYPE.older,
    fromUserId,
    ...(messageId === undefined ? {} : { messageId }),
  });
