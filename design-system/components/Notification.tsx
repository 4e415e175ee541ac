import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config';
import { popoverReset, raiseToTop } from '../lib/top-layer';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { IconButton } from './IconButton';
import { Portal } from './Portal';

const slide = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' }, to: { opacity: 1, transform: 'none' } });

const Root = styled('div', {
  ...popoverReset,
  position: 'fixed',
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
    corner: {
      'top-right': { top: '$5', right: '$5' },
      'bottom-right': { bottom: '$5', right: '$5' },
    },
    tone: {
      brand: { '& > [data-slot="icon"]': { color: '$brand' } },
      success: { '& > [data-slot="icon"]': { color: '$success' } },
      danger: { '& > [data-slot="icon"]': { color: '$danger' } },
      warning: { '& > [data-slot="icon"]': { color: '$warning' } },
    },
  },
  defaultVariants: { corner: 'top-right', tone: 'brand' },
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

export interface NotificationProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called when it closes: after `duration`, or by the close button. */
  onClose: () => void;
  /** Milliseconds before it closes by itself (5 s for a win, 3 s for chat); null keeps it open. */
  duration?: number | null;
  corner?: 'top-right' | 'bottom-right';
  tone?: 'brand' | 'success' | 'danger' | 'warning';
  /** Makes the body clickable (e.g. open that chat). */
  onClick?: () => void;
  closeLabel?: string;
}

/**
 * A corner notification, 300 px wide, that closes by itself after `duration` (paused while hovered or
 * focused so it can be read). Announced politely.
 */
export function Notification({
  open,
  title,
  children,
  onClose,
  duration = 5000,
  corner = 'top-right',
  tone = 'brand',
  onClick,
  closeLabel = '关闭通知',
}: NotificationProps) {
  const [paused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open || paused || duration === null) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [open, paused, duration]);
  const root = useRef<HTMLDivElement>(null);
  // A manual popover in the top layer, so it shows above a modal dialog that is open when it arrives.
  // (Here, not in a ref callback: the portal's container joins the document only after its children.)
  useLayoutEffect(() => {
    if (open) raiseToTop(root.current);
  }, [open]);
  if (!open) return null;
  return (
    <Portal>
      <Root
        ref={root}
        popover="manual"
        role="status"
        aria-live="polite"
        corner={corner}
        tone={tone}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
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
      </Root>
    </Portal>
  );
}
