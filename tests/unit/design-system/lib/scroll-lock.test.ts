import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from '../../../../design-system/lib/scroll-lock';

// The unit tests run without a DOM: a stand-in <html> with the two properties the lock reads and writes.
function fakePage(scrollbarWidth: number) {
  const html = { style: { overflow: 'auto', scrollbarGutter: '' }, clientWidth: 1280 - scrollbarWidth };
  vi.stubGlobal('document', { documentElement: html });
  vi.stubGlobal('window', { innerWidth: 1280 });
  return html;
}

describe('lockPageScroll', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('hides the page overflow and keeps the scrollbar gutter when the page has a scrollbar', () => {
    const html = fakePage(15);
    const release = lockPageScroll();
    expect(html.style).toEqual({ overflow: 'hidden', scrollbarGutter: 'stable' });
    release();
    expect(html.style).toEqual({ overflow: 'auto', scrollbarGutter: '' });
  });

  it('leaves the gutter alone when the page has no scrollbar', () => {
    const html = fakePage(0);
    const release = lockPageScroll();
    expect(html.style).toEqual({ overflow: 'hidden', scrollbarGutter: '' });
    release();
    expect(html.style.overflow).toBe('auto');
  });

  it('keeps the page locked until the last of several dialogs releases it, when releases come in any order', () => {
    const html = fakePage(15);
    const wallet = lockPageScroll();
    const fundPassword = lockPageScroll();
    wallet();
    expect(html.style.overflow).toBe('hidden');
    wallet(); // a second release of the same lock does not count twice
    expect(html.style.overflow).toBe('hidden');
    fundPassword();
    expect(html.style).toEqual({ overflow: 'auto', scrollbarGutter: '' });
  });
});
