/**
 * Route patterns and href builders. They live in app/lib/paths.ts because features may only
 * import app/lib (the lint zones in eslint.config.js); this entry keeps app/paths importable.
 */
export * from './lib/paths';
