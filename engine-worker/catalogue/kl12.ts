/**
 * kl12 快乐12 (四川快乐12): five different numbers drawn in order from 01-12. The same plays
 * and rules as 11x5, plus 前四位/五位 不定位 and 定位胆 on all five ranks.
 */
import type { PlayDefinition } from '../types';
import { twelvePool } from '../rules/number-pool';
import { lottoPlays } from './11x5';

export const kl12Plays: PlayDefinition[] = lottoPlays({
  family: 'kl12',
  pool: twelvePool,
  rankLabels: ['第一位', '第二位', '第三位', '第四位', '第五位'],
  singlePickLimit: 50,
  unfixed: [
    { id: 'bdd_bdd_3x1m', ranks: 3 },
    { id: 'bdd_bdd4_4x1m', ranks: 4 },
    { id: 'bdd_bdd5_5x1m', ranks: 5 },
  ],
  positionRanks: 5,
});
