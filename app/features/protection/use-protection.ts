/** The protection state's server read, shared by the section's tabs; a change answers the new state, which replaces it. */
import { protectionEndpoints, type ProtectionState } from '../../../contract/protection';
import { queryClient, queryKeyOf } from '../../lib/query-client';
import { refreshReads, useEndpointQuery } from '../../shared/queries';

export const useProtectionState = () => useEndpointQuery(protectionEndpoints.state, {});

/** Keeps the state a change answered, and has the reality check ask again (its interval or the pause may have changed). */
export function applyProtectionState(state: ProtectionState): void {
  queryClient.setQueryData(queryKeyOf(protectionEndpoints.state, {}), state);
  void refreshReads(protectionEndpoints.reality.path);
}
