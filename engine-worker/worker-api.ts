/**
 * What the worker offers the app (exposed by worker.ts through Comlink). Pure: tests
 * call it directly, and through a real worker in tests/unit/engine-worker/worker.test.ts.
 * Big inputs cross the boundary once: parsed entries stay here behind a handle, and the
 * app receives a summary and the few entries it displays.
 */
import { countBets, getPlay, parseEntriesKept, playsOf, type PlayKey } from './engine';
import { encodeBody, type EncodedBody } from './orders/order-body';
import { buildOrderLine, type LineOptions, type OrderLine } from './orders/order-lines';
import { add } from '../rules/money';
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

/** A slip line as the app holds it: a plate selection, or a handle on entries kept here. */
export interface SlipLine extends LineOptions {
  key: string;
  selection?: Selection;
  handle?: number;
  /** Any-position input plays: the chosen positions. */
  positions?: number[];
}

/** The add_order request: everything but the lines, which are built here. */
export interface OrderRequest {
  lottery: string;
  issue?: string;
  betType: number;
  sourceType: number;
  istrace?: number;
  trace?: unknown;
  [extra: string]: unknown;
}

export interface BuiltOrder extends EncodedBody {
  lines: number;
  totalCount: number;
  totalAmount: string;
}

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

    /**
     * Bets of the entries behind a handle: each distinct entry makes the same bets (one, or for
     * an any-position play one per set of chosen positions), so the play's own rule counts one
     * entry and the result is that times the entries, with no million strings made.
     */
    countKept(handle: number, positions?: number[]): number {
      const { key, parsed } = keptEntries(handle);
      if (parsed.keys.length === 0) return 0;
      const [first] = entriesOf(parsed, 0, 1);
      return countBets(key, { rows: [[first!]], ...(positions ? { positions } : {}) }) * parsed.keys.length;
    },

    /** The play and entry count behind a handle. */
    describe(handle: number): { key: string; count: number; fullName: string } {
      const { key, parsed } = keptEntries(handle);
      return { key, count: parsed.keys.length, fullName: getPlay(key).fullName };
    },

    release(handle: number): void {
      kept.delete(handle);
    },

    /**
     * Builds the order lines (counts and stakes by the engine) and the request body,
     * lz-string compressed when large, ready for the HTTP client to send as is.
     */
    buildOrder(request: OrderRequest, slip: SlipLine[]): BuiltOrder {
      const order: OrderLine[] = slip.map(({ key, selection, handle, positions, ...options }) => {
        let picked = selection;
        if (handle !== undefined) {
          const kept = keptEntries(handle);
          if (kept.key !== key) throw new Error('单式号码与玩法不符');
          picked = { rows: [entriesOf(kept.parsed)], ...(positions ? { positions } : {}) };
        }
        if (!picked) throw new Error('投注内容不能为空');
        return buildOrderLine(key, picked, options);
      });
      const encoded = encodeBody({ ...request, order });
      return {
        ...encoded,
        lines: order.length,
        totalCount: order.reduce((sum, line) => sum + line.nums, 0),
        totalAmount: order.length === 0 ? '0' : add(...order.map((line) => line.amount)),
      };
    },

    /** Entries currently kept (for tests and diagnostics). */
    keptCount(): number {
      return kept.size;
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
