import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { pageItems } from '../lib/pagination';
import { focusRing } from '../styles/focus';
import { Icon } from './Icon';

const Nav = styled('nav', { display: 'flex', alignItems: 'center', gap: '$3', color: '$text', fontSize: '$2' });
const List = styled('ul', { display: 'flex', alignItems: 'center', gap: '$1', margin: 0, padding: 0, listStyle: 'none' });

const PageButton = styled('button', {
  ...focusRing,
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  height: '32px',
  px: '$2',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$panel',
  color: '$text',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  '&:hover:not(:disabled), &[data-force-state="hover"]': { borderColor: '$brand', color: '$brand' },
  '&[aria-current="page"]': { backgroundColor: '$brand', borderColor: '$brand', color: '$onBrand' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
});

const Ellipsis = styled('span', { display: 'inline-flex', minWidth: '24px', justifyContent: 'center', color: '$textMuted' });
const Total = styled('span', { color: '$textMuted' });

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Shown before the pager, e.g. 共 120 条. */
  summary?: ReactNode;
  disabled?: boolean;
  label?: string;
  /** Force the hover or focus look on one page button (stories). */
  forceState?: { page: number; state: 'hover' | 'focus' };
}

/** Pages with first/last, neighbours and ellipses, plus previous/next (a nav landmark, aria-current on the page). */
export function Pagination({ page, pageCount, onPageChange, summary, disabled = false, label = '分页', forceState }: PaginationProps) {
  if (pageCount <= 0) return null;
  const go = (p: number) => {
    if (!disabled && p !== page && p >= 1 && p <= pageCount) onPageChange(p);
  };
  return (
    <Nav aria-label={label}>
      {summary ? <Total>{summary}</Total> : null}
      <List>
        <li>
          <PageButton type="button" aria-label="上一页" disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
            <Icon name="chevronLeft" size="1" />
          </PageButton>
        </li>
        {pageItems(page, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={`第 ${item.page} 页`}
                aria-current={item.page === page ? 'page' : undefined}
                data-force-state={forceState?.page === item.page ? forceState.state : undefined}
                disabled={disabled}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label="下一页" disabled={disabled || page >= pageCount} onClick={() => go(page + 1)}>
            <Icon name="chevronRight" size="1" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
