/**
 * Reads the text of the QR code in an uploaded receiving-code image (PNG or JPEG, told by
 * its first bytes, not by the name the browser gave it). Pixels are decoded with pngjs or
 * jpeg-js and searched with jsQR. The image's size is checked from its header before its
 * pixels are unpacked, so a small file cannot claim a huge picture.
 */
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { fail } from '../../errors';

/** About a 2000 × 2000 picture (a phone screenshot is 1170 × 2532 ≈ 3 MP). */
export const MAX_QR_PIXELS = 4_000_000;

/** A payment link is well under this; longer text is not a receiving code. */
const MAX_QR_TEXT = 1000;

export type ImageKind = 'png' | 'jpeg';

export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function pngPixels(bytes: Buffer): Pixels {
  // IHDR: width and height are the big-endian integers at bytes 16 and 20.
  if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_QR_PIXELS) fail('qrNotFound');
  const png = PNG.sync.read(bytes);
  return { data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), width: png.width, height: png.height };
}

function jpegPixels(bytes: Buffer): Pixels {
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_QR_PIXELS / 1_000_000, maxMemoryUsageInMB: 128 });
  return { data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), width: image.width, height: image.height };
}

/** The QR code's text; throws `qrImageType` for anything but PNG/JPEG, `qrNotFound` when no code is found. */
export function decodeQrImage(bytes: Buffer): string {
  const kind = imageKindOf(bytes);
  if (!kind) fail('qrImageType');
  let pixels: Pixels;
  try {
    pixels = kind === 'png' ? pngPixels(bytes) : jpegPixels(bytes);
  } catch (error) {
    if ((error as { name?: string }).name === 'ApiError') throw error;
    return fail('qrNotFound'); // a damaged or oversized image
  }
  const found = jsQR(pixels.data, pixels.width, pixels.height);
  const text = found?.data.trim() ?? '';
  if (text === '' || text.length > MAX_QR_TEXT) fail('qrNotFound');
  return text;
}
