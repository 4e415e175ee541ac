// React 18 sets an attribute its types do not list as it is written, so `popover="manual"` reaches the
// DOM; only the type is missing.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | undefined;
  }
}

/**
 * The base of a layer opened with `popover="manual"` (listbox, menu, tooltip, toasts): the browser's
 * popover box (centred, bordered, Canvas colours) gives way to the component's own styles.
 */
export const popoverReset = {
  margin: 0,
  inset: 'auto',
  padding: 0,
  border: 'none',
  overflow: 'visible',
  backgroundColor: 'transparent',
  color: 'inherit',
} as const;

/** The raised panel a list or a menu opens in (Select's list, DropdownMenu's menu), above the page. */
export const floatingPanel = {
  padding: '$1',
  backgroundColor: '$panelRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$2',
  outline: 'none',
  zIndex: '$floating',
} as const;

/**
 * Shows a `popover="manual"` element in the browser's top layer, above everything shown there before it
 * (an open modal dialog included) and above any z-index. Showing it again moves it back to the top.
 */
export function raiseToTop(element: HTMLElement | null) {
  if (!element?.isConnected || !element.popover) return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}
