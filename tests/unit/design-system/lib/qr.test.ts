import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  QrCapacityError,
  encodeData,
  encodeQr,
  finalCodewords,
  formatBits,
  reedSolomon,
  versionBits,
} from '../../../../design-system/lib/qr';
import type { ErrorCorrectionLevel, QrMode } from '../../../../design-system/lib/qr';

interface ReferenceCase {
  text: string;
  mode: QrMode;
  version: number;
  level: ErrorCorrectionLevel;
  mask: number;
  rows: string[];
}

// Matrices made by an independent implementation (python-qrcode 8.2, forced version and mask);
// see fixtures/qr-reference.json.
const reference = JSON.parse(readFileSync(new URL('./fixtures/qr-reference.json', import.meta.url), 'utf8')) as { cases: ReferenceCase[] };

const rowsOf = (modules: boolean[][]) => modules.map((row) => row.map((m) => (m ? '1' : '0')).join(''));

describe('QR encoder', () => {
  it('encodes HELLO WORLD 1-M into the data codewords of the ISO/Thonky worked example', () => {
    expect(encodeData('HELLO WORLD', 1, 'M', 'alphanumeric')).toEqual([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]);
  });

  it('computes the Reed-Solomon codewords of the worked example', () => {
    expect(reedSolomon([32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17], 10)).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });

  it('produces the standard format strings for each level and mask', () => {
    const bits = (level: ErrorCorrectionLevel, mask: number) => formatBits(level, mask).toString(2).padStart(15, '0');
    expect(bits('L', 0)).toBe('111011111000100');
    expect(bits('M', 0)).toBe('101010000010010');
    expect(bits('Q', 0)).toBe('011010101011111');
    expect(bits('H', 0)).toBe('001011010001001');
    expect(bits('M', 5)).toBe('100000011001110');
    expect(bits('L', 7)).toBe('110100101110110');
  });

  it('produces the standard version strings for versions 7 to 10', () => {
    const bits = (v: number) => versionBits(v).toString(2).padStart(18, '0');
    expect(bits(7)).toBe('000111110010010100');
    expect(bits(8)).toBe('001000010110111100');
    expect(bits(9)).toBe('001001101010011001');
    expect(bits(10)).toBe('001010010011010011');
  });

  it('interleaves blocks when a version has several', () => {
    // 5-Q: two blocks of 15 and two of 16 data codewords, 18 EC codewords each: 134 in all.
    const data = Array.from({ length: 62 }, (_, i) => i);
    const out = finalCodewords(data, 5, 'Q');
    expect(out).toHaveLength(134);
    expect(out.slice(0, 4)).toEqual([0, 15, 30, 46]);
    expect(out.slice(60, 62)).toEqual([45, 61]);
  });

  for (const c of reference.cases) {
    it(`matches the reference matrix when encoding ${c.mode} ${c.version}-${c.level} mask ${c.mask} (${c.text.slice(0, 16)}…)`, () => {
      const code = encodeQr(c.text, { version: c.version, level: c.level, mask: c.mask, mode: c.mode });
      expect(code.size).toBe(17 + 4 * c.version);
      expect(rowsOf(code.modules)).toEqual(c.rows);
    });
  }

  it('picks the smallest version that fits and a mask by penalty when none is forced', () => {
    const code = encodeQr('https://sobet.example/pay?order=20260305001');
    expect(code.version).toBe(4);
    expect(code.level).toBe('M');
    expect(code.mode).toBe('byte');
    expect(code.mask).toBeGreaterThanOrEqual(0);
    expect(code.mask).toBeLessThan(8);
    const forced = encodeQr('https://sobet.example/pay?order=20260305001', { mask: code.mask });
    expect(forced.modules).toEqual(code.modules);
  });

  it('throws a capacity error when the text does not fit version 10', () => {
    expect(() => encodeQr('x'.repeat(300), { level: 'M' })).toThrow(QrCapacityError);
  });
});
