import { chatEndpoints, DOWNLINE_PAGE_SIZE } from '../../../../contract/chat';
import type { PayloadOf } from '../../../../contract/endpoint';
import { call } from '../../../lib/call';

export const getDownline = (currPage = 1): Promise<PayloadOf<typeof chatEndpoints.subContact>> =>
  call(chatEndpoints.subContact, { currPage, pageSize: DOWNLINE_PAGE_SIZE });
