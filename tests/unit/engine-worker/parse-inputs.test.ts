import { describe, expect, it } from 'vitest';
import { entriesOf, MAX_INPUT_SIZE, parseEntries, parseMessages } from '../../../engine-worker/parsing/parse-entries';
import type { EntryFormat } from '../../../engine-worker/types';
import { createWorkerApi } from '../../../engine-worker/worker-api';
import { mulberry32 } from '../../support/random';

const fiveDigits: EntryFormat = { kind: 'digits', length: 5, min: 0, max: 9 };
const threeDigits: EntryFormat = { kind: 'digits', length: 3, min: 0, max: 9 };
const frontThree: EntryFormat = { kind: 'numbers', length: 3, min: 1, max: 11, distinct: true };
/** What the parser keeps for display: the first 20 duplicates and the first 20 invalid entries. */
const SAMPLES = 20;

/** Text as a GBK/GB18030 file stores it (Chinese Windows editors): the characters these tests use, ASCII as is. */
const gbkCodes: Record<string, string> = {
  第: 'B5DA',
  一: 'D2BB',
  注: 'D7A2',
  号: 'BAC5',
  码: 'C2EB',
  '：': 'A3BA',
  '，': 'A3AC',
  '；': 'A3BB',
  '、': 'A1A2',
  '｜': 'A3FC',
  '\u3000': 'A1A1',
};
function gbk(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const c of text) {
    const code = gbkCodes[c];
    if (code) bytes.push(parseInt(code.slice(0, 2), 16), parseInt(code.slice(2), 16));
    else if (c.charCodeAt(0) < 128) bytes.push(c.charCodeAt(0));
    else throw new Error(`no GBK code for ${c} in this test`);
  }
  return new Uint8Array(bytes);
}

const toFullwidth = (entry: string) => entry.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const pad = (value: number) => String(value).padStart(2, '0');

describe('pk10 猜前四 / 猜前五 parsed back to back in one worker', () => {
  it('clears the seen-table for each parse, so the next parse (of either play) counts its own entries', async () => {
    const api = createWorkerApi();
    // high numbers give keys near the top of each play's key space (10 09 08 07 06 is 159 440 of 161 051)
    const front5 = '10 09 08 07 06\n01 02 03 04 05\n10 09 08 07 06\n06 07 08 09 10';
    const front4 = '10 09 08 07\n07 08 09 10\n01 02 03 04\n10 09 08 07';
    const first = await api.parseInput('pk10:cq5_cq5_ds', front5);
    expect(first.summary).toMatchObject({ count: 3, duplicates: 1, duplicateSamples: ['10 09 08 07 06'], invalidCount: 0 });
    const second = await api.parseInput('pk10:cq4_cq4_ds', front4);
    expect(second.summary).toMatchObject({ count: 3, duplicates: 1, duplicateSamples: ['10 09 08 07'], invalidCount: 0 });
    expect(second.preview).toEqual(['10 09 08 07', '07 08 09 10', '01 02 03 04']);
    // the same 猜前五 entries again, some written on the checked path (one-digit numbers): nothing is left seen
    const third = await api.parseInput('pk10:cq5_cq5_ds', '10 9 8 7 6\n01 02 03 04 05\n06 07 08 09 10\n10 09 08 07 06');
    expect(third.summary).toMatchObject({ count: 3, duplicates: 1, duplicateSamples: ['10 09 08 07 06'] });
    expect(third.preview).toEqual(['10 09 08 07 06', '01 02 03 04 05', '06 07 08 09 10']);
    const fourth = await api.parseInput('pk10:cq4_cq4_ds', front4);
    expect(fourth.summary).toMatchObject({ count: 3, duplicates: 1 });
    // every handle keeps its own entries (copies, not views of the shared key buffer)
    expect(api.entries(first.handle, 0, 10)).toEqual(['10 09 08 07 06', '01 02 03 04 05', '06 07 08 09 10']);
    expect(api.entries(second.handle, 0, 10)).toEqual(['10 09 08 07', '07 08 09 10', '01 02 03 04']);
    expect(api.countKept(first.handle)).toBe(3);
    expect(api.keptCount()).toBe(4);
  });

  it('refuses a repeated car and a car outside 01-10 in either play, and keeps nothing', async () => {
    const api = createWorkerApi();
    const front4 = await api.parseInput('pk10:cq4_cq4_ds', '01 02 03 04\n01 01 02 03\n01 02 03 11');
    expect(front4.summary.count).toBe(0);
    expect(front4.summary.invalid).toEqual([
      { position: 2, entry: '01 01 02 03', reason: parseMessages.repeated },
      { position: 3, entry: '01 02 03 11', reason: parseMessages.range },
    ]);
    const front5 = await api.parseInput('pk10:cq5_cq5_ds', '01 02 03 04 05\n00 01 02 03 04');
    expect(front5.summary.invalid).toEqual([{ position: 2, entry: '00 01 02 03 04', reason: parseMessages.range }]);
    expect(api.keptCount()).toBe(0);
  });
});

describe('uploaded files that are not text', () => {
  it('refuses a file with a binary header or a NUL byte with the product message, and keeps nothing', async () => {
    const api = createWorkerApi();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])]);
    const refused = await api.parseInput('ssc:wx_zx_ds', png);
    expect(refused.summary).toEqual({ count: 0, duplicates: 0, duplicateSamples: [], invalid: [], invalidCount: 0, error: parseMessages.binary });
    expect(refused.summary.error).toBe('文件不是文本文件，请上传 .txt 文本');
    // a NUL deep inside an otherwise good file
    const good = Array.from({ length: 2000 }, (_, i) => String(i * 37).padStart(5, '0')).join('\r\n');
    const nul = new TextEncoder().encode(`${good.slice(0, 6000)}\0${good.slice(6000)}`);
    expect((await api.parseInput('ssc:wx_zx_ds', new Blob([nul]))).summary.error).toBe(parseMessages.binary);
    // bytes that are neither UTF-8 nor GB18030 (0xFF starts no character in either)
    expect((await api.parseInput('ssc:wx_zx_ds', new Blob([new Uint8Array([0x31, 0x32, 0x33, 0x34, 0x35, 0x0a, 0xff])]))).summary.error).toBe(
      parseMessages.binary,
    );
    expect(api.keptCount()).toBe(0);
    // the same text without the NUL is a text file
    const text = await api.parseInput('ssc:wx_zx_ds', new Blob([new TextEncoder().encode(good)]));
    expect(text.summary).toMatchObject({ count: 2000, invalidCount: 0 });
    expect(text.summary.error).toBeUndefined();
    expect(api.keptCount()).toBe(1);
  });

  it('counts control characters other than tab and line ends, and refuses above 1 in 100', () => {
    // 1000 characters: 10 control characters are tolerated (they separate entries), 11 are not
    const withControls = (count: number, control: string) => {
      const entries = Array.from({ length: 100 }, (_, i) => String(100 + i * 7).slice(-3));
      return entries
        .map((entry, i) => entry + (i < count ? control : ' ') + '\n')
        .join('')
        .padEnd(1000, ' ');
    };
    for (const control of ['\x01', '\x08', '\x0e', '\x1f']) {
      expect(withControls(10, control)).toHaveLength(1000);
      expect(parseEntries(threeDigits, withControls(10, control)).summary).toMatchObject({ count: 100, invalidCount: 0 });
      expect(parseEntries(threeDigits, withControls(11, control)).summary.error).toBe(parseMessages.binary);
    }
    // tab, line feed, vertical tab, form feed, carriage return and space are text
    for (const separator of ['\t', '\n', '\x0b', '\x0c', '\r', ' ']) {
      expect(parseEntries(threeDigits, withControls(100, separator)).summary).toMatchObject({ count: 100, invalidCount: 0 });
    }
    // one stray control character in a short paste is already more than 1 in 100
    expect(parseEntries(fiveDigits, '12345\x02').summary.error).toBe(parseMessages.binary);
    expect(parseEntries(fiveDigits, '12345\0').summary.error).toBe(parseMessages.binary);
  });

  it('looks at the first 64 KB only (a big file is not scanned twice): a NUL after it is read as a separator', () => {
    const entries = Array.from({ length: 12000 }, (_, i) => String(i).padStart(5, '0'));
    const text = entries.join('\n'); // 71 999 characters
    const at = 66005; // on a separator past the first 65 536 characters
    expect(text[at]).toBe('\n');
    const late = parseEntries(fiveDigits, `${text.slice(0, at)}\0${text.slice(at + 1)}`);
    expect(late.summary).toMatchObject({ count: 12000, invalidCount: 0 });
    const early = parseEntries(fiveDigits, `${text.slice(0, 65531)}\0${text.slice(65532)}`);
    expect(text[65531]).toBe('\n');
    expect(early.summary.error).toBe(parseMessages.binary);
  });
});

describe('decoding uploaded bytes', () => {
  it('reads a GBK/GB18030 file with Chinese notes and separators as the text it is', () => {
    const source = '号码：12345，67890；54321、12345\r\n第一注 11111｜67890';
    const bytes = gbk(source);
    // the bytes are what a GB18030 decoder reads back as the source (the table above is right)
    expect(new TextDecoder('gb18030').decode(bytes)).toBe(source);
    const parsed = parseEntries(fiveDigits, bytes);
    expect(parsed.summary).toMatchObject({ count: 4, duplicates: 2, duplicateSamples: ['12345', '67890'], invalidCount: 0 });
    expect(entriesOf(parsed)).toEqual(['12345', '67890', '54321', '11111']);
    // number entries: Chinese separators end entries, an ideographic space separates numbers
    const numbers = parseEntries(frontThree, gbk('01 02 03，04 05 06；07\u300008\u300009、01 02 03｜11 10 09'));
    expect(numbers.summary).toMatchObject({ count: 4, duplicates: 1, invalidCount: 0 });
    expect(entriesOf(numbers)).toEqual(['01 02 03', '04 05 06', '07 08 09', '11 10 09']);
    // a bad entry in a GBK file is reported as written
    const bad = parseEntries(fiveDigits, gbk('号码：12345，6789'));
    expect(bad.summary.invalid).toEqual([{ position: 2, entry: '6789', reason: parseMessages.length }]);
  });

  it('reads UTF-8 with and without a byte order mark alike', () => {
    const text = '12345，67890\n１２３４５；54321';
    const plain = new TextEncoder().encode(text);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    for (const bytes of [plain, withBom]) {
      const parsed = parseEntries(fiveDigits, bytes);
      expect(parsed.summary).toMatchObject({ count: 3, duplicates: 1, duplicateSamples: ['１２３４５'], invalidCount: 0 });
      expect(entriesOf(parsed)).toEqual(['12345', '67890', '54321']);
    }
    const numbers = new TextEncoder().encode('01 02 03\n03 02 01');
    for (const bytes of [numbers, new Uint8Array([0xef, 0xbb, 0xbf, ...numbers])]) {
      expect(entriesOf(parseEntries(frontThree, bytes))).toEqual(['01 02 03', '03 02 01']);
    }
    // the first entry of a file with a BOM is reported without it
    const bad = parseEntries(frontThree, new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('01 02\n01 02 03')]));
    expect(bad.summary.invalid).toEqual([{ position: 1, entry: '01 02', reason: parseMessages.length }]);
  });

  it("reads UTF-16 files with their byte order mark (Notepad's 'Unicode'), either byte order", () => {
    const text = '号码：12345，67890\r\n１２３４５';
    const units = Array.from(text, (c) => c.charCodeAt(0));
    const littleEndian = new Uint8Array([0xff, 0xfe, ...units.flatMap((u) => [u & 0xff, u >> 8])]);
    const bigEndian = new Uint8Array([0xfe, 0xff, ...units.flatMap((u) => [u >> 8, u & 0xff])]);
    for (const bytes of [littleEndian, bigEndian]) {
      const parsed = parseEntries(fiveDigits, bytes);
      expect(parsed.summary).toMatchObject({ count: 2, duplicates: 1, invalidCount: 0 });
      expect(parsed.summary.error).toBeUndefined();
      expect(entriesOf(parsed)).toEqual(['12345', '67890']);
    }
    // an odd byte count is not UTF-16: refused as not text
    expect(parseEntries(fiveDigits, littleEndian.subarray(0, littleEndian.length - 1)).summary.error).toBe(parseMessages.binary);
  });
});

describe('the sample caps', () => {
  it('shows the first 20 duplicates in order and counts every one past them, on both paths', () => {
    const distinct = Array.from({ length: 30 }, (_, i) => String(10000 + i * 311));
    for (const repeats of [19, 20, 21, 30]) {
      // repeats alternate between the fast path (ASCII) and the checked path (fullwidth digits)
      const repeated = distinct.slice(0, repeats).map((entry, i) => (i % 2 === 0 ? entry : toFullwidth(entry)));
      const parsed = parseEntries(fiveDigits, [...distinct, ...repeated].join('\n'));
      expect(parsed.summary.count).toBe(30);
      expect(parsed.summary.duplicates).toBe(repeats);
      expect(parsed.summary.duplicateSamples).toEqual(repeated.slice(0, SAMPLES));
    }
    // number entries, fast path (spaced) and checked path (one-digit numbers)
    const sets: number[][] = [];
    for (let a = 1; a <= 9 && sets.length < 25; a++) for (let b = a + 1; b <= 10 && sets.length < 25; b++) sets.push([a, b, 11]);
    const written = sets.map((set, i) => (i % 2 === 0 ? set.map(pad).join(' ') : set.join(' ')));
    const numbers = parseEntries(frontThree, [...written, ...written].join('\n'));
    expect(numbers.summary).toMatchObject({ count: 25, duplicates: 25, invalidCount: 0 });
    expect(numbers.summary.duplicateSamples).toEqual(written.slice(0, SAMPLES));
    // a later parse with fewer duplicates shows only its own
    expect(parseEntries(fiveDigits, '11111 22222 11111').summary.duplicateSamples).toEqual(['11111']);
  });

  it('shows the first 20 invalid entries with their positions and counts every one past them', () => {
    for (const bad of [20, 21, 25]) {
      const entries = Array.from({ length: 50 }, (_, i) => (i % 2 === 1 && (i - 1) / 2 < bad ? String(1000 + i) : String(10000 + i)));
      const parsed = parseEntries(fiveDigits, entries.join(','));
      const expected = entries.flatMap((entry, i) => (entry.length === 4 ? [{ position: i + 1, entry, reason: parseMessages.length }] : []));
      expect(expected).toHaveLength(bad);
      expect(parsed.summary.invalidCount).toBe(bad);
      expect(parsed.summary.invalid).toEqual(expected.slice(0, SAMPLES));
      expect(parsed.summary.count).toBe(0);
      expect(parsed.keys).toHaveLength(0);
    }
    // duplicates are counted even when the input is refused
    expect(parseEntries(fiveDigits, '12345 12345 1234').summary).toMatchObject({ count: 0, duplicates: 1, invalidCount: 1 });
  });
});

describe('unordered entries on the checked path', () => {
  it('sorts group digits (组三, 组六, 混合, 二星组选) and applies the shape rules as a naive parser does', () => {
    const random = mulberry32(41);
    const formats: EntryFormat[] = [
      { kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['notPair'] },
      { kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['notDistinct'] },
      { kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['allSame'] },
      { kind: 'digits', length: 2, min: 0, max: 9, unordered: true, reject: ['allSame'] },
      { kind: 'digits', length: 3, min: 1, max: 8, unordered: true, reject: ['allSame'] },
    ];
    const reasonOf = (format: EntryFormat, entry: string): string | null => {
      const digits = [...entry].map(Number);
      if (digits.some((d) => d < format.min || d > format.max)) return parseMessages.range;
      const distinct = new Set(digits).size;
      const rule = format.reject![0];
      if (rule === 'allSame' && distinct === 1) return parseMessages.allSame;
      if (rule === 'notPair' && distinct !== digits.length - 1) return parseMessages.notPair;
      if (rule === 'notDistinct' && distinct !== digits.length) return parseMessages.notDistinct;
      return null;
    };
    for (let round = 0; round < 100; round++) {
      const format = formats[round % formats.length]!;
      // mostly valid entries (a refused input shows no entries), some repeated in another order
      const randomEntry = () => Array.from({ length: format.length }, () => String(Math.floor(random() * 10))).join('');
      const entries: string[] = [];
      for (let i = 0, count = 1 + Math.floor(random() * 40); i < count; i++) {
        const prior = entries[Math.floor(random() * entries.length)];
        let entry = randomEntry();
        if (prior !== undefined && random() < 0.3) entry = [...prior].reverse().join('');
        else if (random() < 0.98) while (reasonOf(format, entry) !== null) entry = randomEntry();
        entries.push(entry);
      }
      const text = entries.map((e) => (random() < 0.1 ? toFullwidth(e) : e)).join(random() < 0.5 ? '\n' : ' ');
      const parsed = parseEntries(format, text);
      const wrong = entries.flatMap((entry, i) => {
        const reason = reasonOf(format, entry);
        return reason ? [{ position: i + 1, reason }] : [];
      });
      expect(parsed.summary.invalid.map(({ position, reason }) => ({ position, reason }))).toEqual(wrong.slice(0, SAMPLES));
      if (wrong.length > 0) continue;
      const sorted = entries.map((entry) => [...entry].sort().join(''));
      expect(entriesOf(parsed)).toEqual([...new Set(sorted)]);
      expect(parsed.summary.duplicates).toBe(sorted.length - new Set(sorted).size);
    }
    // every order of one group entry is that entry
    const groupSix: EntryFormat = formats[1]!;
    expect(entriesOf(parseEntries(groupSix, '987 978 897 879 798 789'))).toEqual(['789']);
    expect(parseEntries(groupSix, '987 978 897 879 798 789').summary.duplicateSamples).toEqual(['978', '897', '879', '798', '789']);
  });

  it('reads 任选 number entries as sets however they are written, and agrees with the fast path', () => {
    const anyFive: EntryFormat = { kind: 'numbers', length: 5, min: 1, max: 11, distinct: true, unordered: true };
    // the fast path's entry first, then the same set in shapes only the checked path reads, and the reverse
    for (const [first, ...others] of [
      ['01 02 03 04 05', '5 4 3 2 1', '０５ ０４ ０３ ０２ ０１', '0504 03 0201', '02-04-01-05-03'],
      ['11 1 5 7 9', '01 05 07 09 11', '0105070911', '09 11 07 05 01'],
    ] as const) {
      const parsed = parseEntries(anyFive, [first, ...others].join('\n'));
      expect(parsed.summary).toMatchObject({ count: 1, duplicates: others.length, invalidCount: 0 });
      expect(parsed.summary.duplicateSamples).toEqual(others);
    }
    expect(entriesOf(parseEntries(anyFive, '11 1 5 7 9'))).toEqual(['01 05 07 09 11']);
    // a repeat, a number out of range and a miscount are refused on the checked path too
    expect(parseEntries(anyFive, '1 1 2 3 4\n1 2 3 4 12\n1 2 3 4').summary.invalid.map((i) => i.reason)).toEqual([
      parseMessages.repeated,
      parseMessages.range,
      parseMessages.length,
    ]);
  });

  it('agrees with a naive set parser on random 任选 entries written in every shape', () => {
    const random = mulberry32(43);
    const marks = [' ', '  ', '\t', '-', '.', '\u3000'];
    const separators = ['\n', ',', ';', '\r\n', '|', '；', '、'];
    for (let round = 0; round < 150; round++) {
      const size = 2 + (round % 7); // 任选二 … 任选八
      const max = round % 2 === 0 ? 11 : 12; // 11x5, kl12
      const format: EntryFormat = { kind: 'numbers', length: size, min: 1, max, distinct: true, unordered: true };
      const sets: number[][] = [];
      const written: string[] = [];
      for (let i = 0, count = 1 + Math.floor(random() * 15); i < count; i++) {
        const prior = sets[Math.floor(random() * sets.length)];
        const pool = Array.from({ length: max }, (_, k) => k + 1);
        const set = prior && random() < 0.4 ? [...prior] : Array.from({ length: size }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
        for (let k = set.length - 1; k > 0; k--) {
          const swap = Math.floor(random() * (k + 1));
          [set[k], set[swap]] = [set[swap]!, set[k]!];
        }
        const shape = random();
        const numbers = set.map((value) => (shape < 0.2 ? String(value) : pad(value)));
        const entry =
          shape < 0.5
            ? numbers.join(' ')
            : shape < 0.7
              ? numbers.join('')
              : numbers.map((n, k) => (k ? marks[Math.floor(random() * marks.length)] : '') + n).join('');
        sets.push(set);
        written.push(random() < 0.1 ? toFullwidth(entry) : entry);
      }
      const parsed = parseEntries(format, written.map((e) => e + separators[Math.floor(random() * separators.length)]).join(''));
      const canonical = sets.map((set) =>
        [...set]
          .sort((a, b) => a - b)
          .map(pad)
          .join(' '),
      );
      expect(parsed.summary.invalidCount).toBe(0);
      expect(entriesOf(parsed)).toEqual([...new Set(canonical)]);
      const duplicates = written.filter((_, i) => canonical.indexOf(canonical[i]!) !== i);
      expect(parsed.summary.duplicates).toBe(duplicates.length);
      expect(parsed.summary.duplicateSamples).toEqual(duplicates.slice(0, SAMPLES).map((e) => e.trim()));
    }
  });
});

describe('the fast paths refuse what the checked path refuses', () => {
  const good = Array.from({ length: 60 }, (_, i) => String(10000 + i * 1237).slice(-5));
  /** A paste of good entries with `bad` in the middle (entry 31). */
  const middle = (bad: string, separator = '\n') => [...good.slice(0, 30), bad, ...good.slice(30)].join(separator);

  it('refuses an entry with a stray mark at any of its five places, or a fullwidth digit right after it', () => {
    for (let place = 0; place < 5; place++) {
      for (const mark of [':', '?', '/', '.', '*']) {
        const entry = `${'12345'.slice(0, place)}${mark}${'12345'.slice(place + 1)}`;
        const parsed = parseEntries(fiveDigits, middle(entry));
        expect(parsed.summary.count).toBe(0);
        expect(parsed.summary.invalid.map((i) => i.entry)).toEqual([entry.slice(0, place), entry.slice(place + 1)].filter(Boolean));
      }
    }
    for (const digit of ['０', '５', '９']) {
      expect(parseEntries(fiveDigits, middle(`12345${digit}`)).summary.invalid).toEqual([
        { position: 31, entry: `12345${digit}`, reason: parseMessages.length },
      ]);
    }
  });

  it('refuses a short entry after a run of separators', () => {
    for (const separators of [',\n', '\n\n', ' ,', '；\r\n']) {
      const parsed = parseEntries(fiveDigits, `${good.slice(0, 30).join('\n')}${separators}1234${separators}${good.slice(30).join('\n')}`);
      expect(parsed.summary.invalid).toEqual([{ position: 31, entry: '1234', reason: parseMessages.length }]);
    }
  });

  it('refuses 0 and 9 in the middle of a 1-8 paste (快乐8/481 lanes), and clears their seen-table too', () => {
    const lanes: EntryFormat = { kind: 'digits', length: 4, min: 1, max: 8 };
    const entries = ['8888', '1234', '8765', '8888'];
    for (const bad of ['1230', '9234']) {
      expect(parseEntries(lanes, [...entries.slice(0, 2), bad, ...entries.slice(2)].join(' ')).summary.invalid).toEqual([
        { position: 3, entry: bad, reason: parseMessages.range },
      ]);
    }
    // 8888 is above 9^4: a table cleared only up to the 1-8 key count would still hold it
    for (let round = 0; round < 2; round++) expect(parseEntries(lanes, entries.join(' ')).summary).toMatchObject({ count: 3, duplicates: 1 });
    const laneGroup: EntryFormat = { kind: 'digits', length: 3, min: 1, max: 8, unordered: true, reject: ['allSame'] };
    for (let round = 0; round < 2; round++) expect(entriesOf(parseEntries(laneGroup, '887 878 188'))).toEqual(['788', '188']);
  });

  it('reads one-digit entries one digit each', () => {
    const oneDigit: EntryFormat = { kind: 'digits', length: 1, min: 0, max: 9 };
    expect(entriesOf(parseEntries(oneDigit, '1 2 3 1 9'))).toEqual(['1', '2', '3', '9']);
    expect(parseEntries(oneDigit, '1 2 34 5 6').summary.invalid).toEqual([{ position: 3, entry: '34', reason: parseMessages.length }]);
  });

  it('refuses number entries the fast path could misread: cut short at the end, or a long group in place of a space', () => {
    expect(parseEntries(frontThree, '01 02 03\n0405').summary.invalid).toEqual([{ position: 2, entry: '0405', reason: parseMessages.length }]);
    expect(parseEntries(frontThree, '01 02 03\n04 05').summary.invalid).toEqual([{ position: 2, entry: '04 05', reason: parseMessages.length }]);
    const front4: EntryFormat = { kind: 'numbers', length: 4, min: 1, max: 10, distinct: true };
    const front5: EntryFormat = { ...front4, length: 5 };
    // every mark of a spaced entry is checked: 03004 is one group of five digits, not 03 and 04
    expect(parseEntries(front4, '01 02 03 04\n01 02 03004\n05 06 07 08').summary.invalid).toEqual([
      { position: 2, entry: '01 02 03004', reason: parseMessages.badNumber },
    ]);
    // after spaces (what stands before an entry must not stand in for its marks)
    expect(parseEntries(frontThree, '01 02 03\n     01 02303\n04 05 06').summary.invalid).toEqual([
      { position: 2, entry: '01 02303', reason: parseMessages.badNumber },
    ]);
    expect(parseEntries(front5, '01 02 03 04 05\n01 02 03 04005\n06 07 08 09 10').summary.invalid).toEqual([
      { position: 2, entry: '01 02 03 04005', reason: parseMessages.badNumber },
    ]);
  });

  it('refuses a mark inside a number of a number entry, and skips lines of spaces or tabs between entries', () => {
    // ':' follows '9' in the character table: read as a digit it would make 0: the number 10
    // (inside an entry it is a mark, so the entry reads 06 0 09)
    expect(parseEntries(frontThree, '06 07 08\n06 0: 09\n07 08 09').summary.invalid).toEqual([{ position: 2, entry: '06 0: 09', reason: parseMessages.range }]);
    expect(entriesOf(parseEntries(frontThree, '01 02 03\n   \n\t\t\n04 05 06'))).toEqual(['01 02 03', '04 05 06']);
  });

  it('shows entries from the checked path without the spaces around them', () => {
    const parsed = parseEntries(frontThree, '01 02 03\n1 2 3  \n04 05  \n 7 8 9');
    expect(parsed.summary.invalid).toEqual([{ position: 3, entry: '04 05', reason: parseMessages.length }]);
    const duplicates = parseEntries(frontThree, '01 02 03\n1 2 3  \n\u30001 2 3\n');
    expect(duplicates.summary.duplicateSamples).toEqual(['1 2 3', '1 2 3']);
  });

  it('gives a refused input its invalid entries and no other error', () => {
    const parsed = parseEntries(fiveDigits, '1234');
    expect(parsed.summary).toEqual({
      count: 0,
      duplicates: 0,
      duplicateSamples: [],
      invalid: [{ position: 1, entry: '1234', reason: parseMessages.length }],
      invalidCount: 1,
    });
  });

  it('lets an input of exactly the largest size past the size check', () => {
    // a NUL first ends the read at once (the binary check), so 32 MB cost no parse
    expect(parseEntries(fiveDigits, '\0'.padEnd(MAX_INPUT_SIZE, ' ')).summary.error).toBe(parseMessages.binary);
    expect(parseEntries(fiveDigits, '\0'.padEnd(MAX_INPUT_SIZE + 1, ' ')).summary.error).toBe(parseMessages.tooLarge);
  });

  it('inspects exactly the first 65 536 characters for NULs', () => {
    // five spaces first put a separator at index 65 536 (entries of five digits and a line feed)
    const text = `     ${Array.from({ length: 12000 }, (_, i) => String(i).padStart(5, '0')).join('\n')}`;
    expect([text[65530], text[65536]]).toEqual(['\n', '\n']);
    expect(parseEntries(fiveDigits, `${text.slice(0, 65536)}\0${text.slice(65537)}`).summary).toMatchObject({ count: 12000 });
    expect(parseEntries(fiveDigits, `${text.slice(0, 65530)}\0${text.slice(65531)}`).summary.error).toBe(parseMessages.binary);
  });

  it('refuses a format whose key space does not fit the seen-table, and takes one that fills it exactly', () => {
    // unordered numbers up to 17 need bits 0-17: 2^18 keys, the table's size
    const upTo17: EntryFormat = { kind: 'numbers', length: 2, min: 1, max: 17, distinct: true, unordered: true };
    expect(entriesOf(parseEntries(upTo17, '17 16\n16 17\n01 17'))).toEqual(['16 17', '01 17']);
    expect(() => parseEntries({ ...upTo17, max: 18 }, '18 17')).toThrow('exceeds the seen-table');
    expect(() => parseEntries({ kind: 'digits', length: 6, min: 0, max: 9 }, '123456')).toThrow('exceeds the seen-table');
  });
});
