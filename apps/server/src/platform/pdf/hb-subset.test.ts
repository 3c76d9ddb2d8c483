import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type FaceKey, fontPath } from './fonts';
import { HarfBuzzFont } from './hb-subset';

const fontkit = createRequire(import.meta.url)('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

describe('HarfBuzzFont.subset', () => {
  it.each([
    ['sans', 'Zoë Ångström Δημήτρης Анна राजेश क्षत्रिय किताब $1,234.56 (…) ﬁ'],
    ['sansBold', 'Total contributions: $1,734.60 Ärzte ŁÓDŹ'],
    ['dejavu', 'דוד כהן محمد علي لا (أبو علي) Åå ₪ ≤'],
    ['sc', '王小明 张伟 さくら 山田 陈刘'],
    ['kr', '김민준 한인교회'],
    // Sequences drawn as one glyph each: a presentation selector, a ZWJ family, a flag, a skin tone.
    ['emoji', '🙏 ❤️ 👨‍👩‍👧 🇺🇸 👍🏽 #️⃣'],
  ] as [FaceKey, string][])(
    'keeps every glyph %s draws for its text intact under its own id',
    (key, text) => {
      const bytes = readFileSync(fontPath(key));
      const original = fontkit.create(bytes);
      // The glyphs as shaped (joining forms, conjuncts, ligatures) and as mapped one by one.
      const glyphIds = [
        ...new Set([
          ...original.layout(text).glyphs.map((glyph) => glyph.id),
          ...original.glyphsForString(text).map((glyph) => glyph.id),
        ]),
      ];
      const subset = fontkit.create(Buffer.from(new HarfBuzzFont(bytes).subset(glyphIds)));

      expect(subset.numGlyphs).toBeGreaterThan(Math.max(...glyphIds));
      for (const id of [0, ...glyphIds]) {
        const before = original.getGlyph(id);
        const after = subset.getGlyph(id);
        // Same outline (composite glyphs resolved through their components) and advance.
        expect(after.path.toSVG(), `glyph ${id}`).toBe(before.path.toSVG());
        expect(after.advanceWidth, `glyph ${id}`).toBe(before.advanceWidth);
      }
    },
  );

  it('leaves out the glyphs not asked for', () => {
    const bytes = readFileSync(fontPath('sans'));
    const original = fontkit.create(bytes);
    const [a, z] = original.glyphsForString('az').map((glyph) => glyph.id) as [number, number];
    expect(a).toBeLessThan(z);
    const subset = fontkit.create(Buffer.from(new HarfBuzzFont(bytes).subset([z])));
    expect(subset.getGlyph(z).path.toSVG()).not.toBe('');
    expect(subset.getGlyph(a).path.toSVG()).toBe('');
  });
});
