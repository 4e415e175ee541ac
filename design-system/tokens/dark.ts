import type { SemanticColors, SemanticShadows } from './semantic';
import { feedback, gold, slate, wave } from './palette';

/** The dark theme: dark surfaces, gold brand (the brand colour changes with the theme). */
export const darkColors = {
  bg: slate.slate1,
  panel: slate.slate2,
  panelRaised: slate.slate3,
  panelHover: slate.slate4,
  text: slate.slate12,
  textMuted: slate.slate9,
  border: slate.slate5,
  borderStrong: slate.slate6,
  brand: gold.gold9,
  brandHover: gold.gold10,
  brandSubtle: gold.gold3,
  onBrand: gold.gold12,
  danger: feedback.crimsonDark9,
  dangerSubtle: feedback.crimsonDark3,
  onDanger: feedback.ink,
  success: feedback.greenDark9,
  successSubtle: feedback.greenDark3,
  onSuccess: '#04180c',
  warning: feedback.amberDark9,
  warningSubtle: feedback.amberDark3,
  onWarning: gold.gold12,
  focus: feedback.blueDark9,
  overlay: 'rgba(0, 0, 0, 0.6)',
  waveRed: wave.waveRedDark,
  waveBlue: wave.waveBlueDark,
  waveGreen: wave.waveGreenDark,
  onWave: '#ffffff',
} as const satisfies SemanticColors;

export const darkShadows = {
  '1': '0 1px 2px rgba(0, 0, 0, 0.5)',
  '2': '0 4px 14px rgba(0, 0, 0, 0.55)',
  '3': '0 14px 36px rgba(0, 0, 0, 0.65)',
} as const satisfies SemanticShadows;
