import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { styled } from '../stitches.config';
import { dismissToast, getToasts, subscribeToasts } from '../lib/toast-store';
import { popoverReset, raiseToTop } from '../lib/top-layer';
import { Portal } from './Portal';
import { Toast } from './Toast';

const Viewport = styled(RadixToast.Viewport, {
  ...popoverReset,
  position: 'fixed',
  top: '$6',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
});

// The list item Radix closes (after its duration, on Escape, or swiped up); the look is Toast's.
const Item = styled(RadixToast.Root, {
  display: 'flex',
  outline: 'none',
  pointerEvents: 'auto',
  '&:focus-visible > *': { boxShadow: '0 0 0 2px $colors$focus' },
  '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
  '&[data-swipe="cancel"]': { transform: 'none', transition: 'transform 200ms ease-out' },
});

// An error is an alert inside its list item (a list item given the role would leave the list).
const Alert = styled('div', { display: 'flex' });

// Radix also copies each message into a hidden live region of its own for a second: the viewport below is a
// live region already (kept on the page, so it is reliably heard), and the copy would read every message twice.
const noAnnouncer = typeof document === 'undefined' ? undefined : document.createDocumentFragment();

/**
 * Mount once near the root of the app. Shows the toasts raised with `toast.success/error/warning/info`,
 * top centre, in a polite live region (errors as alerts), each for its duration (paused while hovered or
 * focused); Escape or a swipe up closes one early.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const viewport = useRef<HTMLOListElement>(null);
  // A toast must show above an open modal dialog, which sits in the top layer: the viewport is a manual
  // popover, raised again when a toast arrives while a modal dialog is open (raising replays the toasts'
  // entry animation, so not otherwise).
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (!element.matches(':popover-open') || (toasts.length > 0 && document.querySelector('dialog:modal'))) raiseToTop(element);
  }, [toasts]);
  return (
    <Portal>
      <RadixToast.Provider swipeDirection="up" announcerContainer={noAnnouncer}>
        {toasts.map((t) => (
          <Item
            key={t.id}
            // 0 keeps it until it is dismissed.
            duration={t.duration > 0 ? t.duration : Infinity}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
          >
            {t.tone === 'danger' ? (
              <Alert role="alert">
                <Toast tone={t.tone}>{t.message}</Toast>
              </Alert>
            ) : (
              <Toast tone={t.tone}>{t.message}</Toast>
            )}
          </Item>
        ))}
        <Viewport ref={viewport} popover="manual" aria-live="polite" label="通知 ({hotkey})" />
      </RadixToast.Provider>
    </Portal>
  );
}
