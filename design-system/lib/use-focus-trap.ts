import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusableIn } from './focusable';

interface FocusTrapOptions {
  /** Focused when the trap starts; the first focusable element (or the container) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape?: () => void;
}

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape`, and on release focus returns to the element that had it before (the dialog's opener).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  // Kept in a ref so a new callback identity on each render does not restart the trap (and move focus).
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = latest.current.initialFocus?.current ?? focusableIn(root)[0] ?? root;
    first.focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!root) return;
      const onEscape = latest.current.onEscape;
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === head || current === root || !root.contains(current))) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault();
        head?.focus();
      }
    }
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [active, container]);
}
