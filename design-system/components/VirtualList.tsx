import { List } from 'react-window';
import type { RowComponentProps } from 'react-window';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { Empty } from './Empty';

const Frame = styled('div', {
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$panel',
  color: '$text',
  overflow: 'hidden',
  '&:focus-within': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  px: '$3',
  borderBottom: '1px solid $border',
  boxSizing: 'border-box',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '&:hover': { backgroundColor: '$panelHover' },
});

interface RowData<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
}

function VirtualRow<Item>({ index, style, ariaAttributes, items, renderItem }: RowComponentProps<RowData<Item>>) {
  const item = items[index];
  return (
    <Row style={style} {...ariaAttributes}>
      {item === undefined ? null : renderItem(item, index)}
    </Row>
  );
}

export interface VirtualListProps<Item> {
  /** Names the list for screen readers. */
  label: string;
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  /** Fixed row height in px. */
  rowHeight?: number;
  /** Visible height in px (the trend list uses 800). */
  height?: number;
  emptyText?: ReactNode;
  overscanCount?: number;
}

/**
 * A long list that renders only the rows in view (react-window 2), for bet slips, trends and records
 * with thousands of rows. The scroll area is focusable so keyboard users can scroll it.
 */
export function VirtualList<Item>({
  label,
  items,
  renderItem,
  rowHeight = 36,
  height = 320,
  emptyText = '暂无数据',
  overscanCount = 4,
}: VirtualListProps<Item>) {
  if (items.length === 0)
    return (
      <Frame>
        <Empty text={emptyText} compact />
      </Frame>
    );
  return (
    <Frame>
      <List
        rowComponent={VirtualRow<Item>}
        rowCount={items.length}
        rowHeight={rowHeight}
        rowProps={{ items, renderItem }}
        overscanCount={overscanCount}
        style={{ height }}
        aria-label={label}
        tabIndex={0}
      />
    </Frame>
  );
}
