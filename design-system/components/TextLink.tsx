import { css, styled, type CSS } from '../stitches.config';
import { focusRing } from '../styles/focus';

/**
 * The link look: the brand colour (the neutral tone for quiet links such as a footer's), underlined so a link in a
 * sentence is told from its text without colour; visited links keep the colour (no browser purple). The global
 * styles give every bare `<a>` this look with no specificity (`:where`), so a styled menu or tab link overrides it.
 */
export const linkLook: CSS = {
  color: '$brand',
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  borderRadius: '$1',
};
export const linkHoverLook: CSS = { color: '$brandHover' };

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
