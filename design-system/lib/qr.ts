// QR codes through qrcode-generator (a maintained encoder); this file only adapts it to the design system:
// UTF-8 text, the alphanumeric mode when the text allows it, a version 10 ceiling and a Chinese capacity error.
import qrcode from 'qrcode-generator';

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
type Version = Parameters<typeof qrcode>[0];

export interface QrCode {
  version: number;
  level: ErrorCorrectionLevel;
  /** Modules per side (17 + 4 × version). */
  size: number;
  /** modules[row][column], true for dark. */
  modules: boolean[][];
}

export interface QrOptions {
  /** Error correction; M (15 %) by default. */
  level?: ErrorCorrectionLevel;
  /** Force a version (1-10); the smallest that fits by default. */
  version?: number;
}

/** Version 10 (57 modules) holds 213 bytes at level M: enough for addresses and payment URLs, still easy to scan small. */
export const maxVersion = 10;

export class QrCapacityError extends Error {
  readonly code = 'QR_TOO_LONG';
  constructor(length: number, level: ErrorCorrectionLevel) {
    super(`二维码内容过长（${length} 字节，纠错级别 ${level} 最多支持版本 ${maxVersion}）`);
    this.name = 'QrCapacityError';
  }
}

const alphanumeric = /^[0-9A-Z $%*+\-./:]+$/;

/** The library reads byte-mode data one char per byte, so the text goes in as its UTF-8 bytes. */
function utf8Bytes(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
}

/** Encodes text into a module matrix, in the smallest version that fits unless one is given. */
export function encodeQr(text: string, { level = 'M', version = 0 }: QrOptions = {}): QrCode {
  const length = new TextEncoder().encode(text).length;
  if (version > maxVersion) throw new RangeError(`version ${version} is outside 1-${maxVersion}`);
  const qr = qrcode(version as Version, level);
  if (alphanumeric.test(text)) qr.addData(text, 'Alphanumeric');
  else qr.addData(utf8Bytes(text), 'Byte');
  try {
    qr.make();
  } catch {
    throw new QrCapacityError(length, level);
  }
  const size = qr.getModuleCount();
  const actualVersion = (size - 17) / 4;
  if (actualVersion > maxVersion) throw new QrCapacityError(length, level);
  const modules = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => qr.isDark(row, column)));
  return { version: actualVersion, level, size, modules };
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
