import type { Family, PlayDefinition } from '../types';
import { elevenFivePlays } from './11x5';
import { threeDPlays } from './3d';
import { k3Plays } from './k3';
import { kl12Plays } from './kl12';
import { ky481Plays } from './ky481';
import { lhcPlays } from './lhc';
import { pk10Plays } from './pk10';
import { sscPlays } from './ssc';

/** Every play of every family, in display order. */
export const catalogue: Record<Family, PlayDefinition[]> = {
  ssc: sscPlays,
  k3: k3Plays,
  '3d': threeDPlays,
  '11x5': elevenFivePlays,
  kl12: kl12Plays,
  pk10: pk10Plays,
  ky481: ky481Plays,
  lhc: lhcPlays,
};
