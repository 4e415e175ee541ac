/** The lines of this platform: other base URLs serving the same API, which the speed test (/speed) measures. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { linePaths } from './paths';

/** A configured line besides the page's own origin: its base URL (an origin, no trailing slash). */
export const Line = Type.Object({ url: Type.String() });
export type Line = Static<typeof Line>;

export const lineEndpoints = {
  lines: defineEndpoint({ method: 'GET', path: linePaths.lines, response: Type.Array(Line) }),
} as const;
