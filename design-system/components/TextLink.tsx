import { css, styled, type CSS } from '../stitches.config';
import { focusRing } from '../styles/focus';

/**
 * The link look: the brand colour (the neutral tone for quiet links such as a footer's), underlined so a link in a
 * sentence is told from its text without colour; visited links keep the colour (no browser purple). The global
 * styles give every bare `<a>` this look with no specificity (`:where`), so a styled menu or tab link overrides it.
 */
// Plain object types, not `CSS`: a `CSS`-typed value given to `globalCss` made the type checker
// compare stitches' whole CSS type with itself (about 100 s of every type check).
export const linkLook = {
  color: '$brand',
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  borderRadius: '$1',
} as const;
export const linkHoverLook = { color: '$brandHover' } as const;

const look: CSS = { ...focusRing, ...linkLook, '&:hover, &[data-force-state="hover"]': linkHoverLook };

const linkVariants = {
  variants: {
    tone: {
      brand: {},
      neutral: { color: '$textMuted', '&:hover, &[data-force-state="hover"]': { color: '$text' } },
    },
  },
  defaultVariants: { tone: 'brand' },
} as const;

/** The class for a link another component renders (a router's `<Link className={textLink()}>`). */
export const textLink = css(look, linkVariants);

/** A text link: `<TextLink href>`; `tone="neutral"` for quiet links. */
export const TextLink = styled('a', look, linkVariants);
