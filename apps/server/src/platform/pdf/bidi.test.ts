import { describe, expect, it } from 'vitest';
import { bidiLevels, mirrored, visualOrder } from './bidi';

const levels = (text: string, direction: 'auto' | 'ltr' = 'auto') => {
  const result = bidiLevels(
    Array.from(text, (char) => char.codePointAt(0) as number),
    direction,
  );
  return { paragraph: result.paragraphLevel, levels: Array.from(result.levels).join('') };
};

describe('bidiLevels', () => {
  it.each([
    // text, paragraph level, one level per character
    ['abc', 0, '000'],
    ['דוד כהן', 1, '1111111'],
    ['abc דוד', 0, '0000111'],
    ['דוד abc', 1, '1111222'],
    // Numbers inside right-to-left text stay left to right (level 2), with their separators.
    ['רחוב 12, תל', 1, '11111221111'],
    ['$1,234.56 דוד', 1, '2222222221111'],
    // A mark takes its letter's level; trailing spaces go back to the paragraph's.
    ['דוד\u05b0 ', 1, '11111'],
    ['abc דוד ', 0, '00001110'],
  ] as const)('%s', (text, paragraph, expected) => {
    expect(levels(text)).toEqual({ paragraph, levels: expected });
  });

  it('keeps the paragraph left to right when asked, whatever comes first', () => {
    expect(levels('דוד · Statement', 'ltr')).toEqual({ paragraph: 0, levels: '111000000000000' });
  });
});

describe('visualOrder', () => {
  it('reverses runs from the highest level down to the lowest odd one', () => {
    expect(visualOrder([0, 1, 0])).toEqual([0, 1, 2]);
    expect(visualOrder([0, 1, 1, 0])).toEqual([0, 2, 1, 3]);
    // Right-to-left paragraph: "word 12 word" -> the number keeps its order, the words swap.
    expect(visualOrder([1, 2, 1])).toEqual([2, 1, 0]);
    expect(visualOrder([0, 1, 2, 1, 0])).toEqual([0, 3, 2, 1, 4]);
  });
});

describe('mirrored', () => {
  it('swaps paired brackets', () => {
    expect(mirrored('(a) [b] «c»')).toBe(')a( ]b[ »c«');
  });
});
