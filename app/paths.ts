/**
 * Route patterns and href builders. They live in app/lib/paths.ts because features may only
 * import app/lib (the lint zones of STYLE.md); this entry keeps the documented name.
 */
export * from './lib/paths';
