import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config';
import { popoverReset } from '../lib/top-layer';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { IconButton } from './IconButton';

export interface NotificationProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called when it closes: after `duration`, by the close button, on Escape, or swiped to the right. */
  onClose: () => void;
  /** Milliseconds before it closes by itself (5 s for a win, 3 s for chat); null keeps it open. */
  duration?: number | null;
  corner?: 'top-right' | 'bottom-right';
  tone?: 'brand' | 'success' | 'danger' | 'warning';
  /** Makes the body clickable (e.g. open that chat). */
  onClick?: () => void;
  closeLabel?: string;
}

/** The fixed box in its corner that holds the card. */
export const cornerBox = {
  ...popoverReset,
  position: 'fixed',
  listStyle: 'none',
  outline: 'none',
  variants: {
    corner: {
      'top-right': { top: '$5', right: '$5' },
      'bottom-right': { bottom: '$5', right: '$5' },
    },
  },
} as const;

const slide = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' }, to: { opacity: 1, transform: 'none' } });

const Card = styled('div', {
  width: '$notification',
  display: 'flex',
  gap: '$3',
  padding: '$4',
  backgroundColor: '$panelRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$3',
  boxShadow: '$3',
  animation: `${slide} 200ms ease-out`,
  '& > [data-slot="icon"]': { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      brand: { '& > [data-slot="icon"]': { color: '$brand' } },
      success: { '& > [data-slot="icon"]': { color: '$success' } },
      danger: { '& > [data-slot="icon"]': { color: '$danger' } },
      warning: { '& > [data-slot="icon"]': { color: '$warning' } },
    },
  },
});

const Content = styled('span', {
  all: 'unset',
  display: 'block',
  flex: 1,
  minWidth: 0,
  textAlign: 'left',
  '& > strong': { display: 'block', fontSize: '$3', marginBottom: '$1' },
  '& > span': { display: 'block', fontSize: '$2', color: '$textMuted', overflowWrap: 'anywhere' },
  '&:is(button)': { cursor: 'pointer', borderRadius: '$1' },
  '&:is(button):focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const icons = { brand: 'bell', success: 'success', danger: 'error', warning: 'warning' } as const satisfies Record<string, IconName>;

/** The card itself, a polite status: icon, title and text (a button when `onClick` is given), close button. */
export function NotificationCard({ title, children, tone = 'brand', onClick, onClose, closeLabel = '关闭通知' }: NotificationProps) {
  return (
    <Card role="status" aria-atomic tone={tone}>
      <span data-slot="icon">
        <Icon name={icons[tone]} size="3" />
      </span>
      <Content as={onClick ? 'button' : 'span'} type={onClick ? 'button' : undefined} onClick={onClick}>
        <strong>{title}</strong>
        {children ? <span>{children}</span> : null}
      </Content>
      <IconButton label={closeLabel} size="1" ghost tone="neutral" onClick={onClose}>
        <Icon name="close" size="1" />
      </IconButton>
    </Card>
  );
}
