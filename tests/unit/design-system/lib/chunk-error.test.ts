import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../../../design-system/lib/chunk-error';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    ['rspack ChunkLoadError', named('ChunkLoadError', 'Loading chunk 412 failed.\n(error: http://x/412.js)')],
    ['a CSS chunk', new Error('Loading CSS chunk echarts-trend failed.')],
    ['Chromium native import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    ['Firefox native import', new TypeError('error loading dynamically imported module')],
    ['Safari native import', new TypeError('Importing a module script failed.')],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of null (reading 'length')")],
    ['a thrown string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('does not take %s for a missing chunk', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
