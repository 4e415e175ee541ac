import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { keyframes, styled } from '../stitches.config';
import { focusableIn } from '../lib/focusable';
import { useFocusTrap } from '../lib/use-focus-trap';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { Portal } from './Portal';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

const Overlay = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$modal',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$5',
  backgroundColor: '$overlay',
  animation: `${fadeIn} 150ms ease-out`,
  overflow: 'auto',
});

const Dialog = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100%',
  maxHeight: 'calc(100vh - 48px)',
  backgroundColor: '$panelRaised',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$3',
  outline: 'none',
  animation: `${rise} 180ms ease-out`,
  variants: {
    width: {
      '1': { width: '420px' },
      security: { width: '$modalSecurity' },
      chat: { width: '$modalChat' },
      wallet: { width: '$modalWallet', minHeight: 'min(800px, calc(100vh - 48px))' },
    },
  },
  defaultVariants: { width: '1' },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '52px',
  px: '$5',
  borderBottom: '1px solid $border',
  '& h2': { flex: 1, margin: 0, fontSize: '$4', fontWeight: '$medium' },
});

const Body = styled('div', { flex: 1, padding: '$5', overflowY: 'auto' });

const Footer = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '$3',
  px: '$5',
  py: '$4',
  borderTop: '1px solid $border',
});

export type ModalWidth = '1' | 'security' | 'chat' | 'wallet';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** The spec's widths: security 538 px, chat 754 px, wallet 1150 px (min height 800 px); '1' is 420 px. */
  width?: ModalWidth;
  children?: ReactNode;
  footer?: ReactNode;
  /** Focused on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  closeLabel?: string;
  /** alertdialog for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog. */
  describedBy?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener, the
 * title labels it. Rendered in a portal over a backdrop.
 */
export function Modal({
  open,
  onClose,
  title,
  width = '1',
  children,
  footer,
  initialFocus,
  closeOnBackdrop = true,
  closeLabel = '关闭',
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Focus starts on the caller's choice, else the first field or button in the body, else the dialog itself
  // (not the close button, so Enter does not close it by accident).
  const firstInBody = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    firstInBody.current = initialFocus?.current ?? (bodyRef.current ? (focusableIn(bodyRef.current)[0] ?? ref.current) : ref.current);
  });
  useFocusTrap(ref, open, { initialFocus: firstInBody, onEscape: onClose });
  if (!open) return null;
  return (
    <Portal>
      <Overlay
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose();
        }}
      >
        <Dialog
          ref={ref}
          role={role}
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={describedBy}
          tabIndex={-1}
          width={width}
        >
          <Header>
            <h2 id={`${id}-title`}>{title}</h2>
            <IconButton label={closeLabel} ghost tone="neutral" onClick={onClose}>
              <Icon name="close" />
            </IconButton>
          </Header>
          <Body ref={bodyRef}>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Dialog>
      </Overlay>
    </Portal>
  );
}
