import { lazy, Suspense } from 'react';
import { styled } from '../stitches.config';
import { cornerBox, NotificationCard } from './NotificationCard';
import type { NotificationProps } from './NotificationCard';
import { Portal } from './Portal';

export type { NotificationProps };

const PlainCorner = styled('div', cornerBox);

/** Without the Radix half (its chunk did not load) the card still shows, and stays until it is closed. */
function PlainNotification(props: NotificationProps) {
  return (
    <Portal>
      <PlainCorner corner={props.corner ?? 'top-right'}>
        <NotificationCard {...props} />
      </PlainCorner>
    </Portal>
  );
}

// Radix Toast (the timer, paused while hovered or focused or while the window is in the background; Escape;
// the swipe) is not needed before a notification first opens: it loads in its own chunk, sharing Radix Toast
// with the toaster's, once one opens.
const NotificationPopup = lazy(() => import('./NotificationPopup').catch(() => ({ default: PlainNotification })));

/**
 * A corner notification, 300 px wide, that closes by itself after `duration` (paused while hovered or
 * focused so it can be read), on its close button, on Escape or swiped to the right. Announced politely,
 * and shown above an open modal dialog.
 */
export function Notification(props: NotificationProps) {
  if (!props.open) return null;
  return (
    // The visual tests wait for the loading marker to go before they take a screenshot.
    <Suspense fallback={<span hidden data-ds-loading="notification" />}>
      <NotificationPopup {...props} />
    </Suspense>
  );
}
