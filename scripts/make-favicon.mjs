/**
 * Writes app/public/favicon.ico from app/public/favicon.svg: the SVG rendered by Chromium at
 * 16, 32 and 48 px, stored as PNG images in one ICO file. Run after changing the SVG:
 * `node scripts/make-favicon.mjs` (the .ico is committed; the build only copies it).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const svg = fs.readFileSync(new URL('../app/public/favicon.svg', import.meta.url), 'utf8');
const sizes = [16, 32, 48];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const images = [];
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  images.push(await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();

// ICO: a 6-byte header, a 16-byte entry per image, then the PNG data.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(sizes[i], entry);
  header.writeUInt8(sizes[i], entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
fs.writeFileSync(new URL('../app/public/favicon.ico', import.meta.url), Buffer.concat([header, ...images]));
console.log(`app/public/favicon.ico: ${offset} bytes (${sizes.join(', ')} px)`);
