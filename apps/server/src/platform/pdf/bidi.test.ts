import { describe, expect, it } from 'vitest';
import { lineOrder, mirrored } from './bidi';

const levels = (text: string, direction: 'auto' | 'ltr' = 'auto') =>
  Array.from(lineOrder(text, direction)?.levels ?? new Uint8Array(Array.from(text).length)).join('');

describe('lineOrder', () => {
  it.each([
    // text, one level per character
    ['abc', '000'],
    ['דוד כהן', '1111111'],
    ['abc דוד', '0000111'],
    ['דוד abc', '1111222'],
    // Numbers inside right-to-left text stay left to right (level 2), with their separators.
    ['רחוב 12, תל', '11111221111'],
    ['$1,234.56 דוד', '2222222221111'],
    // A mark takes its letter's level.
    ['דוד\u05b0', '1111'],
    // W2, W5: after Arabic letters a number is an Arabic number, and a percent sign is not part
    // of it (the partial algorithm before bidi-js kept it at level 2).
    ['محمد 1.5%', '111112221'],
    // N0: brackets around right-to-left text in a left-to-right line stay left to right; the
    // partial algorithm put ")" into the Hebrew run, drawing "abc (12 (דוד".
    ['abc (דוד) 12', '000001110022'],
  ] as const)('%s', (text, expected) => {
    expect(levels(text)).toBe(expected);
  });

  it('keeps the paragraph left to right when asked, whatever comes first', () => {
    expect(levels('דוד · Statement', 'ltr')).toBe('111000000000000');
  });

  it('gives each code point its place from the left, characters beyond the BMP counted once', () => {
    expect(Array.from(lineOrder('ab דוד', 'auto')?.visualPosition ?? [])).toEqual([0, 1, 2, 5, 4, 3]);
    expect(Array.from(lineOrder('𝒜 דג', 'auto')?.visualPosition ?? [])).toEqual([0, 1, 3, 2]);
  });

  it('is skipped for a line with nothing right to left', () => {
    expect(lineOrder('Zoë Ångström 王小明 राजेश', 'auto')).toBeNull();
  });
});

describe('mirrored', () => {
  it('swaps every character with a mirrored form, not only brackets', () => {
    expect(mirrored('(a) [b] «c» ≤ ∈')).toBe(')a( ]b[ »c« ≥ ∋');
  });
});
