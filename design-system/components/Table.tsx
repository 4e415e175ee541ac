import type { Key, ReactNode } from 'react';
import { styled } from '../stitches.config';
import { visuallyHidden } from '../styles/focus';
import { Empty } from './Empty';
import { Spinner } from './Spinner';

const Wrap = styled('div', {
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$panel',
});

const T = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  color: '$text',
  '& caption': visuallyHidden,
  '& th': {
    height: '40px',
    px: '$3',
    backgroundColor: '$bg',
    color: '$textMuted',
    fontWeight: '$medium',
    textAlign: 'left',
    whiteSpace: 'nowrap',
    borderBottom: '1px solid $border',
  },
  '& td': { height: '40px', px: '$3', borderBottom: '1px solid $border' },
  '& tbody tr:last-child td': { borderBottom: 0 },
  '& tfoot td': { height: '40px', px: '$3', borderTop: '1px solid $border', backgroundColor: '$bg', fontWeight: '$bold' },
  '& tbody tr:hover td': { backgroundColor: '$panelHover' },
  '& [data-align="center"]': { textAlign: 'center' },
  '& [data-align="right"]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  variants: {
    striped: { true: { '& tbody tr:nth-child(even) td': { backgroundColor: '$bg' } } },
    // A record table's many columns fit a 1200 px page: 12 px text, narrower padding, lower rows.
    compact: { true: { fontSize: '$1', '& th, & td, & tfoot td': { height: '36px', px: '$2' } } },
    // Cells stay on one line (a time, an issue, 未中奖 never break into pieces); a `wrap` column may wrap anywhere.
    nowrap: {
      true: { '& td': { whiteSpace: 'nowrap' }, '& td[data-wrap]': { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: '96px' } },
    },
  },
});

const LoadingLayer = styled('div', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A light veil in the panel colour: the rows stay readable behind the spinner.
  backgroundColor: 'color-mix(in srgb, $colors$panel 55%, transparent)',
});

const LoadingBox = styled('div', { padding: '$3', borderRadius: '$2', backgroundColor: '$panelRaised', boxShadow: '$2' });

export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** The cell; by default the row's property named `key`. */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** In a `nowrap` table, this column's free text (a remark, a bet's content) may still wrap. */
  wrap?: boolean;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (visually hidden caption). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Shows a spinner over the rows (or in place of them when there are none). */
  loading?: boolean;
  emptyText?: ReactNode;
  striped?: boolean;
  /** 12 px text and narrower cells, for tables with many columns (records, reports). */
  compact?: boolean;
  /** Keeps every cell on one line, except the columns marked `wrap`. */
  nowrap?: boolean;
  /** A totals row under the rows (a report's 合计), drawn with the same columns; hidden while there are no rows. */
  totals?: Row;
}

/** A data table with header, alignment, loading, the 暂无数据 empty text and an optional totals row. */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = '暂无数据',
  striped = false,
  compact = false,
  nowrap = false,
  totals,
}: TableProps<Row>) {
  const empty = rows.length === 0;
  return (
    <Wrap aria-busy={loading || undefined}>
      <T striped={striped} compact={compact} nowrap={nowrap}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align} style={c.width !== undefined ? { width: c.width } : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns.length}>{loading ? <div style={{ height: 120 }} /> : <Empty text={emptyText} compact />}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((c) => (
                  <td key={c.key} data-align={c.align} data-wrap={c.wrap || undefined}>
                    {c.render ? c.render(row, index) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals !== undefined && !empty ? (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.key} data-align={c.align}>
                  {c.render ? c.render(totals, rows.length) : String((totals as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </T>
      {loading ? (
        <LoadingLayer>
          <LoadingBox>
            <Spinner showLabel />
          </LoadingBox>
        </LoadingLayer>
      ) : null}
    </Wrap>
  );
}
