import type { PlayDefinition } from '../types';

/** The k3 plays (filled by the catalogue work). */
export const k3Plays: PlayDefinition[] = [];
