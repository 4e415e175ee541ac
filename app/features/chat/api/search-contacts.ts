import { chatEndpoints, type ChatContact } from '../../../../contract/chat';
import { call } from '../../../lib/call';

export const searchContacts = (userName: string): Promise<ChatContact[]> => call(chatEndpoints.search, { userName });
