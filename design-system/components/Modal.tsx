import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { keyframes, styled } from '../stitches.config';
import { focusableIn } from '../lib/focusable';
import { lockPageScroll } from '../lib/scroll-lock';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { Portal } from './Portal';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

// A native <dialog> opened with showModal(): the browser puts it in the top layer (above every z-index),
// makes the rest of the page inert (no Tab, no click, no screen reader) and draws ::backdrop behind it.
const Dialog = styled('dialog', {
  flexDirection: 'column',
  // The browser's dialog box (padding, border, Canvas colours, a scrolling box) gives way to the panel.
  padding: 0,
  border: 'none',
  overflow: 'visible',
  maxWidth: 'calc(100vw - 48px)',
  maxHeight: 'calc(100vh - 48px)',
  backgroundColor: '$panelRaised',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$3',
  outline: 'none',
  animation: `${rise} 180ms ease-out`,
  '&[open]': { display: 'flex' },
  '&::backdrop': { backgroundColor: '$overlay', animation: `${fadeIn} 150ms ease-out` },
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
  /** The dialog widths: security 538 px, chat 754 px, wallet 1150 px (min height 800 px); '1' is 420 px. */
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

/** True when a pointer event landed on the ::backdrop (the dialog itself is the target, outside its box). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open, Tab and
 * Shift+Tab cycle inside it, Escape closes, the page behind does not scroll, focus returns to the
 * opener, the title labels it.
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
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Kept in refs so a new callback or ref identity on each render does not reopen the dialog (and move focus).
  const latest = useRef({ onClose, initialFocus });
  latest.current = { onClose, initialFocus };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Focus starts on the caller's choice, else the first field or button in the body, else the dialog itself
    // (not the close button, so Enter does not close it by accident).
    const first = latest.current.initialFocus?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ?? dialog;
    first.focus({ preventScroll: true });
    const releaseScroll = lockPageScroll();
    // Escape asks the dialog to close (the cancel event): the owner decides, through onClose.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // The browser may still close it (a second Escape without user activation cannot be cancelled): tell the owner.
    const onNativeClose = () => latest.current.onClose();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      releaseScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  // The page behind is inert, so Tab past the last control would leave for the browser's own toolbar:
  // wrap around inside the dialog instead, both ways.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusableIn(ref.current);
    const head = items[0];
    const tail = items[items.length - 1];
    const current = document.activeElement;
    if (!head || !tail) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (current === head || current === ref.current)) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && current === tail) {
      event.preventDefault();
      head.focus();
    }
  };

  if (!open) return null;
  return (
    <Portal>
      <Dialog
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        tabIndex={-1}
        width={width}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => {
          if (closeOnBackdrop && onBackdrop(event)) onClose();
        }}
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
    </Portal>
  );
}
