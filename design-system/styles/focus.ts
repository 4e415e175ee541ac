import type { CSS } from '../stitches.config';

/**
 * Visible keyboard focus. `data-force-state="focus"` shows the same ring so stories and
 * screenshots can show the focused state without a real keyboard.
 */
export const focusRing: CSS = {
  outline: 'none',
  '&:focus-visible, &[data-force-state="focus"]': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
  },
};

/** The same ring for a wrapper that holds a focusable input. */
export const focusWithinRing: CSS = {
  '&:focus-within, &[data-force-state="focus"]': {
    outline: '2px solid $focus',
    outlineOffset: '1px',
  },
};

export const visuallyHidden: CSS = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
