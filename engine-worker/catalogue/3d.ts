import type { PlayDefinition } from '../types';

/** The 3d plays (filled by the catalogue work). */
export const threeDPlays: PlayDefinition[] = [];
