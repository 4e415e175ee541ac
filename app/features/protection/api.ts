/** Player protection's calls (contract/protection.ts), each over the one HTTP client. */
import { protectionEndpoints as e, type ProtectionLimit, type ProtectionPause } from '../../../contract/protection';
import { call } from '../../lib/call';

export const setProtectionLimit = (limit: ProtectionLimit, amount: string) => call(e.setLimit, { limit, amount });
export const startProtectionPause = (pause: ProtectionPause) => call(e.pause, { pause });
export const setRealityMinutes = (minutes: 0 | 15 | 30 | 60) => call(e.setReality, { minutes });
