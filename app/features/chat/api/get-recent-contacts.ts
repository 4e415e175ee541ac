import { chatEndpoints, type ChatContact } from '../../../../contract/chat';
import { call } from '../../../lib/call';

export const getRecentContacts = (): Promise<ChatContact[]> => call(chatEndpoints.recentContacts);
