/**
 * Reads the text of the QR code in an uploaded receiving-code image (PNG or JPEG, told by
 * its first bytes, not by the name the browser gave it). Pixels are decoded with pngjs or
 * jpeg-js and searched with jsQR. Cheap refusals come first, from the bytes alone: the
 * picture's size from its header (a small file cannot claim a huge picture) and a JPEG's
 * number of scans (each progressive scan is another pass over the whole picture). The
 * decoding itself runs in a worker thread (qr-worker.ts) with a memory limit and a time
 * limit, so no image can hold the event loop that serves everyone else.
 */
import { Worker } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { fail } from '../../errors';

/** About a 2000 × 2000 picture (a phone screenshot is 1170 × 2532 ≈ 3 MP). */
export const MAX_QR_PIXELS = 4_000_000;

/** A baseline JPEG has 1-3 scans and a progressive one about 10; thousands are an attack. */
export const MAX_JPEG_SCANS = 40;

/** A decode that takes longer is given up (a 2 MP screenshot decodes in well under a second). */
export const QR_DECODE_MS = 3_000;

/** The worker's heap: the largest picture's pixels (16 MB) and the decoders' buffers fit well within it. */
const QR_WORKER_HEAP_MB = 160;

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

/** Start-of-scan markers: the entropy-coded data stuffs every 0xFF with 0x00, so FF DA appears only as a marker. */
export function jpegScanCount(bytes: Buffer): number {
  let scans = 0;
  for (let at = bytes.indexOf(0xff); at >= 0 && at < bytes.length - 1; at = bytes.indexOf(0xff, at + 1)) if (bytes[at + 1] === 0xda) scans++;
  return scans;
}

/** What can be refused from the bytes alone, before any pixel is decoded. */
export function precheckQrImage(bytes: Buffer): ImageKind {
  const kind = imageKindOf(bytes);
  if (!kind) fail('qrImageType');
  if (kind === 'png' && (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_QR_PIXELS)) fail('qrNotFound');
  if (kind === 'jpeg' && jpegScanCount(bytes) > MAX_JPEG_SCANS) fail('qrNotFound');
  return kind;
}

/** The QR code's text, decoded in this thread (the worker's work); throws `qrImageType` or `qrNotFound`. */
export function decodeQrImage(bytes: Buffer): string {
  const kind = precheckQrImage(bytes);
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

/** Where the worker's code is: beside this file in the sources, beside the bundle in the build (scripts/build.mjs). */
const workerFile = import.meta.url.endsWith('.ts') ? new URL('./qr-worker.ts', import.meta.url) : new URL('./qr-worker.js', import.meta.url);

/**
 * The QR code's text, decoded in a worker thread of its own with a heap limit, ended after
 * `timeoutMs`: an image that takes longer, or needs more memory, is refused as not a code.
 */
export async function readQrImage(bytes: Buffer, timeoutMs = QR_DECODE_MS): Promise<string> {
  precheckQrImage(bytes);
  const options = { workerData: bytes, resourceLimits: { maxOldGenerationSizeMb: QR_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 } };
  const worker = workerFile.pathname.endsWith('.ts')
    ? // From the sources (tests, tsx): the thread loads the TypeScript through tsx.
      new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(workerFile.href)}, ${JSON.stringify(workerFile.href)}))`, {
        ...options,
        eval: true,
      })
    : new Worker(workerFile, options);
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await new Promise<{ text?: string; error?: 'qrImageType' | 'qrNotFound' }>((resolve) => {
      timer = setTimeout(() => resolve({ error: 'qrNotFound' }), timeoutMs);
      worker.once('message', resolve);
      worker.once('error', () => resolve({ error: 'qrNotFound' })); // out of memory, or a decoder crash
      worker.once('exit', () => resolve({ error: 'qrNotFound' }));
    });
    if (answer.error) fail(answer.error);
    return answer.text!;
  } finally {
    clearTimeout(timer);
    void worker.terminate();
  }
}
