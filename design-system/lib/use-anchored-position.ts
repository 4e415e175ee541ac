import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

export type Placement = 'bottom-start' | 'bottom-end' | 'top' | 'bottom';

export interface AnchoredPosition {
  top: number;
  left: number;
  minWidth: number;
  placement: Placement;
}

const gap = 6;

/**
 * Fixed-position coordinates for a floating element (menu, listbox, tooltip) next to its anchor,
 * flipped above or below when there is no room, kept up to date on scroll and resize. Fixed
 * positioning in a portal keeps it clear of any `overflow: hidden` ancestor (a modal body).
 */
export function useAnchoredPosition(
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  open: boolean,
  placement: Placement,
): AnchoredPosition | undefined {
  const [position, setPosition] = useState<AnchoredPosition>();
  useLayoutEffect(() => {
    if (!open) {
      setPosition(undefined);
      return;
    }
    function update() {
      const a = anchor.current?.getBoundingClientRect();
      const f = floating.current?.getBoundingClientRect();
      if (!a) return;
      const width = f?.width ?? 0;
      const height = f?.height ?? 0;
      let actual = placement;
      if (placement === 'top' && a.top - height - gap < 0) actual = 'bottom';
      else if (placement !== 'top' && a.bottom + height + gap > window.innerHeight && a.top - height - gap >= 0) actual = 'top';
      const top = actual === 'top' ? a.top - height - gap : a.bottom + gap;
      let left: number;
      if (placement === 'bottom-start') left = a.left;
      else if (placement === 'bottom-end') left = a.right - width;
      else left = a.left + a.width / 2 - width / 2;
      left = Math.max(4, Math.min(left, window.innerWidth - width - 4));
      setPosition((prev) =>
        prev && prev.top === top && prev.left === left && prev.minWidth === a.width && prev.placement === actual
          ? prev
          : { top, left, minWidth: a.width, placement: actual },
      );
    }
    update();
    // A second pass once the floating element has its real size.
    const frame = requestAnimationFrame(update);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [anchor, floating, open, placement]);
  return position;
}
