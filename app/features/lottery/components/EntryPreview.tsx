import { useCallback, useEffect, useRef, useState } from 'react';
import { List, type RowComponentProps } from 'react-window';
import { styled } from '../../../../design-system';
import { keptEntries } from '../engine-adapter';

const PAGE = 500;
const Cell = styled('div', {
  px: '$2',
  fontFamily: '$mono',
  fontSize: '$1',
  lineHeight: '22px',
  color: '$text',
  borderBottom: '1px solid $border',
  boxSizing: 'border-box',
});

interface RowProps {
  entryAt: (index: number) => string | undefined;
  /** Changes when a page arrives, so the visible rows re-render. */
  version: number;
}

function EntryRow({ index, style, ariaAttributes, entryAt }: RowComponentProps<RowProps>) {
  return (
    <Cell style={style} {...ariaAttributes}>
      {index + 1}. {entryAt(index) ?? '…'}
    </Cell>
  );
}

/**
 * A virtual list of the entries kept in the worker: only the visible pages are fetched
 * (500 at a time), so a million entries never reach the main thread.
 */
export function EntryPreview({ handle, count, first }: { handle: number; count: number; first: readonly string[] }) {
  const pages = useRef(new Map<number, string[]>());
  const pending = useRef(new Set<number>());
  const [version, setVersion] = useState(0);

  useEffect(() => {
    pages.current = new Map([[0, [...first]]]);
    pending.current = new Set();
    setVersion((v) => v + 1);
  }, [handle, first]);

  const entryAt = useCallback((index: number) => {
    const page = Math.floor(index / PAGE);
    const entries = pages.current.get(page);
    if (entries && index - page * PAGE < entries.length) return entries[index - page * PAGE];
    return undefined;
  }, []);

  const onRowsRendered = useCallback(
    ({ startIndex, stopIndex }: { startIndex: number; stopIndex: number }) => {
      for (let page = Math.floor(startIndex / PAGE); page <= Math.floor(stopIndex / PAGE); page++) {
        const have = pages.current.get(page);
        if ((have && have.length >= Math.min(PAGE, count - page * PAGE)) || pending.current.has(page)) continue;
        pending.current.add(page);
        void keptEntries(handle, page * PAGE, Math.min(count, (page + 1) * PAGE))
          .then((entries) => {
            pages.current.set(page, entries);
            setVersion((v) => v + 1);
          })
          .catch(() => undefined)
          .finally(() => pending.current.delete(page));
      }
    },
    [handle, count],
  );

  return (
    <List
      aria-label="号码预览"
      data-testid="entry-preview"
      rowComponent={EntryRow}
      rowCount={count}
      rowHeight={22}
      rowProps={{ entryAt, version }}
      onRowsRendered={onRowsRendered}
      style={{ height: 154, border: '1px solid var(--ds-colors-border)', borderRadius: 4 }}
    />
  );
}
