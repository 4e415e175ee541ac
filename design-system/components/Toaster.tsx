import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { styled } from '../stitches.config';
import { getToasts, subscribeToasts } from '../lib/toast-store';
import { popoverReset, raiseToTop } from '../lib/top-layer';
import { Portal } from './Portal';
import { Toast } from './Toast';

const Viewport = styled('div', {
  ...popoverReset,
  position: 'fixed',
  top: '$6',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
});

/**
 * Mount once near the root of the app. Shows the toasts raised with `toast.success/error/warning/info`,
 * top centre, in a polite live region (errors in an assertive one).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const errors = toasts.filter((t) => t.tone === 'danger');
  const others = toasts.filter((t) => t.tone !== 'danger');
  const viewport = useRef<HTMLDivElement>(null);
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
      <Viewport ref={viewport} popover="manual" role="status" aria-live="polite">
        {others.map((t) => (
          <Toast key={t.id} tone={t.tone}>
            {t.message}
          </Toast>
        ))}
        <div role="alert" style={{ display: 'contents' }}>
          {errors.map((t) => (
            <Toast key={t.id} tone={t.tone}>
              {t.message}
            </Toast>
          ))}
        </div>
      </Viewport>
    </Portal>
  );
}
