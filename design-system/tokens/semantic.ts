/**
 * The semantic colour contract. Every theme implements all of these keys, so a
 * token forgotten in one theme is a type error, not a blank colour at run time.
 */
export const semanticColorNames = [
  'bg',
  'panel',
  'panelRaised',
  'panelHover',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'brand',
  'brandHover',
  'brandSubtle',
  'onBrand',
  'danger',
  'dangerSubtle',
  'onDanger',
  'success',
  'successSubtle',
  'onSuccess',
  'warning',
  'warningSubtle',
  'onWarning',
  'focus',
  'overlay',
  'waveRed',
  'waveBlue',
  'waveGreen',
  'onWave',
] as const;

export type SemanticColorName = (typeof semanticColorNames)[number];
export type SemanticColors = Readonly<Record<SemanticColorName, string>>;

export const shadowNames = ['1', '2', '3'] as const;
export type SemanticShadows = Readonly<Record<(typeof shadowNames)[number], string>>;
