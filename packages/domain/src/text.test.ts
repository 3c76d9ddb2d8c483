import { describe, expect, it } from 'vitest';
import { textStart } from './text';

describe('textStart', () => {
  it('keeps a text within the length, and cuts a longer one there', () => {
    expect(textStart('Ann Lee', 10)).toBe('Ann Lee');
    expect(textStart('Ann Lee', 3)).toBe('Ann');
  });

  it('never keeps half of a character made of two UTF-16 units', () => {
    // 🙏 is two units: a cut at 2 would leave its first half.
    expect(textStart('a🙏b', 2)).toBe('a');
    expect(textStart('a🙏b', 3)).toBe('a🙏');
  });
});
