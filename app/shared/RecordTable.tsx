import { ErrorPanel, Pagination, Table, type TableColumn } from '../../design-system';
import { errorText } from '../lib/http';
import type { PagedTable } from './paged-query';

export interface RecordTableProps<Row> {
  /** Names the table for screen readers, e.g. 彩票投注记录. */
  caption: string;
  /** The error panel's title, e.g. 投注记录加载失败. */
  errorTitle: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** From usePagedQuery. */
  table: PagedTable<Row>;
}

/**
 * A record page's table: rows with a loading veil (the previous page stays while the next loads),
 * 暂无数据 when there are none, the pager with 共 N 条, and a failure as the error panel with 重试
 * (never as an empty list).
 */
export function RecordTable<Row>({ caption, errorTitle, columns, rowKey, table }: RecordTableProps<Row>) {
  if (table.error) return <ErrorPanel title={errorTitle} message={errorText(table.error)} loading={table.loading} onAction={table.retry} />;
  return (
    <>
      <Table caption={caption} columns={columns} rows={table.rows} rowKey={rowKey} loading={table.loading} striped compact nowrap />
      <Pagination page={table.page} pageCount={table.pageCount} onPageChange={table.setPage} summary={`共 ${table.total} 条`} />
    </>
  );
}
