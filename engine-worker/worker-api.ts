/**
 * What the worker offers the app (exposed by worker.ts through Comlink). Pure: tests
 * call it directly, and through a real worker in tests/unit/engine-worker/worker.test.ts.
 * Big inputs cross the boundary once: parsed entries stay here behind a handle, and the
 * app receives a summary and the few entries it displays.
 */
import { countBets, getPlay, parseEntriesKept, playsOf, type PlayKey } from './engine';
import { entriesOf, type ParsedEntries } from './parsing/parse-entries';
import type { Family, ParseResult, PlayInfo, Selection } from './types';

/** Entries shown with a parse summary (the slip preview); the rest stay in the worker. */
export const PREVIEW_ENTRIES = 100;

export interface ParsedInput {
  /** Refers to the kept entries in later calls (entriesOf, order building, release). */
  handle: number;
  summary: ParseResult;
  /** The first canonical entries, for display. */
  preview: string[];
}

type EntryInput = string | Uint8Array | Blob;

export function createWorkerApi() {
  const kept = new Map<number, { key: string; parsed: ParsedEntries }>();
  let nextHandle = 1;

  function keptEntries(handle: number) {
    const entry = kept.get(handle);
    if (!entry) throw new Error(`没有找到已解析的号码（${handle}）`);
    return entry;
  }

  return {
    playsOf(family: Family): PlayInfo[] {
      return playsOf(family);
    },

    countBets(key: PlayKey | string, selection: Selection): number {
      return countBets(key, selection);
    },

    /** Parses typed, pasted or uploaded entries; a File/Blob is read here, off the main thread. */
    async parseInput(key: PlayKey | string, input: EntryInput): Promise<ParsedInput> {
      const data = typeof input === 'string' || input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer());
      const parsed = parseEntriesKept(key, data);
      const handle = nextHandle++;
      if (parsed.summary.count > 0) kept.set(handle, { key, parsed });
      return { handle, summary: parsed.summary, preview: entriesOf(parsed, 0, Math.min(PREVIEW_ENTRIES, parsed.keys.length)) };
    },

    /** A window of kept entries (for a virtual list). */
    entries(handle: number, from: number, to: number): string[] {
      const { parsed } = keptEntries(handle);
      return entriesOf(parsed, Math.max(0, from), Math.min(parsed.keys.length, to));
    },

    /** The play and entry count behind a handle. */
    describe(handle: number): { key: string; count: number; fullName: string } {
      const { key, parsed } = keptEntries(handle);
      return { key, count: parsed.keys.length, fullName: getPlay(key).fullName };
    },

    release(handle: number): void {
      kept.delete(handle);
    },

    /** Entries currently kept (for tests and diagnostics). */
    keptCount(): number {
      return kept.size;
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
