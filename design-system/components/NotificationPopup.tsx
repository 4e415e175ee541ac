import { useLayoutEffect, useRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { styled } from '../stitches.config';
import { raiseToTop } from '../lib/top-layer';
import { cornerBox, NotificationCard } from './NotificationCard';
import type { NotificationProps } from './NotificationCard';
import { Portal } from './Portal';

const Viewport = styled(RadixToast.Viewport, cornerBox);

// The list item Radix closes (after its duration, on Escape, or swiped right); the look is the card's.
const Item = styled(RadixToast.Root, {
  display: 'flex',
  outline: 'none',
  '&:focus-visible > *': { boxShadow: '0 0 0 2px $colors$focus' },
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="cancel"]': { transform: 'none', transition: 'transform 200ms ease-out' },
});

// The card is a status region itself; Radix's own hidden copy of the text would have it read twice.
const noAnnouncer = typeof document === 'undefined' ? undefined : document.createDocumentFragment();

/** Notification's Radix half: one toast, in its own viewport in its corner. */
export default function NotificationPopup(props: NotificationProps) {
  const { onClose, duration = 5000, corner = 'top-right' } = props;
  const viewport = useRef<HTMLOListElement>(null);
  // A manual popover in the top layer, so it shows above a modal dialog that is open when it arrives.
  useLayoutEffect(() => raiseToTop(viewport.current), []);
  return (
    <Portal>
      <RadixToast.Provider swipeDirection="right" announcerContainer={noAnnouncer}>
        <Item
          duration={duration ?? Infinity}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        >
          <NotificationCard {...props} />
        </Item>
        <Viewport ref={viewport} popover="manual" corner={corner} label="通知 ({hotkey})" />
      </RadixToast.Provider>
    </Portal>
  );
}
