import { chatEndpoints, type ChatContact } from '../../../../contract/chat';
import { call } from '../../../lib/call';

/** My agent, or null. */
export const getAgent = async (): Promise<ChatContact | null> => (await call(chatEndpoints.agentSearch))[0] ?? null;
