import { globalCss } from '../../design-system';

/**
 * Workaround: the design system's Select listbox sits at z-index $dropdown (1000), under the Modal
 * overlay ($modal, 1300), so a Select inside a dialog cannot be clicked. Until the design system
 * raises floating parts opened from a dialog, lift listboxes above dialogs (below notifications).
 * `body` in the selector outranks the component's single-class rule.
 */
export const floatingLayerFix = globalCss({
  'body [role="listbox"]': { zIndex: '$notification' },
});
