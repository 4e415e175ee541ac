/** A lottery's odds, read once and kept: the plate asks for them, a bet refused for changed odds forgets them. */
import { lotteryEndpoints, type OddsResult } from '../../../contract/lottery';
import { call } from '../../lib/call';
import { queryClient, queryKeyOf } from '../../lib/query-client';

/** Odds change only when an operator edits them: a lottery's odds are kept this long, so switching back does not refetch. */
export const ODDS_CACHE_MS = 5 * 60_000;

const oddsQuery = (lottery: string) => ({ lottery: lottery.toUpperCase() });

/** The odds of a lottery, from the cache while they are younger than ODDS_CACHE_MS. */
export const getOdds = (lottery: string): Promise<OddsResult> =>
  queryClient.fetchQuery({
    queryKey: queryKeyOf(lotteryEndpoints.odds, oddsQuery(lottery)),
    queryFn: () => call(lotteryEndpoints.odds, oddsQuery(lottery)),
    staleTime: ODDS_CACHE_MS,
  });

/** The server refused a line's odds as changed: the next read asks it again. */
export const forgetOdds = (lottery: string): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf(lotteryEndpoints.odds, oddsQuery(lottery)), refetchType: 'none' });
