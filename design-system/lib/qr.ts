// A small QR code encoder (ISO/IEC 18004): byte and alphanumeric mode, versions 1-10, error
// correction L/M/Q/H, Reed-Solomon over GF(256), all eight masks scored with the four penalty rules.
// Enough for payment addresses and URLs (version 10-M holds 213 bytes). Pure: text in, module matrix out.

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
export type QrMode = 'byte' | 'alphanumeric';

export interface QrCode {
  version: number;
  level: ErrorCorrectionLevel;
  mask: number;
  mode: QrMode;
  /** Modules per side (17 + 4 × version). */
  size: number;
  /** modules[row][column]: true = dark. */
  modules: boolean[][];
}

export interface QrOptions {
  level?: ErrorCorrectionLevel;
  /** Force a version (1-10); the smallest that fits by default. */
  version?: number;
  /** Force a mask (0-7); the one with the lowest penalty by default. */
  mask?: number;
  /** Force a mode; alphanumeric when every character allows it, byte otherwise. */
  mode?: QrMode;
}

export class QrCapacityError extends Error {
  readonly code = 'QR_TOO_LONG';
  constructor(length: number, level: ErrorCorrectionLevel) {
    super(`二维码内容过长（${length} 字节，纠错级别 ${level} 最多支持版本 10）`);
    this.name = 'QrCapacityError';
  }
}

export const maxVersion = 10;

// [ecCodewordsPerBlock, group1Blocks, group1DataCodewords, group2Blocks, group2DataCodewords] per version 1-10.
const blockTable: Readonly<Record<ErrorCorrectionLevel, readonly (readonly [number, number, number, number, number])[]>> = {
  L: [
    [7, 1, 19, 0, 0], [10, 1, 34, 0, 0], [15, 1, 55, 0, 0], [20, 1, 80, 0, 0], [26, 1, 108, 0, 0],
    [18, 2, 68, 0, 0], [20, 2, 78, 0, 0], [24, 2, 97, 0, 0], [30, 2, 116, 0, 0], [18, 2, 68, 2, 69],
  ],
  M: [
    [10, 1, 16, 0, 0], [16, 1, 28, 0, 0], [26, 1, 44, 0, 0], [18, 2, 32, 0, 0], [24, 2, 43, 0, 0],
    [16, 4, 27, 0, 0], [18, 4, 31, 0, 0], [22, 2, 38, 2, 39], [22, 3, 36, 2, 37], [26, 4, 43, 1, 44],
  ],
  Q: [
    [13, 1, 13, 0, 0], [22, 1, 22, 0, 0], [18, 2, 17, 0, 0], [26, 2, 24, 0, 0], [18, 2, 15, 2, 16],
    [24, 4, 19, 0, 0], [18, 2, 14, 4, 15], [22, 4, 18, 2, 19], [20, 4, 16, 4, 17], [24, 6, 19, 2, 20],
  ],
  H: [
    [17, 1, 9, 0, 0], [28, 1, 16, 0, 0], [22, 2, 13, 0, 0], [16, 4, 9, 0, 0], [22, 2, 11, 2, 12],
    [28, 4, 15, 0, 0], [26, 4, 13, 1, 14], [26, 4, 14, 2, 15], [24, 4, 12, 4, 13], [28, 6, 15, 2, 16],
  ],
};

const alignmentCentres: readonly (readonly number[])[] = [
  [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
];

const levelBits: Readonly<Record<ErrorCorrectionLevel, number>> = { L: 0b01, M: 0b00, Q: 0b11, H: 0b10 };
const alphanumericChars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

function blocksOf(version: number, level: ErrorCorrectionLevel) {
  const row = blockTable[level][version - 1];
  if (!row) throw new RangeError(`version ${version} is outside 1-${maxVersion}`);
  const [ec, b1, d1, b2, d2] = row;
  return { ec, sizes: [...Array<number>(b1).fill(d1), ...Array<number>(b2).fill(d2)] };
}

export function dataCapacity(version: number, level: ErrorCorrectionLevel): number {
  return blocksOf(version, level).sizes.reduce((a, b) => a + b, 0);
}

// ---- Galois field GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d) ----
const exp = new Uint8Array(512);
const log = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i += 1) {
    exp[i] = x;
    log[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i += 1) exp[i] = exp[i - 255] ?? 0;
}

export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return exp[(log[a] ?? 0) + (log[b] ?? 0)] ?? 0;
}

/** The generator polynomial (x - α^0)(x - α^1)…(x - α^(degree-1)), highest power first, leading 1 dropped. */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i += 1) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j += 1) {
      const c = poly[j] ?? 0;
      next[j] = (next[j] ?? 0) ^ c;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(c, exp[i] ?? 0);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** Reed-Solomon error correction codewords for one block: the remainder of data·x^n divided by the generator. */
export function reedSolomon(data: readonly number[], ecCount: number): number[] {
  const gen = generator(ecCount);
  const remainder = new Array<number>(ecCount).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    for (let i = 0; i < ecCount; i += 1) remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(gen[i] ?? 0, factor);
  }
  return remainder;
}

// ---- data encoding ----
class BitBuffer {
  readonly bits: number[] = [];
  put(value: number, length: number) {
    for (let i = length - 1; i >= 0; i -= 1) this.bits.push((value >>> i) & 1);
  }
}

export function isAlphanumeric(text: string): boolean {
  return [...text].every((c) => alphanumericChars.includes(c));
}

function countBits(mode: QrMode, version: number): number {
  if (mode === 'byte') return version <= 9 ? 8 : 16;
  return version <= 9 ? 9 : 11;
}

function segmentBits(text: string, mode: QrMode, version: number): BitBuffer {
  const buffer = new BitBuffer();
  if (mode === 'byte') {
    const bytes = new TextEncoder().encode(text);
    buffer.put(0b0100, 4);
    buffer.put(bytes.length, countBits(mode, version));
    for (const b of bytes) buffer.put(b, 8);
  } else {
    buffer.put(0b0010, 4);
    buffer.put(text.length, countBits(mode, version));
    for (let i = 0; i < text.length; i += 2) {
      const a = alphanumericChars.indexOf(text[i] ?? '');
      const pair = text[i + 1];
      if (pair === undefined) buffer.put(a, 6);
      else buffer.put(a * 45 + alphanumericChars.indexOf(pair), 11);
    }
  }
  return buffer;
}

/** The data codewords of a version: mode, count, data, terminator, bit padding, then 0xEC 0x11 pad bytes. */
export function encodeData(text: string, version: number, level: ErrorCorrectionLevel, mode: QrMode): number[] | undefined {
  const capacity = dataCapacity(version, level) * 8;
  const buffer = segmentBits(text, mode, version);
  if (mode === 'byte' && new TextEncoder().encode(text).length >= 1 << countBits(mode, version)) return undefined;
  if (buffer.bits.length > capacity) return undefined;
  buffer.put(0, Math.min(4, capacity - buffer.bits.length));
  buffer.put(0, (8 - (buffer.bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < buffer.bits.length; i += 8) {
    codewords.push(buffer.bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  }
  for (let pad = 0xec; codewords.length < capacity / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into blocks, adds each block's EC codewords, and interleaves them into the final sequence. */
export function finalCodewords(data: readonly number[], version: number, level: ErrorCorrectionLevel): number[] {
  const { ec, sizes } = blocksOf(version, level);
  const blocks: number[][] = [];
  let offset = 0;
  for (const size of sizes) {
    blocks.push(data.slice(offset, offset + size));
    offset += size;
  }
  const ecBlocks = blocks.map((block) => reedSolomon(block, ec));
  const out: number[] = [];
  const longest = Math.max(...sizes);
  for (let i = 0; i < longest; i += 1) for (const block of blocks) if (i < block.length) out.push(block[i] ?? 0);
  for (let i = 0; i < ec; i += 1) for (const block of ecBlocks) out.push(block[i] ?? 0);
  return out;
}

// ---- BCH codes for format and version information ----
function bchRemainder(value: number, poly: number): number {
  const polyDegree = 31 - Math.clz32(poly);
  let v = value << polyDegree;
  while (v !== 0 && 31 - Math.clz32(v) >= polyDegree) v ^= poly << (31 - Math.clz32(v) - polyDegree);
  return v;
}

/** The 15 format bits (level and mask, BCH(15,5), XOR 101010000010010). */
export function formatBits(level: ErrorCorrectionLevel, mask: number): number {
  const data = (levelBits[level] << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0b10100110111)) ^ 0b101010000010010;
}

/** The 18 version bits (versions 7 and up, BCH(18,6)). */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0b1111100100101);
}

// ---- matrix ----
const masks: readonly ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

interface Grid {
  size: number;
  dark: boolean[][];
  reserved: boolean[][];
}

function emptyGrid(size: number): Grid {
  return {
    size,
    dark: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
    reserved: Array.from({ length: size }, () => new Array<boolean>(size).fill(false)),
  };
}

function set(grid: Grid, r: number, c: number, dark: boolean) {
  const row = grid.dark[r];
  const res = grid.reserved[r];
  if (!row || !res || c < 0 || c >= grid.size) return;
  row[c] = dark;
  res[c] = true;
}

function placeFunctionPatterns(grid: Grid, version: number) {
  const n = grid.size;
  // Finder patterns with their separators.
  for (const [fr, fc] of [[0, 0], [0, n - 7], [n - 7, 0]] as const) {
    for (let r = -1; r <= 7; r += 1) {
      for (let c = -1; c <= 7; c += 1) {
        const rr = fr + r;
        const cc = fc + c;
        if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(grid, rr, cc, ring !== 2 && ring !== 4);
      }
    }
  }
  // Timing patterns.
  for (let i = 8; i < n - 8; i += 1) {
    set(grid, 6, i, i % 2 === 0);
    set(grid, i, 6, i % 2 === 0);
  }
  // Alignment patterns (not over the finders).
  const centres = alignmentCentres[version - 1] ?? [];
  for (const r of centres) {
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === n - 7) || (r === n - 7 && c === 6)) continue;
      for (let dr = -2; dr <= 2; dr += 1) for (let dc = -2; dc <= 2; dc += 1) set(grid, r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }
  }
  // The dark module and the reserved format areas (written later).
  set(grid, n - 8, 8, true);
  for (let i = 0; i < 9; i += 1) {
    if (!grid.reserved[8]?.[i]) set(grid, 8, i, false);
    if (!grid.reserved[i]?.[8]) set(grid, i, 8, false);
  }
  for (let i = 0; i < 8; i += 1) {
    set(grid, 8, n - 1 - i, false);
    if (n - 1 - i !== n - 8) set(grid, n - 1 - i, 8, false);
  }
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i += 1) {
      const bit = ((bits >>> i) & 1) === 1;
      const a = Math.floor(i / 3);
      const b = (i % 3) + n - 11;
      set(grid, a, b, bit);
      set(grid, b, a, bit);
    }
  }
}

function placeFormat(grid: Grid, level: ErrorCorrectionLevel, mask: number) {
  const bits = formatBits(level, mask);
  const n = grid.size;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // Around the top-left finder: bits 0-7 down column 8 (skipping the timing row), 8-14 along row 8.
  for (let i = 0; i <= 5; i += 1) set(grid, i, 8, bit(i));
  set(grid, 7, 8, bit(6));
  set(grid, 8, 8, bit(7));
  set(grid, 8, 7, bit(8));
  for (let i = 9; i < 15; i += 1) set(grid, 8, 14 - i, bit(i));
  // The copy: bits 0-7 along row 8 from the right, 8-14 up column 8 from the bottom.
  for (let i = 0; i < 8; i += 1) set(grid, 8, n - 1 - i, bit(i));
  for (let i = 8; i < 15; i += 1) set(grid, n - 15 + i, 8, bit(i));
  set(grid, n - 8, 8, true);
}

function placeData(grid: Grid, codewords: readonly number[]) {
  const n = grid.size;
  let bitIndex = 0;
  const total = codewords.length * 8;
  let upward = true;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // skip the vertical timing column
    for (let step = 0; step < n; step += 1) {
      const r = upward ? n - 1 - step : step;
      for (const c of [right, right - 1]) {
        if (grid.reserved[r]?.[c]) continue;
        const dark = bitIndex < total && (((codewords[bitIndex >>> 3] ?? 0) >>> (7 - (bitIndex & 7))) & 1) === 1;
        const row = grid.dark[r];
        if (row) row[c] = dark; // remainder bits stay light
        bitIndex += 1;
      }
    }
    upward = !upward;
  }
}

function applyMask(grid: Grid, mask: number): boolean[][] {
  const fn = masks[mask];
  if (!fn) throw new RangeError(`mask ${mask} is outside 0-7`);
  return grid.dark.map((row, r) => row.map((dark, c) => (grid.reserved[r]?.[c] ? dark : dark !== fn(r, c))));
}

/** The four penalty rules of ISO 18004 §7.8.3 (lower is better). */
export function penalty(m: readonly (readonly boolean[])[]): number {
  const n = m.length;
  const at = (r: number, c: number) => m[r]?.[c] === true;
  let score = 0;
  // Rule 1: runs of five or more of one colour, in rows and columns.
  for (let pass = 0; pass < 2; pass += 1) {
    for (let i = 0; i < n; i += 1) {
      let run = 1;
      for (let j = 1; j < n; j += 1) {
        const same = pass === 0 ? at(i, j) === at(i, j - 1) : at(j, i) === at(j - 1, i);
        if (same) run += 1;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      if (run >= 5) score += run - 2;
    }
  }
  // Rule 2: 2x2 blocks of one colour.
  for (let r = 0; r < n - 1; r += 1)
    for (let c = 0; c < n - 1; c += 1) {
      const v = at(r, c);
      if (v === at(r, c + 1) && v === at(r + 1, c) && v === at(r + 1, c + 1)) score += 3;
    }
  // Rule 3: finder-like 1:1:3:1:1 patterns with four light modules on one side.
  const patterns = [
    [true, false, true, true, true, false, true, false, false, false, false],
    [false, false, false, false, true, false, true, true, true, false, true],
  ];
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j <= n - 11; j += 1)
      for (const p of patterns) {
        if (p.every((v, k) => at(i, j + k) === v)) score += 40;
        if (p.every((v, k) => at(j + k, i) === v)) score += 40;
      }
  // Rule 4: balance of dark and light.
  let dark = 0;
  for (const row of m) for (const v of row) if (v) dark += 1;
  const percent = (dark * 100) / (n * n);
  score += Math.floor(Math.abs(percent - 50) / 5) * 10;
  return score;
}

/** Encodes text (UTF-8) into a QR code matrix. Throws QrCapacityError when it does not fit version 10. */
export function encodeQr(text: string, options: QrOptions = {}): QrCode {
  const level = options.level ?? 'M';
  const mode = options.mode ?? (text.length > 0 && isAlphanumeric(text) ? 'alphanumeric' : 'byte');
  if (mode === 'alphanumeric' && !isAlphanumeric(text)) throw new RangeError('text has characters outside the alphanumeric set');
  const versions = options.version ? [options.version] : Array.from({ length: maxVersion }, (_, i) => i + 1);
  let version = 0;
  let data: number[] | undefined;
  for (const v of versions) {
    data = encodeData(text, v, level, mode);
    if (data) {
      version = v;
      break;
    }
  }
  if (!data) throw new QrCapacityError(new TextEncoder().encode(text).length, level);

  const grid = emptyGrid(17 + 4 * version);
  placeFunctionPatterns(grid, version);
  placeData(grid, finalCodewords(data, version, level));

  let best: { mask: number; modules: boolean[][]; score: number } | undefined;
  const candidates = options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask];
  for (const mask of candidates) {
    const masked: Grid = { size: grid.size, dark: applyMask(grid, mask), reserved: grid.reserved.map((r) => [...r]) };
    placeFormat(masked, level, mask);
    const score = candidates.length > 1 ? penalty(masked.dark) : 0;
    if (!best || score < best.score) best = { mask, modules: masked.dark, score };
  }
  if (!best) throw new Error('no mask evaluated');
  return { version, level, mask: best.mask, mode, size: grid.size, modules: best.modules };
}

/** One SVG path (`M x y h1 v1 h-1 z` per dark module) in module units, offset by the quiet zone. */
export function qrSvgPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c + margin} ${r + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}
