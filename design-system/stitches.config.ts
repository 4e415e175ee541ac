import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';
import { redColors, redShadows } from './tokens/red';
import { fontSizes, fontWeights, fonts, lineHeights, radii, sizes, space, transitions, zIndices } from './tokens/scales';

/** The one Stitches instance. The red theme is the default (`:root`); other themes override the same keys. */
export const { styled, css, globalCss, keyframes, createTheme, theme, getCssText, config } = createStitches({
  prefix: 'ds',
  theme: {
    colors: redColors,
    shadows: redShadows,
    fonts,
    space,
    sizes,
    radii,
    fontSizes,
    lineHeights,
    fontWeights,
    zIndices,
    transitions,
  },
  utils: {
    px: (value: Stitches.PropertyValue<'paddingLeft'>) => ({ paddingLeft: value, paddingRight: value }),
    py: (value: Stitches.PropertyValue<'paddingTop'>) => ({ paddingTop: value, paddingBottom: value }),
    size: (value: Stitches.PropertyValue<'width'>) => ({ width: value, height: value }),
  },
});

export type CSS = Stitches.CSS<typeof config>;
