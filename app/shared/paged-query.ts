/**
 * A paged table's read: the page number lives here (back to page 1 when a filter changes), the
 * previous page stays on screen while the next one loads, and the answer is read as rows and a total.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../lib/query-client';
import { readOptions, type ReadOptions, type ReadSource } from './queries';

export const DEFAULT_PAGE_SIZE = 20;

/** How an endpoint spells its page, and where its rows and total are. The default fits `Paged<T>` (page, size; list, total). */
export interface PageShape<Payload, Row> {
  pageInput: (page: number, size: number) => object;
  rowsOf: (payload: Payload) => { rows: readonly Row[]; total: number };
}

export const listAndTotal: PageShape<{ list: readonly unknown[]; total: number }, unknown> = {
  pageInput: (page, size) => ({ page, size }),
  rowsOf: (payload) => ({ rows: payload.list, total: payload.total }),
};

/** `page` and `pageSize` (the wallet's record endpoints); rows and total as `listAndTotal` reads them. */
export function pageAndPageSize<Row>(): PageShape<{ list: readonly Row[]; total: number }, Row> {
  return { pageInput: (page, size) => ({ page, pageSize: size }), rowsOf: (payload) => ({ rows: payload.list, total: payload.total }) };
}

/** The page fields of the endpoints' inputs (page and size, page and pageSize, currPage and pageSize): added here, not by the screen. */
export type PageKey = 'page' | 'size' | 'pageSize' | 'currPage';

export interface PagedOptions<Payload, Row> extends ReadOptions {
  size?: number;
  shape?: PageShape<Payload, Row>;
}

/** The read of one page: filters plus the page input; records change with every bet, so each visit asks again. */
export function pagedReadOptions<Input, Payload>(source: ReadSource<Input, Payload>, input: Input, options: ReadOptions = {}) {
  return { ...readOptions(source, input, { staleTime: 0, ...options }), placeholderData: keepPreviousData };
}

/** What a RecordTable draws, and what a screen needs around it. */
export interface PagedTable<Row> {
  rows: readonly Row[];
  total: number;
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  /** A request is running (the first load, a page change, a retry, a refresh). */
  loading: boolean;
  /** The HTTP client's error when the latest request failed. */
  error: Error | null;
  /** Asks again for the shown page (the 重试 of the error panel, a 查询 button). */
  retry: () => void;
  /** Asks again for every page of this source (after a change such as a cancelled order). */
  refresh: () => Promise<void>;
}

/**
 * A paged read: `usePagedQuery(source, { lottery, status })`. `filters` is what the screen chose
 * (including a date range shaped by shared/date-range.ts); the page input is added here.
 */
export function usePagedQuery<Input extends object, Payload, Row = Payload extends { list: readonly (infer R)[] } ? R : never>(
  source: ReadSource<Input, Payload>,
  filters: Omit<Input, PageKey>,
  { size = DEFAULT_PAGE_SIZE, shape = listAndTotal as unknown as PageShape<Payload, Row>, ...options }: PagedOptions<Payload, Row> = {},
): PagedTable<Row> {
  const filterKey = JSON.stringify(filters);
  const [at, setAt] = useState({ filterKey, page: 1 });
  const page = at.filterKey === filterKey ? at.page : 1;
  const input = { ...filters, ...shape.pageInput(page, size) } as Input;
  const query = useQuery(pagedReadOptions(source, input, options));
  const { rows, total } = query.data === undefined ? { rows: [], total: 0 } : shape.rowsOf(query.data);
  return {
    rows,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    setPage: (next) => setAt({ filterKey, page: next }),
    loading: query.isFetching,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
    refresh: () => queryClient.invalidateQueries({ queryKey: [source.path] }),
  };
}
