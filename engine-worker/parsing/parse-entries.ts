/**
 * Bulk single-entry (单式) parsing: validation, de-duplication and counting in one pass
 * over the text's character codes. Entries become integer keys (digits in base 10;
 * ordered numbers in base max+1; unordered numbers as a bitmask) checked against a
 * typed-array seen-table, so a million entries cost one Int32Array of keys and no
 * per-entry strings. Strings are only made for the few entries an error message shows.
 */
import type { EntryFormat, ParseResult } from '../types';

/** The largest input accepted (bytes or characters): a million 8-number entries fit with room to spare. */
export const MAX_INPUT_SIZE = 32 * 1024 * 1024;
const SAMPLE_LIMIT = 20;

/** Distinct valid entries as keys, in first-seen order, plus the summary the player sees. */
export interface ParsedEntries {
  format: EntryFormat;
  /** Keys of the distinct valid entries (length = summary.count); empty when the input is rejected. */
  keys: Int32Array;
  summary: ParseResult;
}

export const parseMessages = {
  empty: '请输入投注号码',
  binary: '文件不是文本文件，请上传 .txt 文本',
  tooLarge: `文件过大，最大支持 ${MAX_INPUT_SIZE / 1024 / 1024} MB`,
  length: '号码个数不正确',
  range: '号码超出范围',
  repeated: '号码不能重复',
  allSame: '不能为豹子号或对子号',
  notPair: '组三号码须有且只有一个对子',
  notDistinct: '组六号码须各不相同',
  badNumber: '号码格式错误',
} as const;

/** Size of the key space of a format, i.e. how much of the seen-table a parse uses. */
function keySpace(format: EntryFormat): number {
  if (format.kind === 'digits') return 10 ** format.length;
  if (format.unordered) return 1 << (format.max + 1);
  return (format.max + 1) ** format.length;
}

/** Room for every key space of the catalogue (the largest: pk10 猜前五, 11^5 = 161 051). */
const MAX_KEY_SPACE = 1 << 18;
/**
 * The seen-table (one byte per possible key) and the key buffer, shared by every parse: a parse
 * runs start to end in one synchronous call, so there is one at a time. As module constants
 * rather than per-parse arrays, the optimiser knows their address and length and the hot loops
 * do not reload them for every entry (measured: 1 ms per million entries). A byte per key rather
 * than a bit: a bit costs a shift, a mask and a longer dependency chain per entry (1.4 ms more).
 */
const seenTable = new Uint8Array(MAX_KEY_SPACE);
const keyBuffer = new Int32Array(MAX_KEY_SPACE + 1); // one spare slot: the hot loops write a key before knowing whether it is new
/**
 * Where the first duplicates start and end (duplicate k at 2k and 2k + 1); their text is cut out
 * when the parse finishes. A hot loop that called out to cut strings carried that code in its
 * body and spilled its registers (measured: 1 ms per million entries).
 */
const duplicateSpans = new Int32Array(2 * SAMPLE_LIMIT);

class EntryCollector {
  /**
   * One collector kept for the life of the module. V8 drops an object shape (map) once no
   * object has it, and with it every optimised function compiled against it: without this,
   * each full GC between two pastes threw away the optimised parse loops (measured: a
   * million ssc entries took 14 ms, then 21-30 ms after every GC).
   */
  static readonly keepsShapeAlive = new EntryCollector('', 1);

  /** Distinct keys so far, in keyBuffer[0, count). */
  count = 0;
  /** Every duplicate; the first SAMPLE_LIMIT are in duplicateSpans. */
  duplicates = 0;
  invalidCount = 0;
  invalid: ParseResult['invalid'] = [];
  entryIndex = 0;

  constructor(
    private readonly text: string,
    space: number,
  ) {
    if (space > MAX_KEY_SPACE) throw new Error(`key space ${space} exceeds the seen-table (${MAX_KEY_SPACE})`);
    seenTable.fill(0, 0, space);
  }

  /** Records a valid entry read by a checked path (the fast loops keep their counts in locals). */
  accept(key: number, start: number, end: number): void {
    if (addKey(this.count, key) === 1) this.count++;
    else this.duplicate(start, end);
  }

  duplicate(start: number, end: number): void {
    if (this.duplicates < SAMPLE_LIMIT) spanDuplicate(this.duplicates, start, end);
    this.duplicates++;
  }

  reject(reason: string, start: number, end: number): void {
    this.invalidCount++;
    if (this.invalid.length < SAMPLE_LIMIT) this.invalid.push({ position: this.entryIndex, entry: this.text.slice(start, end).trim(), reason });
  }

  private duplicateSamples(): string[] {
    const samples: string[] = [];
    for (let k = 0; k < Math.min(this.duplicates, SAMPLE_LIMIT); k++) samples.push(this.text.slice(duplicateSpans[2 * k], duplicateSpans[2 * k + 1]).trim());
    return samples;
  }

  finish(format: EntryFormat): ParsedEntries {
    const rejected = this.invalidCount > 0;
    const summary: ParseResult = {
      count: rejected ? 0 : this.count,
      duplicates: this.duplicates,
      duplicateSamples: this.duplicateSamples(),
      invalid: this.invalid,
      invalidCount: this.invalidCount,
    };
    if (!rejected && this.count === 0) summary.error = parseMessages.empty;
    return { format, keys: rejected ? new Int32Array(0) : keyBuffer.slice(0, this.count), summary };
  }
}

function rejected(format: EntryFormat, error: string): ParsedEntries {
  return {
    format,
    keys: new Int32Array(0),
    summary: { count: 0, duplicates: 0, duplicateSamples: [], invalid: [], invalidCount: 0, error },
  };
}

/**
 * Parses typed, pasted or uploaded single entries. Bytes are decoded as UTF-16 when they start
 * with its byte order mark (Notepad's "Unicode"), else as UTF-8, or as GB18030 when they are not
 * valid UTF-8 (files saved by Chinese Windows editors).
 */
export function parseEntries(format: EntryFormat, input: string | Uint8Array): ParsedEntries {
  if (input.length > MAX_INPUT_SIZE) return rejected(format, parseMessages.tooLarge);
  const text = typeof input === 'string' ? input : decodeText(input);
  if (text === null || looksBinary(text)) return rejected(format, parseMessages.binary);
  return format.kind === 'digits' ? parseDigitEntries(format, text) : parseNumberEntries(format, text);
}

function utf16Of(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function decodeText(bytes: Uint8Array): string | null {
  const utf16 = utf16Of(bytes);
  try {
    return new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (utf16) return null;
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}

/** A NUL or a run of control characters in the first 64 KB means the file is not text. */
function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 65536);
  let control = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 9 || (c > 13 && c < 32)) control++;
  }
  return control > end / 100;
}

const isDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19);
const digitValue = (c: number) => (c <= 57 ? c - 48 : c - 0xff10);

/**
 * Digit entries (ssc, 3d, ky481): every non-digit character separates entries; an entry
 * is exactly `length` digits (fullwidth digits count as digits). Plain entries (2-5 ASCII
 * digits 0-9, ordered) go through `takePlainDigitEntries`; anything else, and every entry
 * of group plays, takes the checked path `readDigitEntry`.
 */
function parseDigitEntries(format: EntryFormat, text: string): ParsedEntries {
  const { length, min, max } = format;
  const n = text.length;
  const collector = new EntryCollector(text, keySpace(format));
  const digits = new Int32Array(length);
  const plain = min === 0 && max === 9 && length >= 2 && length <= 5 && !format.unordered && !format.reject?.length;
  let i = 0;
  while (i < n) {
    if (plain) i = takePlainDigitEntries(collector, text, i, length);
    // the fast path stopped at an entry that needs every check, or near the end
    if (i < n) i = isDigit(text.charCodeAt(i)) ? readDigitEntry(format, text, i, collector, digits) : i + 1;
  }
  return collector.finish(format);
}

/**
 * The fast path: from `start`, takes entries of `length` (2-5) ASCII digits followed by a
 * separator, up to the first entry that needs the checked path or the last entry; returns
 * where it stopped. Kept apart from the checked path, which the optimiser would otherwise
 * inline into this loop (measured: 0.5 ms per million entries).
 */
function takePlainDigitEntries(collector: EntryCollector, text: string, start: number, length: number): number {
  // an entry that starts before fastEnd has its separator and the character after it inside
  // the text, so this loop never reads past the end (charCodeAt would give NaN); the last
  // entry goes the checked way
  const fastEnd = text.length - length - 1;
  // loop state lives in locals, written back once on the way out; every entry this loop
  // takes is new or a duplicate, so the entry index follows from those two counts (one
  // counter less in the loop: 0.8 ms per million entries)
  let count = collector.count;
  let duplicates = collector.duplicates;
  const takenBefore = count + duplicates;
  let i = start;
  while (i < fastEnd) {
    let key = text.charCodeAt(i) - 48;
    if (key >>> 0 > 9) {
      // a separator, or a fullwidth digit starting an entry
      if (isDigit(key + 48)) break;
      i++;
      continue;
    }
    // `length` ASCII digits then a non-digit, read unrolled. Each digit is checked without a
    // branch (d and d + 6 stay below 16 only for 0-9). Measured per million entries: place
    // values in variables or a loop over the digits cost 1.5-2.5 ms more than this chain of
    // constant × 10.
    const c1 = text.charCodeAt(i + 1) - 48;
    key = key * 10 + c1;
    let bad = c1 | (c1 + 6);
    if (length > 2) {
      const c = text.charCodeAt(i + 2) - 48;
      key = key * 10 + c;
      bad |= c | (c + 6);
    }
    if (length > 3) {
      const c = text.charCodeAt(i + 3) - 48;
      key = key * 10 + c;
      bad |= c | (c + 6);
    }
    if (length > 4) {
      const c = text.charCodeAt(i + 4) - 48;
      key = key * 10 + c;
      bad |= c | (c + 6);
    }
    const stop = i + length;
    const next = text.charCodeAt(stop);
    // the entry must end here: a digit, or anything from the fullwidth digits up, goes the
    // checked way (each test is false for every separator, so the branch stays predictable)
    if ((bad & -16) !== 0 || (next - 48) >>> 0 <= 9 || next >= 0xff10) break;
    const isNew = addKey(count, key);
    count += isNew;
    if (duplicates < SAMPLE_LIMIT && isNew === 0) spanDuplicate(duplicates, i, stop);
    duplicates += isNew ^ 1;
    // past the separator, and past the \n of a \r\n without a branch: pasted text mixes line
    // ends, and a \n left for the next turn cost a mispredicted branch and a turn of its own
    // (measured per million mixed entries: 10.1 -> 9.7 ms; \r\n only: 11.4 -> 9.9 ms;
    // \n only: 9.4 -> 10.1 ms, the extra read)
    const after = text.charCodeAt(stop + 1);
    i = stop + 1 + ((((next ^ 13) | (after ^ 10)) - 1) >>> 31);
  }
  collector.entryIndex += count + duplicates - takenBefore;
  collector.count = count;
  collector.duplicates = duplicates;
  return i;
}

/** Notes where duplicate number `k` (from 0, below SAMPLE_LIMIT) starts and ends. */
function spanDuplicate(k: number, start: number, end: number): void {
  duplicateSpans[2 * k] = start;
  duplicateSpans[2 * k + 1] = end;
}

/**
 * Marks `key` seen and writes it at keyBuffer[count] (kept only when it was new); returns 1 if
 * new, else 0. Without a branch: whether a random entry is new is unpredictable while the table fills.
 */
function addKey(count: number, key: number): number {
  const isNew = seenTable[key]! ^ 1;
  seenTable[key] = 1;
  keyBuffer[count] = key;
  return isNew;
}

/** Reads one digit entry starting at `start` with every check; returns the index after it. */
function readDigitEntry(format: EntryFormat, text: string, start: number, collector: EntryCollector, digits: Int32Array): number {
  const { length, min, max } = format;
  let len = 0;
  let key = 0;
  let outOfRange = false;
  let i = start;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) break;
    const d = digitValue(c);
    if (len < length) {
      digits[len] = d;
      key = key * 10 + d;
    }
    if (d < min || d > max) outOfRange = true;
    len++;
  }
  collector.entryIndex++;
  if (len !== length) collector.reject(parseMessages.length, start, i);
  else if (outOfRange) collector.reject(parseMessages.range, start, i);
  else {
    const problem = digitShapeProblem(format, digits);
    if (problem) collector.reject(problem, start, i);
    else collector.accept(format.unordered ? sortedDigitKey(digits) : key, start, i);
  }
  return i;
}

function digitShapeProblem(format: EntryFormat, digits: Int32Array): string | null {
  if (!format.reject) return null;
  let distinctCount = 0;
  let seenMask = 0;
  for (let i = 0; i < digits.length; i++) {
    const bit = 1 << (digits[i] as number);
    if ((seenMask & bit) === 0) distinctCount++;
    seenMask |= bit;
  }
  for (const rule of format.reject) {
    if (rule === 'allSame' && distinctCount === 1) return parseMessages.allSame;
    if (rule === 'notPair' && distinctCount !== digits.length - 1) return parseMessages.notPair;
    if (rule === 'notDistinct' && distinctCount !== digits.length) return parseMessages.notDistinct;
  }
  return null;
}

/** Key of the digits sorted ascending (group plays: 121 and 112 are one entry). */
function sortedDigitKey(digits: Int32Array): number {
  const counts = new Int32Array(10);
  for (let i = 0; i < digits.length; i++) counts[digits[i] as number]!++;
  let key = 0;
  for (let d = 0; d < 10; d++) for (let k = counts[d] as number; k > 0; k--) key = key * 10 + d;
  return key;
}

/**
 * Characters that end a number entry (numbers inside one entry are separated by spaces or other marks):
 * \n \r , ; | and ， ； ｜ 、. A table, not a chain of comparisons: pasted text mixes separators at
 * random, and every exit of a comparison chain would be a mispredicted branch.
 */
const ENTRY_SEPARATOR = new Uint8Array(65536);
for (const c of [10, 13, 44, 59, 124, 0xff0c, 0xff1b, 0xff5c, 0x3001]) ENTRY_SEPARATOR[c] = 1;
function isEntrySeparator(c: number): boolean {
  return ENTRY_SEPARATOR[c] === 1;
}

/**
 * Number entries (11x5, kl12, pk10): entries end at a line break or , ; | (and fullwidth
 * forms); inside an entry, numbers are written as 1-2 digit groups separated by spaces,
 * or as contiguous two-digit pairs ("010203"). The usual shapes ("01 02 03", "010203") go
 * through `takePlainNumberEntries`; anything else takes the checked path `readNumberEntry`.
 */
function parseNumberEntries(format: EntryFormat, text: string): ParsedEntries {
  const n = text.length;
  const collector = new EntryCollector(text, keySpace(format));
  const numbers = new Int32Array(format.length);
  let i = 0;
  while (i < n) {
    i = takePlainNumberEntries(collector, format, text, i);
    // the fast path stopped at an entry that needs every check
    if (i < n) i = readNumberEntry(format, text, i, collector, numbers);
  }
  return collector.finish(format);
}

/**
 * The fast path: from `start`, takes entries of `length` two-digit numbers, all spaced by one
 * space ("01 02 03") or all contiguous ("010203"), then a separator or the end, up to the first
 * entry that needs the checked path; returns where it stopped (as takePlainDigitEntries).
 */
function takePlainNumberEntries(collector: EntryCollector, format: EntryFormat, text: string, start: number): number {
  const { length, min, max, distinct, unordered } = format;
  const base = max + 1;
  const n = text.length;
  // loop state lives in locals, written back once on the way out (the entry index as in takePlainDigitEntries)
  let count = collector.count;
  let duplicates = collector.duplicates;
  const takenBefore = count + duplicates;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c - 48 > 9 || c < 48) {
      if (!isEntrySeparator(c) && c !== 32 && c !== 9) break;
      i++;
      continue;
    }
    // The stride (3 or 2) comes from the third character, so every number's position is known
    // up front and the reads do not wait on one another. Checks accumulate without branches:
    // digits (d and d + 6 below 16), range (value − min and max − value not negative), spaces
    // and repeats (bit already set). Near the end of the text the lookahead could pass it
    // (charCodeAt would give NaN, which bit operations read as 0): those entries take the
    // checked path.
    const third = text.charCodeAt(i + 2) ^ 32;
    const spaced = ~((third | -third) >> 31); // -1 when the third character is a space, else 0
    const stride = 2 - spaced;
    const j = i + length * stride + spaced; // the character after the entry
    let key = 0;
    let mask = 0;
    let repeated = 0;
    let bad = j > n ? -1 : 0;
    for (let k = 0, at = i; k < length; k++, at += stride) {
      const d1 = text.charCodeAt(at) - 48;
      const d2 = text.charCodeAt(at + 1) - 48;
      const value = d1 * 10 + d2;
      bad |= d1 | (d1 + 6) | d2 | (d2 + 6) | (value - min) | (max - value);
      const bit = 1 << value;
      repeated |= mask & bit;
      mask |= bit;
      key = key * base + value;
    }
    // spaced entries: the marks between numbers must be spaces (the first one is `third`;
    // the last number has none after it)
    for (let k = 2, at = i + 5; k < length; k++, at += 3) bad |= ((text.charCodeAt(at) ^ 32) & spaced) << 4;
    const end = text.charCodeAt(j); // NaN past the end, which the table reads as no separator
    if ((bad & -16) !== 0 || (distinct && repeated !== 0) || (j < n && ENTRY_SEPARATOR[end] === 0)) break;
    if (unordered) key = mask;
    const isNew = addKey(count, key);
    count += isNew;
    if (duplicates < SAMPLE_LIMIT && isNew === 0) spanDuplicate(duplicates, i, j);
    duplicates += isNew ^ 1;
    i = j + 1; // past the separator (the \n of a \r\n is skipped on the next turn)
  }
  collector.entryIndex += count + duplicates - takenBefore;
  collector.count = count;
  collector.duplicates = duplicates;
  return i;
}

/** Reads one number entry starting at `start` (up to the next entry separator) with every check. */
function readNumberEntry(format: EntryFormat, text: string, start: number, collector: EntryCollector, numbers: Int32Array): number {
  const { length } = format;
  const runDigits = new Int32Array(16);
  let count = 0;
  let run = 0;
  let badGroup = false;
  let i = start;
  for (; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (isDigit(c)) {
      if (run < runDigits.length) runDigits[run] = digitValue(c);
      run++;
      continue;
    }
    if (run > 0) {
      // a group of 1-2 digits is one number; a longer even group is read as two-digit pairs
      if (run <= 2) {
        if (count < length) numbers[count] = run === 1 ? runDigits[0]! : runDigits[0]! * 10 + runDigits[1]!;
        count++;
      } else if (run % 2 === 0 && run <= runDigits.length) {
        for (let k = 0; k < run; k += 2) {
          if (count < length) numbers[count] = runDigits[k]! * 10 + runDigits[k + 1]!;
          count++;
        }
      } else badGroup = true;
      run = 0;
    }
    if (isEntrySeparator(c)) break;
  }
  const end = Math.min(i, text.length);
  collector.entryIndex++;
  const problem = badGroup ? parseMessages.badNumber : numberProblem(format, numbers, count);
  if (problem) collector.reject(problem, start, end);
  else collector.accept(numberKey(format, numbers, format.max + 1), start, end);
  return end;
}

function numberProblem(format: EntryFormat, numbers: Int32Array, count: number): string | null {
  if (count !== format.length) return parseMessages.length;
  let mask = 0;
  for (let i = 0; i < count; i++) {
    const value = numbers[i] as number;
    if (value < format.min || value > format.max) return parseMessages.range;
    if (format.distinct && (mask & (1 << value)) !== 0) return parseMessages.repeated;
    mask |= 1 << value;
  }
  return null;
}

function numberKey(format: EntryFormat, numbers: Int32Array, base: number): number {
  let key = 0;
  if (format.unordered) {
    for (let i = 0; i < numbers.length; i++) key |= 1 << (numbers[i] as number);
    return key;
  }
  for (let i = 0; i < numbers.length; i++) key = key * base + (numbers[i] as number);
  return key;
}

/** The canonical entry string of a key: digits contiguous ('01234'); numbers two-digit and space-joined ('01 02 03'), ascending for unordered formats. */
export function entryOfKey(format: EntryFormat, key: number): string {
  if (format.kind === 'digits') return String(key).padStart(format.length, '0');
  const numbers: number[] = [];
  if (format.unordered) {
    for (let value = format.min; value <= format.max; value++) if (key & (1 << value)) numbers.push(value);
  } else {
    const base = format.max + 1;
    for (let i = 0; i < format.length; i++) {
      numbers.unshift(key % base);
      key = Math.floor(key / base);
    }
  }
  return numbers.map((value) => String(value).padStart(2, '0')).join(' ');
}

/** Canonical entry strings of parsed entries (for order codes and settlement; avoid on a million entries in the UI thread). */
export function entriesOf(parsed: ParsedEntries, from = 0, to = parsed.keys.length): string[] {
  const out: string[] = [];
  for (let i = from; i < to; i++) out.push(entryOfKey(parsed.format, parsed.keys[i] as number));
  return out;
}
