import { LotteryRecords } from './LotteryRecords';
import { TraceRecords } from './TraceRecords';

/** The game-record tabs this feature serves inside the member center: lottery and trace. */
export function RecordsPage({ sub }: { sub: string }) {
  return sub === 'trace' ? <TraceRecords /> : <LotteryRecords />;
}
