/** Links out of the lottery screens, from the app's one path table (app/lib/paths.ts). */
import { href } from '../../lib/paths';

export const chartHref = (family: string, lottery: string) => href.chart(family, lottery);
export const betRecordsHref = href.personal('game', 'lottery');
export const traceRecordsHref = href.personal('game', 'trace');
export const verifyHref = (lottery: string, issue: string) => href.verify(lottery, issue);
