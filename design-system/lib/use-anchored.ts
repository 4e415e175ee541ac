import { useCallback, useEffect, useLayoutEffect } from 'react';
import type { MutableRefObject, RefObject } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import type { Placement } from '@floating-ui/react-dom';
import { raiseToTop } from './top-layer';

export type { Placement };

/**
 * Places a floating element next to its anchor with Floating UI (offset, flip to the other side when
 * there is no room, shift to stay in the window, follow scroll and resize), and lifts it into the
 * browser's top layer as a manual popover. Rendered next to its trigger (not in a portal), it stays
 * inside an open modal dialog, so it remains clickable while the rest of the page is inert, and the
 * top layer puts it above the dialog and any overflow or z-index: no stacking order to manage.
 */
export function useAnchored(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
  placement: Placement,
  options: { matchWidth?: boolean; floating?: MutableRefObject<HTMLElement | null> } = {},
) {
  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(6),
      flip({ padding: 4 }),
      shift({ padding: 4 }),
      options.matchWidth
        ? size({
            apply({ rects, elements }) {
              elements.floating.style.minWidth = `${rects.reference.width}px`;
            },
          })
        : undefined,
    ],
  });
  const { setFloating, setReference } = refs;
  useLayoutEffect(() => {
    setReference(anchor.current);
  }, [anchor, open, setReference]);
  const ownRef = options.floating;
  const floatingRef = useCallback(
    (element: HTMLElement | null) => {
      if (ownRef) ownRef.current = element;
      setFloating(element);
    },
    [ownRef, setFloating],
  );
  // Shown after layout, once a dialog that opens in the same render has entered the top layer (and the
  // portal holding it has joined the document), so the floating element lands above that dialog.
  const floatingElement = refs.floating;
  useEffect(() => {
    const element = floatingElement.current;
    if (open && element && !element.matches(':popover-open')) raiseToTop(element);
  }, [open, floatingElement]);
  return { floatingRef, floatingStyles, isPositioned };
}
