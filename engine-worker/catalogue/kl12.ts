import type { PlayDefinition } from '../types';

/** The kl12 plays (filled by the catalogue work). */
export const kl12Plays: PlayDefinition[] = [];
