import type { SemanticColors, SemanticShadows } from './semantic';
import { feedback, gray, red, wave } from './palette';

/** The red theme (the default): light surfaces, red brand. */
export const redColors = {
  bg: gray.gray1,
  panel: gray.gray0,
  panelRaised: gray.gray0,
  panelHover: gray.gray2,
  text: gray.gray12,
  textMuted: gray.gray9,
  border: gray.gray3,
  borderStrong: gray.gray7,
  brand: red.red9,
  brandHover: red.red10,
  brandSubtle: red.red2,
  onBrand: gray.gray0,
  danger: feedback.crimson9,
  dangerSubtle: feedback.crimson3,
  onDanger: gray.gray0,
  success: feedback.green9,
  successSubtle: feedback.green3,
  onSuccess: gray.gray0,
  warning: feedback.amber9,
  warningSubtle: feedback.amber3,
  onWarning: gray.gray0,
  focus: feedback.blue9,
  overlay: 'rgba(20, 20, 24, 0.45)',
  waveRed: wave.waveRed,
  waveBlue: wave.waveBlue,
  waveGreen: wave.waveGreen,
  onWave: gray.gray0,
} as const satisfies SemanticColors;

export const redShadows = {
  '1': '0 1px 2px rgba(20, 20, 24, 0.08)',
  '2': '0 4px 12px rgba(20, 20, 24, 0.12)',
  '3': '0 12px 32px rgba(20, 20, 24, 0.18)',
} as const satisfies SemanticShadows;
