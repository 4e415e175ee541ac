import { chatEndpoints, type ChatContact } from '../../../../contract/chat';
import { call } from '../../../lib/call';

export const getAgent = (): Promise<ChatContact | null> => call(chatEndpoints.agentSearch);
