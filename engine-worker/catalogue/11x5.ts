import type { PlayDefinition } from '../types';

/** The 11x5 plays (filled by the catalogue work). */
export const elevenFivePlays: PlayDefinition[] = [];
