/**
 * The worker thread that decodes one uploaded receiving-code image (qr-image.ts readQrImage):
 * it gets the bytes as workerData and posts back the text or the refusal.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decodeQrImage } from './qr-image';

try {
  parentPort!.postMessage({ text: decodeQrImage(Buffer.from(workerData as Uint8Array)) });
} catch (error) {
  parentPort!.postMessage({ error: (error as { name_?: string }).name_ === 'qrImageType' ? 'qrImageType' : 'qrNotFound' });
}
