import { groupEndpoints, type GroupSummary } from '../../../../contract/groups';
import { call } from '../../../lib/call';

/** GET sub_search: my groups whose name contains the text (spec 2 §7 "group search by name"). */
export const searchGroups = (name: string): Promise<GroupSummary[]> => call(groupEndpoints.searchGroups, { name });
