import type { PlayDefinition } from '../types';

/** The lhc plays (filled by the catalogue work). */
export const lhcPlays: PlayDefinition[] = [];
