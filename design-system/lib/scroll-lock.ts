// The page behind an open modal must not scroll. Several modals can be open at once (a fund password
// dialog over the wallet), so the lock is counted and the page is released when the last one closes.
let holders = 0;
let saved: { overflow: string; scrollbarGutter: string } | undefined;

/** Stops the page (<html>) from scrolling until the returned release function is called. */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (holders === 0) {
    saved = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    // Keep the scrollbar's width reserved so the page does not shift sideways when it disappears.
    const hasScrollbar = window.innerWidth > html.clientWidth;
    html.style.overflow = 'hidden';
    if (hasScrollbar) html.style.scrollbarGutter = 'stable';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      html.style.overflow = saved.overflow;
      html.style.scrollbarGutter = saved.scrollbarGutter;
      saved = undefined;
    }
  };
}
