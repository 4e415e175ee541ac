/** Receiving-code images for tests: a QR code of `text` drawn black on white, as PNG or JPEG bytes. */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { encodeQr } from '../../design-system/lib/qr';

const SCALE = 6;
const MARGIN = 4;

function rgba(text: string | null, side = 240): { data: Buffer; width: number; height: number } {
  const modules = text === null ? null : encodeQr(text).modules;
  const size = modules ? (modules.length + 2 * MARGIN) * SCALE : side;
  const data = Buffer.alloc(size * size * 4, 0xff);
  if (modules)
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const row = Math.floor(y / SCALE) - MARGIN;
        const col = Math.floor(x / SCALE) - MARGIN;
        if (modules[row]?.[col]) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
      }
  return { data, width: size, height: size };
}

/** A PNG of `text` as a QR code; null gives a blank white picture (no code in it). */
export function qrPng(text: string | null): Buffer {
  const image = rgba(text);
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  return PNG.sync.write(png);
}

export function qrJpeg(text: string | null): Buffer {
  return Buffer.from(jpeg.encode(rgba(text), 95).data);
}

/** A multipart/form-data body: the fields, then the file (if any). */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): { body: Buffer; contentType: string } {
  const boundary = '----sobet' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
