/** The help center's content as data: each section is a list of blocks the page draws in order. */
export type HelpBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: ReadonlyArray<readonly string[]> }
  | { kind: 'links'; links: ReadonlyArray<{ text: string; to: string }> };

export const heading = (text: string): HelpBlock => ({ kind: 'heading', text });
export const paragraph = (text: string): HelpBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): HelpBlock => ({ kind: 'list', items });
export const steps = (...items: string[]): HelpBlock => ({ kind: 'list', items, ordered: true });
export const table = (caption: string, head: string[], rows: string[][]): HelpBlock => ({ kind: 'table', caption, head, rows });
export const links = (...entries: Array<{ text: string; to: string }>): HelpBlock => ({ kind: 'links', links: entries });
