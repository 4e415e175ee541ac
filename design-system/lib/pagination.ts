export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The buttons of a pager: first and last page always, `siblings` pages either side of the current
 * one, and an ellipsis where pages are skipped. Pages are 1-based.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.trunc(pageCount));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), count);
  // first + last + current + 2*siblings + 2 ellipses
  const slots = 2 * siblings + 5;
  if (count <= slots) return range(1, count).map((p) => ({ type: 'page', page: p }));

  let start = Math.max(2, page - siblings);
  let end = Math.min(count - 1, page + siblings);
  // Keep the number of buttons constant when the current page is near an edge.
  if (page - siblings <= 3) {
    start = 2;
    end = slots - 2;
  } else if (page + siblings >= count - 2) {
    start = count - (slots - 3);
    end = count - 1;
  }
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  for (const p of range(start, end)) items.push({ type: 'page', page: p });
  if (end < count - 1) items.push({ type: 'ellipsis', key: 'end' });
  items.push({ type: 'page', page: count });
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
