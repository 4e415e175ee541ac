/** The team center's calls (contract/team.ts). */
import { teamEndpoints, type LowerTransferRequest, type OpenAccountRequest } from '../../../contract/team';
import { call } from '../../lib/call';

export const transferToLower = (body: LowerTransferRequest) => call(teamEndpoints.lowerTransfer, body);
export const openAccount = (body: OpenAccountRequest) => call(teamEndpoints.openAccount, body);
export const addLink = (point: string, userType: 0 | 1) => call(teamEndpoints.addLink, { point, userType });
export const removeLink = (code: string) => call(teamEndpoints.removeLink, { code });
