/**
 * The reality check's calls, by path rather than through the protection contract's endpoint table:
 * the signed-in shell asks them on every page, and the table's schemas would weigh on every page's first load.
 */
import { protectionPaths } from '../../../contract/paths';
import type { RealityCheck } from '../../../contract/protection';
import { http } from '../../lib/http';

export const getRealityCheck = () => http.get<RealityCheck>(protectionPaths.reality);
export const markRealityShown = () => http.post<RealityCheck>(protectionPaths.realityShown, {});
