import { useLayoutEffect, useRef } from 'react';

/**
 * For an element shown until a lazily loaded widget replaces it (a trigger shown alone): `handover.focused`
 * is set when it leaves the page, to whether it had focus then, so the element that replaces it can take
 * focus over. Read in a layout-effect cleanup, which React runs before it removes the element (a blur
 * event would come after the removal, with nothing to tell it from a user moving on).
 */
export function useFocusHandover<T extends HTMLElement>(handover: { focused: boolean }) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      handover.focused = !!element && element === document.activeElement;
    };
  }, [handover]);
  return ref;
}
