import type { PlayDefinition } from '../types';

/** The pk10 plays (filled by the catalogue work). */
export const pk10Plays: PlayDefinition[] = [];
