import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type FaceKey, fontPath } from './fonts';
import { TrueTypeFont } from './truetype';

const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

describe('TrueTypeFont.subset', () => {
  it.each([
    ['sans', 'Zoë Ångström Δημήτρης Анна राजेश $1,234.56'],
    ['dejavu', 'דוד כהן محمد علي Åå'],
    ['kr', '김민준'],
  ] as [FaceKey, string][])('keeps every glyph of %s intact, renumbered in order', (key, text) => {
    const bytes = readFileSync(fontPath(key));
    const original = fontkit.create(bytes);
    const glyphIds = [...new Set(original.glyphsForString(text).map((glyph) => glyph.id))].filter(
      (id) => id !== 0,
    );
    const subset = fontkit.create(Buffer.from(new TrueTypeFont(bytes).subset(glyphIds)));

    expect(subset.numGlyphs).toBeGreaterThanOrEqual(glyphIds.length + 1);
    glyphIds.forEach((id, i) => {
      const before = original.getGlyph(id);
      const after = subset.getGlyph(i + 1);
      // Same outline (composite glyphs resolved through their renumbered components) and advance:
      // a record read off its boundary would change both.
      expect(after.path.toSVG()).toBe(before.path.toSVG());
      expect(after.advanceWidth).toBe(before.advanceWidth);
    });
  });

  it('refuses the missing glyph or a repeat among the glyphs asked for', () => {
    const font = new TrueTypeFont(readFileSync(fontPath('sans')));
    expect(() => font.subset([0])).toThrow('missing glyph or a repeat');
    expect(() => font.subset([5, 5])).toThrow('missing glyph or a repeat');
  });
});
