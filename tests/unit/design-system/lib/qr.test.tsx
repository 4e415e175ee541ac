import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QRCode } from '../../../../design-system/components/QRCode';
import { QrCapacityError, encodeQr } from '../../../../design-system/lib/qr';
import type { ErrorCorrectionLevel } from '../../../../design-system/lib/qr';

interface ReferenceCase {
  text: string;
  mode: 'byte' | 'alphanumeric';
  version: number;
  level: ErrorCorrectionLevel;
  mask: number;
  rows: string[];
}

// Matrices from python-qrcode, an independent encoder (fixtures/make-qr-reference.py regenerates them).
const reference = JSON.parse(readFileSync(new URL('./fixtures/qr-reference.json', import.meta.url), 'utf8')) as { cases: ReferenceCase[] };

const rowsOf = (modules: readonly (readonly boolean[])[]) => modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));

/** The mask number written in a code's format bits (the five data bits sit in column 8 of the last rows). */
function maskOf(rows: readonly string[]): number {
  let bits = 0;
  for (let i = 0; i < 5; i += 1) if (rows[rows.length - 5 + i]?.[8] === '1') bits |= 1 << i;
  return (bits ^ (0x5412 >> 10)) & 7;
}

/** The matrix drawn by the component: one `M x y h1v1h-1z` square per dark module, inside the quiet zone. */
function renderedRows(markup: string, margin = 4): string[] {
  const viewBox = /viewBox="0 0 (\d+) \d+"/.exec(markup);
  const path = /<path d="([^"]*)"/.exec(markup);
  if (!viewBox?.[1] || !path?.[1]) throw new Error('no QR svg in the markup');
  const size = Number(viewBox[1]) - margin * 2;
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x, y] of path[1].matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const row = grid[Number(y) - margin];
    if (row) row[Number(x) - margin] = true;
  }
  return rowsOf(grid);
}

describe('encodeQr', () => {
  for (const c of reference.cases) {
    it(`matches the independent reference matrix when encoding ${c.mode} ${c.version}-${c.level} (${c.text.slice(0, 16)}…)`, () => {
      const code = encodeQr(c.text, { level: c.level, version: c.version });
      expect(code.size).toBe(17 + 4 * c.version);
      expect(maskOf(rowsOf(code.modules))).toBe(c.mask);
      expect(rowsOf(code.modules)).toEqual(c.rows);
    });
  }

  it('picks the smallest version that fits when none is forced', () => {
    expect(encodeQr('HELLO WORLD', { level: 'Q' }).version).toBe(1);
    expect(encodeQr('https://sobet.example/pay?order=20260305001').version).toBe(4);
    expect(encodeQr('充值地址'.repeat(15), { level: 'M' }).version).toBe(9);
  });

  it('throws a capacity error when the text does not fit version 10', () => {
    expect(() => encodeQr('x'.repeat(300), { level: 'M' })).toThrow(QrCapacityError);
    expect(() => encodeQr('x'.repeat(120), { level: 'M', version: 3 })).toThrow(QrCapacityError);
  });
});

describe('QRCode', () => {
  it('draws the reference matrix as an inline svg when given the text', () => {
    const c = reference.cases.find((x) => x.text.startsWith('https://') && x.level === 'M');
    if (!c) throw new Error('reference case missing');
    const markup = renderToStaticMarkup(<QRCode value={c.text} level={c.level} label="支付二维码" />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="支付二维码"');
    expect(markup).not.toMatch(/<img|<style|url\(/);
    expect(renderedRows(markup)).toEqual(c.rows);
  });

  it('shows the capacity message instead of a code when the text is too long', () => {
    const markup = renderToStaticMarkup(<QRCode value={'x'.repeat(400)} />);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('二维码内容过长');
    expect(markup).not.toContain('<svg');
  });
});
