/** The time windows and pages that member reports read by, and the Beijing day a time column falls on. */
import { sql } from 'kysely';
import { BEIJING_OFFSET_MS, DAY_MS } from '../../rules/beijing-time';

/** Epoch ms: `from` included, `to` not. */
export interface TimeRange {
  from: number;
  to: number;
}

/** One page of a list: at most `limit` rows after the first `offset`. */
export interface Paging {
  limit: number;
  offset: number;
}

/** The Beijing day (as a day number) a time column falls on: what a report groups by in SQL. */
export const beijingDayNumberOf = (column: string) => sql<number>`((${sql.ref(column)} + ${BEIJING_OFFSET_MS}) / ${DAY_MS})::bigint`;

/** The start of a Beijing day number, epoch ms. */
export const beijingDayNumberStart = (dayNumber: number): number => dayNumber * DAY_MS - BEIJING_OFFSET_MS;
