/**
 * What the bundler serves for `use-sync-external-store/shim` (rspack.config.ts aliases it here):
 * wouter imports that shim for React versions before 18; on React 18 and later the shim only hands
 * back React's own hook, so this does the same without the shim's fallback code in main.js.
 */
export { useSyncExternalStore } from 'react';
