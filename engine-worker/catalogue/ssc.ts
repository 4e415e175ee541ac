import type { PlayDefinition } from '../types';

/** The ssc plays (filled by the catalogue work). */
export const sscPlays: PlayDefinition[] = [];
