import { describe, expect, it } from 'vitest';
import { cleanLine, type Run, shapeLine, truncate, widthOf, wrap } from './text';

const glyphNames = (run: Run) => run.glyphs.map((glyph) => (glyph as unknown as { name: string }).name);
const visual = (text: string) =>
  shapeLine(text, 'regular')
    .runs.map((run) => `${run.face.key}:${run.texts.join('')}`)
    .join(' | ');

describe('shapeLine', () => {
  it('keeps the lines that recur laid out, and lets go of lines met once, so a long run holds no more', () => {
    const recurring = shapeLine('Total contributions', 'bold');
    const metOnce = shapeLine('Donor 0, 1 Elm Street', 'regular');
    // Thousands of donors' names and addresses, each met once, with the recurring line between.
    for (let donor = 1; donor <= 5_000; donor++) {
      shapeLine(`Donor ${donor}, ${donor} Elm Street`, 'regular');
      if (donor % 500 === 0) expect(shapeLine('Total contributions', 'bold')).toBe(recurring);
    }
    expect(shapeLine('Total contributions', 'bold')).toBe(recurring);
    // Laid out again: its first layout was let go.
    const again = shapeLine('Donor 0, 1 Elm Street', 'regular');
    expect(again).not.toBe(metOnce);
    expect(again).toEqual(metOnce);
  });

  it('keeps a name in one script in one run of the first face that has it', () => {
    expect(visual('Zoë Ångström')).toBe('sans:Zoë Ångström');
    expect(visual('Анна Иванова')).toBe('sans:Анна Иванова');
    expect(visual('राजेश कुमार')).toBe('sans:राजेश कुमार');
    expect(visual('王小明')).toBe('sc:王小明');
    expect(visual('さくら 山田')).toBe('sc:さくら 山田');
    expect(visual('김민준')).toBe('kr:김민준');
    expect(visual('张伟 & Li Na')).toBe('sc:张伟 &  | sans:Li Na');
  });

  it('holds right-to-left text in visual order, as fontkit returns it for a Hebrew or Arabic run', () => {
    // The PDF draws glyphs left to right, so the last letter typed comes first.
    expect(visual('דוד כהן')).toBe('dejavu:ןהכ דוד');
    const [arabic] = shapeLine('محمد', 'regular').runs as [Run];
    expect(arabic.texts.join('')).toBe('دمحم');
    // Joined: final dal, medial meem, medial hah, initial meem (DejaVu's presentation forms), not
    // four isolated letters.
    expect(glyphNames(arabic)).toEqual(['uniFEAA', 'uniFEE4', 'uniFEA4', 'uniFEE3']);
    expect(glyphNames(shapeLine('لا', 'regular').runs[0] as Run)).toEqual(['uniFEFB']); // the lam-alef ligature
  });

  it('orders the runs of a mixed line by the bidirectional algorithm, numbers left to right', () => {
    expect(visual('Mixed דוד כהן and محمد 2025')).toBe(
      'sans:Mixed  | dejavu:ןהכ דוד | dejavu:  | sans:and  | dejavu:2025 | dejavu: دمحم',
    );
    // Read right to left: the street, the number, then ", city".
    expect(visual('רחוב הרצל 12, תל אביב')).toBe('dejavu:ביבא לת , | dejavu:12 | dejavu: לצרה בוחר');
    // Brackets around right-to-left text in a left-to-right line keep their places (UAX #9, N0).
    expect(visual('Ann (כהן) 12')).toBe('sans:Ann ( | dejavu:ןהכ | dejavu:)  | dejavu:12');
    // A bracket is drawn mirrored in right-to-left text but still stands for the one typed.
    const [run] = shapeLine('(أبو علي)', 'regular').runs as [Run];
    expect(glyphNames(run).at(0)).toBe('parenleft');
    expect(run.texts.at(0)).toBe(')');
  });

  it('gives a Devanagari run whose vowel sign is drawn before its consonant its text as typed', () => {
    const [run] = shapeLine('किताब', 'regular').runs as [Run];
    expect(run.texts[0]).toBe('ि'); // drawn first, typed second
    expect(run.actualText).toBe('किताब');
    expect((shapeLine('राजेश कुमार', 'regular').runs[0] as Run).actualText).toBeNull();
    // The vowel sign u under क is placed by the shaper's offset, not the font's advance.
    expect((shapeLine('कुमार', 'regular').runs[0] as Run).offsets).not.toBeNull();
  });

  it('draws emoji from the emoji face, each sequence as its one glyph, and the text around them from the text faces', () => {
    expect(visual('Ana 🙏 Silva')).toBe('sans:Ana  | emoji:🙏 | sans: Silva');
    expect(visual('🙏 2025 (Ann)')).toBe('emoji:🙏 | sans: 2025 (Ann)');
    for (const emoji of ['❤️', '👨‍👩‍👧', '🇺🇸', '👍🏽', '🏳️‍🌈', '#️⃣']) {
      const runs = shapeLine(`Ann ${emoji}`, 'regular').runs;
      expect(
        runs.map((run) => run.face.key),
        emoji,
      ).toEqual(['sans', 'emoji']);
      const run = runs[1] as Run;
      expect(
        run.glyphs.map((glyph) => glyph.id === 0),
        emoji,
      ).toEqual([false]);
      // What a reader copies is what was typed.
      expect(run.actualText ?? run.texts.join(''), emoji).toBe(emoji);
    }
    // A character that is text by default stays text unless asked for as emoji (VS16), and the
    // other way round (VS15).
    expect(visual('❤')).toBe('dejavu:❤');
    expect(shapeLine('☺︎', 'regular').runs.map((run) => run.face.key)).toEqual(['dejavu']);
  });

  it('draws bold headings in the bold face, and bold fallback text bolder by stroke', () => {
    expect(shapeLine('Total', 'bold').runs.map((run) => [run.face.key, run.fakeBold])).toEqual([
      ['sansBold', false],
    ]);
    expect(shapeLine('한인교회', 'bold').runs.map((run) => [run.face.key, run.fakeBold])).toEqual([
      ['kr', true],
    ]);
  });
});

describe('cleanLine', () => {
  it('composes accents, drops direction marks and collapses spaces', () => {
    expect(cleanLine('Zoe\u0308  \u200fÅngstro\u0308m\n')).toBe('Zoë Ångström');
  });
});

describe('fitting text', () => {
  it('wraps at spaces, keeps line breaks, and breaks words without spaces between graphemes', () => {
    const text = 'Thank you for your faithful generosity in 2025. Your gifts fed families every week.';
    const lines = wrap(text, 'regular', 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(widthOf(line, 'regular', 10)).toBeLessThanOrEqual(200);
    expect(wrap('First line\nSecond line', 'regular', 10, 400)).toEqual(['First line', 'Second line']);

    const chinese = '感谢您在过去一年中对我们教会的慷慨奉献愿神祝福您和您的家人'.repeat(2);
    const chineseLines = wrap(chinese, 'regular', 10, 120);
    expect(chineseLines.length).toBeGreaterThan(2);
    expect(chineseLines.join('')).toBe(chinese);
  });

  it('cuts with an ellipsis only what does not fit', () => {
    expect(truncate('General', 'regular', 9.5, 200)).toBe('General');
    const cut = truncate('Youth Ministry — Summer Camp 2025 scholarships and travel', 'regular', 9.5, 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(widthOf(cut, 'regular', 9.5)).toBeLessThanOrEqual(120);
  });
});
