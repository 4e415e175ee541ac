import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { visuallyHidden } from '../styles/focus';

export interface NoticeItem {
  id: number | string;
  /** Plain text, shown as text (line breaks kept); never read as markup. */
  content: string;
  /** When it was sent, as the caller wants it shown. */
  time: string;
  unread?: boolean;
}

export interface NoticeListProps {
  items: readonly NoticeItem[];
  /** The list's accessible name. */
  label: string;
  /** Clamp each text to two lines (a list whose items open elsewhere). */
  clamp?: boolean;
  /** Buttons beside an item (open, delete …). */
  actions?: (item: NoticeItem) => ReactNode;
  /** Below the last item: a "load more" button, a pager. */
  footer?: ReactNode;
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
const Item = styled('li', {
  display: 'flex',
  gap: '$3',
  alignItems: 'flex-start',
  py: '$3',
  px: '$4',
  borderBottom: '1px solid $border',
  color: '$text',
  fontSize: '$2',
  '&:last-child': { borderBottom: 'none' },
});
const Body = styled('div', { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '$1' });
const Meta = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', color: '$textMuted', fontSize: '$1', fontVariantNumeric: 'tabular-nums' });
const Dot = styled('span', { width: '8px', height: '8px', borderRadius: '$round', backgroundColor: '$danger', flexShrink: 0 });
const Text = styled('p', {
  margin: 0,
  lineHeight: '$2',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // Direction controls inside a notice reorder only the notice itself, never the text around it.
  unicodeBidi: 'isolate',
  variants: { clamp: { true: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } },
  defaultVariants: { clamp: false },
});
const Actions = styled('div', { display: 'flex', gap: '$2', flexShrink: 0, alignSelf: 'center' });
const Hidden = styled('span', visuallyHidden);
const Footer = styled('div', { display: 'flex', justifyContent: 'center', py: '$3' });

/** Timestamped plain-text notices (system messages), newest first as given, with an unread mark. */
export function NoticeList({ items, label, clamp = false, actions, footer }: NoticeListProps) {
  return (
    <div>
      <List aria-label={label}>
        {items.map((item) => (
          <Item key={item.id} data-unread={item.unread ? '' : undefined}>
            <Body>
              <Meta>
                {item.unread ? <Dot aria-hidden /> : null}
                <time>{item.time}</time>
                {item.unread ? <Hidden>未读</Hidden> : null}
              </Meta>
              <Text clamp={clamp}>{item.content}</Text>
            </Body>
            {actions ? <Actions>{actions(item)}</Actions> : null}
          </Item>
        ))}
      </List>
      {footer ? <Footer>{footer}</Footer> : null}
    </div>
  );
}
