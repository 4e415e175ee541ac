import type { PlayDefinition } from '../types';

/** The ky481 plays (filled by the catalogue work). */
export const ky481Plays: PlayDefinition[] = [];
