import { describe, expect, it } from 'vitest';
import { entriesOf, MAX_INPUT_SIZE, parseEntries, parseMessages } from '../../../engine-worker/parsing/parse-entries';
import type { EntryFormat } from '../../../engine-worker/types';
import { mulberry32 } from '../../support/random';

const fiveDigits: EntryFormat = { kind: 'digits', length: 5, min: 0, max: 9 };
const groupThree: EntryFormat = { kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['notPair'] };
const mixedGroup: EntryFormat = { kind: 'digits', length: 3, min: 0, max: 9, unordered: true, reject: ['allSame'] };
const lanes: EntryFormat = { kind: 'digits', length: 4, min: 1, max: 8 };
const frontThree: EntryFormat = { kind: 'numbers', length: 3, min: 1, max: 11, distinct: true };
const anyFive: EntryFormat = { kind: 'numbers', length: 5, min: 1, max: 11, distinct: true, unordered: true };

describe('parseEntries', () => {
  it('counts distinct entries and reports duplicates when separators are mixed and digits fullwidth', () => {
    const parsed = parseEntries(fiveDigits, '12345 12345,67890;１２３４５\n\r\n00001，99999；00001');
    expect(parsed.summary).toMatchObject({ count: 4, duplicates: 3, invalidCount: 0 });
    expect(parsed.summary.duplicateSamples).toEqual(['12345', '１２３４５', '00001']);
    expect(entriesOf(parsed)).toEqual(['12345', '67890', '00001', '99999']);
  });

  it('rejects the whole input and names the entry and its position when one entry has the wrong length', () => {
    const parsed = parseEntries(fiveDigits, '12345\n1234\n67890\n123456');
    expect(parsed.summary.count).toBe(0);
    expect(parsed.keys.length).toBe(0);
    expect(parsed.summary.invalid).toEqual([
      { position: 2, entry: '1234', reason: parseMessages.length },
      { position: 4, entry: '123456', reason: parseMessages.length },
    ]);
  });

  it('catches a bad entry in the middle of a long paste, not only at its end', () => {
    const good = Array.from({ length: 200 }, (_, i) => String(10000 + i * 7).slice(-5));
    for (const [bad, invalid] of [
      ['12:45', ['12', '45']],
      ['1a345', ['1', '345']],
      ['123459', ['123459']],
    ] as const) {
      const parsed = parseEntries(fiveDigits, [...good.slice(0, 100), bad, ...good.slice(100)].join('\n'));
      expect(parsed.summary.count).toBe(0);
      expect(parsed.summary.invalid.map((i) => i.entry)).toEqual(invalid);
      expect(parsed.summary.invalid[0]!.position).toBe(101);
    }
    // a fullwidth digit in the middle is a digit: the entry is read as written
    const fullwidth = parseEntries(fiveDigits, [...good.slice(0, 100), '98７65', ...good.slice(100)].join('\n'));
    expect(fullwidth.summary).toMatchObject({ count: 201, invalidCount: 0 });
    expect(entriesOf(fullwidth)[100]).toBe('98765');
  });

  it('reads unordered number entries as sets on the checked path, and 猜前四/五-style entries back to back', () => {
    const front4: EntryFormat = { kind: 'numbers', length: 4, min: 1, max: 10, distinct: true };
    const front5: EntryFormat = { kind: 'numbers', length: 5, min: 1, max: 10, distinct: true };
    // ordered: the same numbers in another order are another entry; a repeat inside an entry is refused
    expect(parseEntries(front4, '01 02 03 04\n04 03 02 01').summary).toMatchObject({ count: 2, duplicates: 0 });
    expect(parseEntries(front5, '01 02 03 04 05\n05 04 03 02 01\n01 02 03 04 05').summary).toMatchObject({ count: 2, duplicates: 1 });
    expect(parseEntries(front4, '01 02 03 04').summary).toMatchObject({ count: 1, duplicates: 0 });
    // unordered, uneven spacing (the checked path): one entry in any order
    const set = parseEntries(anyFive, '01 02 03 04 05\n05 04 03 02 01\n03  01 05 02 04');
    expect(set.summary).toMatchObject({ count: 1, duplicates: 2 });
  });

  it('treats letters as separators so a mistyped entry splits into short, invalid entries', () => {
    const parsed = parseEntries(fiveDigits, '12a45');
    expect(parsed.summary.invalidCount).toBe(2);
  });

  it('rejects digits outside the range when the family uses 1-8', () => {
    expect(parseEntries(lanes, '1234 5678').summary.count).toBe(2);
    expect(parseEntries(lanes, '1234 1239').summary.invalid).toEqual([{ position: 2, entry: '1239', reason: parseMessages.range }]);
  });

  it('treats group entries with the same digits in another order as one entry', () => {
    const parsed = parseEntries(groupThree, '112 121 122 211');
    expect(parsed.summary).toMatchObject({ count: 2, duplicates: 2 });
    expect(entriesOf(parsed)).toEqual(['112', '122']);
    expect(parseEntries(groupThree, '112 123').summary.invalid[0]).toMatchObject({ position: 2, reason: parseMessages.notPair });
    expect(parseEntries(groupThree, '111').summary.invalid[0]?.reason).toBe(parseMessages.notPair);
    expect(parseEntries(mixedGroup, '123 112 999').summary.invalid).toEqual([{ position: 3, entry: '999', reason: parseMessages.allSame }]);
  });

  it('reads two-digit numbers spaced or contiguous when the family draws numbers', () => {
    const parsed = parseEntries(frontThree, '01 02 03\n010203\n1 2 3\n11 10 09|04,05,06');
    // '04,05,06' splits into three one-number entries: commas end entries
    expect(parsed.summary.invalidCount).toBe(3);
    const ok = parseEntries(frontThree, '01 02 03\n010203\n1 2 3\n11 10 09|04 05 06');
    expect(ok.summary).toMatchObject({ count: 3, duplicates: 2 });
    expect(entriesOf(ok)).toEqual(['01 02 03', '11 10 09', '04 05 06']);
  });

  it('rejects repeated, out-of-range, miscounted and odd-length numbers in number entries', () => {
    const parsed = parseEntries(frontThree, '01 01 02\n01 02 12\n01 02\n01 02 03 04\n010 02 03\n00 01 02');
    expect(parsed.summary.invalid.map((i) => [i.position, i.reason])).toEqual([
      [1, parseMessages.repeated],
      [2, parseMessages.range],
      [3, parseMessages.length],
      [4, parseMessages.length],
      [5, parseMessages.badNumber],
      [6, parseMessages.range],
    ]);
  });

  it('keeps every entry written with one-digit numbers (the shortest entries), not only the count', () => {
    const lines: string[] = [];
    for (let a = 1; a <= 9; a++) for (let b = 1; b <= 9; b++) for (let c = 1; c <= 9; c++) if (a !== b && b !== c && a !== c) lines.push(`${a} ${b} ${c}`);
    const parsed = parseEntries(frontThree, lines.join('\n'));
    expect(parsed.summary.count).toBe(504);
    const entries = entriesOf(parsed);
    expect(new Set(entries).size).toBe(504);
    expect(entries[503]).toBe('09 08 07');
  });

  it('treats number entries as sets when the play is unordered', () => {
    const parsed = parseEntries(anyFive, '01 02 03 04 05\n05 04 03 02 01\n11 10 09 08 07');
    expect(parsed.summary).toMatchObject({ count: 2, duplicates: 1 });
    expect(entriesOf(parsed)).toEqual(['01 02 03 04 05', '07 08 09 10 11']);
  });

  it('gives a clear error when the input is empty, binary or too large', () => {
    expect(parseEntries(fiveDigits, '  \n ,; ').summary.error).toBe(parseMessages.empty);
    expect(parseEntries(fiveDigits, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x12])).summary.error).toBe(parseMessages.binary);
    expect(parseEntries(fiveDigits, new Uint8Array(MAX_INPUT_SIZE + 1)).summary.error).toBe(parseMessages.tooLarge);
  });

  it('decodes uploaded bytes as UTF-8 or, failing that, GB18030', () => {
    const utf8 = new TextEncoder().encode('12345\n１２３４５，67890');
    expect(parseEntries(fiveDigits, utf8).summary).toMatchObject({ count: 2, duplicates: 1 });
    // "１２３４５，６７８９０" in GB18030: fullwidth digits are A3B0-A3B9, the fullwidth comma A3AC
    const gb = new Uint8Array([
      0xa3, 0xb1, 0xa3, 0xb2, 0xa3, 0xb3, 0xa3, 0xb4, 0xa3, 0xb5, 0xa3, 0xac, 0xa3, 0xb6, 0xa3, 0xb7, 0xa3, 0xb8, 0xa3, 0xb9, 0xa3, 0xb0,
    ]);
    const parsed = parseEntries(fiveDigits, gb);
    expect(parsed.summary).toMatchObject({ count: 2, invalidCount: 0 });
    expect(entriesOf(parsed)).toEqual(['12345', '67890']);
  });

  it('agrees with a naive split-and-Set parser on random mixed inputs', () => {
    const random = mulberry32(7);
    const separators = [' ', '\n', ',', ';', '\r\n', '，', '；', '\t'];
    for (let round = 0; round < 50; round++) {
      const entries: string[] = [];
      for (let i = 0; i < 200; i++) {
        const prior = entries[Math.floor(random() * entries.length)];
        entries.push(prior !== undefined && random() < 0.1 ? prior : String(Math.floor(random() * 1000)).padStart(3, '0'));
      }
      const text = entries.map((e) => e + separators[Math.floor(random() * separators.length)]).join('');
      const naive = text.split(/[^0-9]+/).filter(Boolean);
      const parsedDirect = parseEntries({ kind: 'digits', length: 3, min: 0, max: 9 }, text);
      expect(parsedDirect.summary.count).toBe(new Set(naive).size);
      expect(parsedDirect.summary.duplicates).toBe(naive.length - new Set(naive).size);
      const parsedGroup = parseEntries({ kind: 'digits', length: 3, min: 0, max: 9, unordered: true }, text);
      expect(parsedGroup.summary.count).toBe(new Set(naive.map((e) => [...e].sort().join(''))).size);
    }
  });

  it('agrees with a naive parser on counts, order, duplicate samples and error positions across the fast and checked paths', () => {
    // fullwidth digits and wrong lengths send entries down the checked path between fast ones;
    // the seen-table and duplicate spans are shared by every parse, so parses run back to back
    const random = mulberry32(31);
    const separators = [' ', '\n', ',', '\r\n', '，', '；', 'x'];
    const fullwidth = (entry: string) => entry.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    for (let round = 0; round < 120; round++) {
      const length = 2 + (round % 4);
      const format: EntryFormat = { kind: 'digits', length, min: 0, max: 9 };
      const written: string[] = [];
      for (let i = 0, count = 1 + Math.floor(random() * 150); i < count; i++) {
        const prior = written[Math.floor(random() * written.length)];
        let entry = prior !== undefined && random() < 0.3 ? prior : String(Math.floor(random() * 10 ** length)).padStart(length, '0');
        if (random() < 0.05) entry = fullwidth(entry);
        if (round % 3 === 0 && random() < 0.02) entry += '7'; // too long: the whole input is refused
        written.push(entry);
      }
      const text = written.map((e) => e + separators[Math.floor(random() * separators.length)]).join('');
      const ascii = written.map((e) => e.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
      const parsed = parseEntries(format, text);
      const wrong = ascii.flatMap((e, k) => (e.length === length ? [] : [{ position: k + 1, entry: written[k], reason: parseMessages.length }]));
      expect(parsed.summary.invalid).toEqual(wrong.slice(0, 20));
      expect(parsed.summary.invalidCount).toBe(wrong.length);
      if (wrong.length > 0) continue;
      const firstSeen = new Set<string>();
      const duplicates: string[] = [];
      ascii.forEach((e, k) => (firstSeen.has(e) ? duplicates.push(written[k]!) : firstSeen.add(e)));
      expect(entriesOf(parsed)).toEqual([...firstSeen]);
      expect(parsed.summary.duplicates).toBe(duplicates.length);
      expect(parsed.summary.duplicateSamples).toEqual(duplicates.slice(0, 20));
    }
  });

  it('reads number entries whose marks between numbers are mixed the same as evenly marked ones', () => {
    // the fast path takes evenly spaced or contiguous entries; every other shape must come out the same
    expect(parseEntries(frontThree, '01 02303\n01 02 03').summary.invalid).toEqual([{ position: 1, entry: '01 02303', reason: parseMessages.badNumber }]);
    expect(entriesOf(parseEntries(frontThree, '01 0203\n0102 03\n01  02.03\n01\t02-03'))).toEqual(['01 02 03']);
    const random = mulberry32(23);
    const marks = [' ', '', '  ', '\t', '.', '-', ' '];
    const separators = ['\n', ',', ';', '\r\n', '|', '；', '、'];
    /** Numbers of an entry by the rule: digit groups; a group of 1-2 digits is one number, a longer even one is read in pairs. */
    const numbersOf = (entry: string): number[] | null => {
      const numbers: number[] = [];
      for (const group of entry.match(/\d+/g) ?? []) {
        if (group.length <= 2) numbers.push(Number(group));
        else if (group.length % 2 === 0) for (let k = 0; k < group.length; k += 2) numbers.push(Number(group.slice(k, k + 2)));
        else return null;
      }
      return numbers;
    };
    for (let round = 0; round < 300; round++) {
      const entries: string[] = [];
      for (let i = 0, count = 1 + Math.floor(random() * 8); i < count; i++) {
        const numbers = Array.from({ length: random() < 0.9 ? 3 : 2 + Math.floor(random() * 3) }, () => 1 + Math.floor(random() * (random() < 0.95 ? 11 : 12)));
        let entry = '';
        numbers.forEach((value, k) => {
          const written = random() < 0.1 ? String(value) : String(value).padStart(2, '0');
          entry += (k > 0 ? marks[Math.floor(random() * marks.length)] : '') + written;
        });
        entries.push(entry);
      }
      const text = entries.map((e) => e + separators[Math.floor(random() * separators.length)]).join('');
      const read = entries.map(numbersOf);
      const valid = read.map((numbers) => numbers !== null && numbers.length === 3 && numbers.every((v) => v >= 1 && v <= 11) && new Set(numbers).size === 3);
      const parsed = parseEntries(frontThree, text);
      expect(parsed.summary.invalidCount).toBe(valid.filter((ok) => !ok).length);
      if (valid.every(Boolean)) {
        const canonical = read.map((numbers) => numbers!.map((v) => String(v).padStart(2, '0')).join(' '));
        expect(entriesOf(parsed)).toEqual([...new Set(canonical)]);
        expect(parsed.summary.duplicates).toBe(canonical.length - new Set(canonical).size);
      }
    }
  });

  it('agrees with a naive parser on random number entries of every spacing, including bad ones', () => {
    const random = mulberry32(11);
    const separators = ['\n', ',', ';', '\r\n', '|', '；', '，'];
    for (let round = 0; round < 200; round++) {
      const entries: string[] = [];
      const count = 1 + Math.floor(random() * 12);
      for (let i = 0; i < count; i++) {
        const prior = entries[Math.floor(random() * entries.length)];
        const size = random() < 0.85 ? 3 : 1 + Math.floor(random() * 5);
        const numbers = Array.from({ length: size }, () => Math.floor(random() * 13));
        const joiner = random() < 0.5 ? ' ' : '';
        // repeats before a bad entry: its position counts the duplicates too
        entries.push(prior !== undefined && random() < 0.3 ? prior : numbers.map((n) => String(n).padStart(2, '0')).join(joiner));
      }
      const text = entries.map((e) => e + separators[Math.floor(random() * separators.length)]).join('');
      const valid = (e: string) => {
        const numbers = e.replace(/ /g, '').match(/\d\d/g)!.map(Number);
        return numbers.length === 3 && numbers.every((n) => n >= 1 && n <= 11) && new Set(numbers).size === 3;
      };
      const parsed = parseEntries(frontThree, text);
      expect(parsed.summary.invalidCount).toBe(entries.filter((e) => !valid(e)).length);
      expect(parsed.summary.invalid.map((i) => i.position)).toEqual(entries.flatMap((e, k) => (valid(e) ? [] : [k + 1])).slice(0, 20));
      if (entries.every(valid)) {
        const canonical = entries.map((e) => e.replace(/ /g, '').match(/\d\d/g)!.join(' '));
        expect(entriesOf(parsed)).toEqual([...new Set(canonical)]);
        expect(parsed.summary.duplicates).toBe(canonical.length - new Set(canonical).size);
      }
    }
  });
});
