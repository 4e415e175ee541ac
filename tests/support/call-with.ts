import type { AnyEndpoint } from '../../contract/endpoint';
import type * as CallModule from '../../app/lib/call';

/**
 * For `vi.mock` of app/lib/call: the listed endpoints are answered by the test's functions (which may
 * throw, like a failed request); every other endpoint goes through the real call. A listed endpoint's
 * function runs when the call is made, as the real call starts its request at once.
 *
 *   vi.mock('…/app/lib/call', async (real) => callWith(await real(), [[lotteryEndpoints.classifyList, () => categories]]));
 */
export function callWith(real: typeof CallModule, answered: ReadonlyArray<readonly [AnyEndpoint, (input: unknown) => unknown]>): typeof CallModule {
  const answers = new Map(answered);
  const call = ((endpoint: AnyEndpoint, ...rest: unknown[]) => {
    const answer = answers.get(endpoint);
    return answer ? new Promise((resolve) => resolve(answer(rest[0]))) : (real.call as (...args: unknown[]) => Promise<unknown>)(endpoint, ...rest);
  }) as typeof CallModule.call;
  return { ...real, call };
}
