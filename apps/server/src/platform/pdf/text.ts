/**
 * Text as the PDF draws it: one line split into runs by font (fallback: the first face that has
 * the character) and by direction, shaped, and ordered left to right on the page.
 */
import type { Glyph } from '@pdf-lib/fontkit';
import { textStart } from '@steward/domain';
import { LRUCache } from 'lru-cache';
import { lineOrder, mirrored } from './bidi';
import { BOLD_FACES, type Face, type FontStyle, faceFor, mainFace, presentationFace } from './fonts';

/** Glyphs of one face and one direction, in visual order (left to right). */
export interface Run {
  face: Face;
  glyphs: Glyph[];
  /** The text each glyph stands for, for the PDF's ToUnicode map ('' for none). */
  texts: string[];
  /** Advance of each glyph, in thousandths of an em. */
  advances: number[];
  /** Offsets [dx0, dy0, dx1, dy1, ...] in thousandths of an em, or null when all are 0. */
  offsets: number[] | null;
  /** Sum of the advances. */
  width: number;
  /** The run's text when its glyphs read in order do not give it back (reordered Indic vowels). */
  actualText: string | null;
  /** Bold text in a face without a bold weight: drawn with fill and stroke. */
  fakeBold: boolean;
}

export type Direction = 'auto' | 'ltr';

export interface Line {
  runs: Run[];
  /** In thousandths of an em: times the font size / 1000 gives points. */
  width: number;
}

/** Characters that need an OpenType shaper: joining, reordering, marks, conjuncts. */
function needsShaping(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) || // combining diacritics (left after NFC)
    (cp >= 0x0483 && cp <= 0x0489) ||
    (cp >= 0x0590 && cp <= 0x08ff) ||
    (cp >= 0x0900 && cp <= 0x0dff) || // Indic
    (cp >= 0x0e00 && cp <= 0x0fff) ||
    (cp >= 0x1000 && cp <= 0x109f) ||
    (cp >= 0x1100 && cp <= 0x11ff) || // Hangul jamo
    (cp >= 0x1780 && cp <= 0x17ff) ||
    (cp >= 0x1ab0 && cp <= 0x1aff) ||
    (cp >= 0x1dc0 && cp <= 0x1dff) ||
    cp === 0x200c ||
    cp === 0x200d ||
    (cp >= 0x20d0 && cp <= 0x20ff) ||
    (cp >= 0x302a && cp <= 0x302f) ||
    (cp >= 0x3099 && cp <= 0x309a) ||
    (cp >= 0xa960 && cp <= 0xa97f) ||
    (cp >= 0xd7b0 && cp <= 0xd7ff) ||
    (cp >= 0xfb1d && cp <= 0xfdff) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xfe20 && cp <= 0xfe2f) ||
    (cp >= 0xfe70 && cp <= 0xfeff) ||
    cp >= 0xe0100
  );
}

// Directional controls, the byte-order mark and soft hyphens are not drawn.
const INVISIBLE = /[\u00ad\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Control characters and any kind of space or line break become one space.
const SPACES = /[\s\p{Cc}]+/gu;
const FONT_NEUTRAL = /[\s\p{P}\p{S}\p{N}\p{M}\u200c\u200d]/u;
/** Shown as emoji by default (🙏), unless VS15 asks for text; any other (❤) only before VS16. */
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const TEXT_SELECTOR = 0xfe0e;
const EMOJI_SELECTOR = 0xfe0f;
/**
 * What an emoji run takes in besides emoji: the joiner, selector, keycap, skin tones and tags of
 * its sequences. A space or a digit after an emoji goes back to the text's face (the emoji face
 * has them, wide).
 */
const EMOJI_PART =
  /[\u200d\u20e3\ufe0f\p{Emoji_Modifier}\p{Regional_Indicator}\p{Extended_Pictographic}\u{e0020}-\u{e007f}]/u;

/** The text as one line: NFC (so "e" + combining diaeresis is "ë"), one space between words. */
export function cleanLine(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/**
 * The lines laid out, least recently used let go first: the lines that recur (dates, funds,
 * amounts, the statement's own words) stay; each donor's name and address, met once, leave as
 * others come, so a run of 5,000 statements holds as many lines at its end as at its start.
 */
const lineCache = new LRUCache<string, Line>({ max: 2_000 });
/** Longer texts are not cached: they rarely recur (a name, an address), and each costs memory. */
const LINE_CACHE_LONGEST = 200;

/**
 * The line laid out (cached per thread: the same dates, funds and amounts recur). Its direction
 * is that of its first letter ('auto': a Hebrew address reads right to left) or left to right
 * ('ltr': for the statement's own sentences with a name inside).
 */
export function shapeLine(text: string, style: FontStyle, direction: Direction = 'auto'): Line {
  const key = `${style}\u0001${direction}\u0001${text}`;
  const cached = lineCache.get(key);
  if (cached) return cached;
  const line = layoutLine(cleanLine(text), style, direction);
  if (text.length > LINE_CACHE_LONGEST) return line;
  lineCache.set(key, line);
  return line;
}

/** Width in points. */
export function widthOf(text: string, style: FontStyle, size: number): number {
  return (shapeLine(text, style).width * size) / 1000;
}

function layoutLine(text: string, style: FontStyle, direction: Direction): Line {
  const chars = Array.from(text);
  if (chars.length === 0) return { runs: [], width: 0 };
  const codePoints = chars.map((char) => char.codePointAt(0) as number);
  const faces = assignFaces(chars, codePoints, style);
  const order = lineOrder(text, direction);

  // Logical segments of one face and one level: each is drawn as one run, and stays whole in the
  // visual order (where it is reversed when right to left).
  const segments: { face: Face; level: number; text: string; position: number }[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = segments.at(-1);
    const faceOfChar = faces[i] as Face;
    const level = order ? (order.levels[i] as number) : 0;
    if (last && last.face === faceOfChar && last.level === level) last.text += chars[i];
    else
      segments.push({
        face: faceOfChar,
        level,
        text: chars[i] as string,
        position: order?.visualPosition[i] ?? i,
      });
  }
  if (order) segments.sort((a, b) => a.position - b.position);
  const runs = segments.map((segment) =>
    shapeRun(segment.face, segment.text, segment.level % 2 === 1, style),
  );
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

function typedAsEmoji(char: string, next: number | undefined): boolean {
  return next === EMOJI_SELECTOR || (next !== TEXT_SELECTOR && EMOJI_PRESENTATION.test(char));
}

/**
 * The face of each character: the first face of the chain that has it (the emoji face first for a
 * character typed as emoji); spaces, punctuation, digits and marks stay in the face of what
 * precedes them (else of what follows) when it has them, so a name in one script is one run, a
 * mark stays with its letter and an emoji sequence with its emoji.
 */
function assignFaces(chars: string[], codePoints: number[], style: FontStyle): Face[] {
  const asEmoji = chars.map((char, i) => typedAsEmoji(char, codePoints[i + 1]));
  const own = codePoints.map((cp, i) => (asEmoji[i] ? presentationFace(cp, style) : faceFor(cp, style)));
  const neutral = chars.map((char, i) => !asEmoji[i] && FONT_NEUTRAL.test(char));
  const keeps = (face: Face | null | undefined, i: number) =>
    face?.font.hasGlyphForCodePoint(codePoints[i] as number) &&
    (face.key !== 'emoji' || EMOJI_PART.test(chars[i] as string));
  const faces: Face[] = new Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    if (!neutral[i]) {
      faces[i] = own[i] ?? mainFace(style);
      continue;
    }
    const before = i > 0 ? faces[i - 1] : undefined;
    if (keeps(before, i)) {
      faces[i] = before as Face;
      continue;
    }
    let next: Face | null | undefined;
    for (let j = i + 1; j < chars.length && next === undefined; j++)
      if (!neutral[j]) next = own[j] ?? mainFace(style);
    faces[i] = keeps(next, i) ? (next as Face) : (own[i] ?? mainFace(style));
  }
  return faces;
}

function shapeRun(face: Face, logical: string, rightToLeft: boolean, style: FontStyle): Run {
  const fakeBold = style === 'bold' && !BOLD_FACES.has(face.key);
  // Brackets are drawn mirrored in right-to-left text (UAX #9, L4) but stand for the character
  // typed: a reader reversing the run back to logical order then gets "(" where "(" was.
  const text = rightToLeft ? mirrored(logical) : logical;
  const typed = (drawn: string) => (rightToLeft ? mirrored(drawn) : drawn);
  const codePoints = Array.from(text, (char) => char.codePointAt(0) as number);
  const glyphs: Glyph[] = [];
  const texts: string[] = [];
  const advances: number[] = [];
  let offsets: number[] | null = null;
  let actualText: string | null = null;

  // Emoji always go through the shaper: a flag, a skin tone or a ZWJ family is one glyph of its
  // sequence (the emoji face's ligatures).
  if (face.key !== 'emoji' && !codePoints.some(needsShaping)) {
    // Plain characters map to one glyph each; skipping the shaper saves about 0.1 ms a string
    // (no ligatures or kerning, which a statement does not miss).
    for (const cp of codePoints) {
      const glyph = face.font.glyphForCodePoint(cp);
      glyphs.push(glyph);
      texts.push(typed(String.fromCodePoint(cp)));
      advances.push(glyph.advanceWidth * face.scale);
    }
    if (rightToLeft) {
      glyphs.reverse();
      texts.reverse();
      advances.reverse();
    }
  } else {
    const shaped = face.font.layout(text);
    // fontkit's layout (the same call pdf-lib's embedder makes in drawText) shapes in logical
    // order, so Arabic joins, and then returns the glyphs of a right-to-left script (the script
    // of the run's first letter) reversed into visual order; it reverses nothing else. So a
    // Hebrew or Arabic run is drawn as returned, and only a run the bidi algorithm put at an odd
    // level without a right-to-left letter (punctuation between Hebrew words that only another
    // face has) is reversed here. The glyphs' texts stay in drawing order: a reader (pdf.js,
    // poppler) reverses right-to-left text back into logical order when it extracts it.
    const reversedByShaper = shaped.direction === 'rtl';
    const flip = rightToLeft !== reversedByShaper;
    const count = shaped.glyphs.length;
    for (let k = 0; k < count; k++) {
      const i = flip ? count - 1 - k : k;
      const glyph = shaped.glyphs[i] as Glyph;
      const position = shaped.positions[i] as { xAdvance: number; xOffset: number; yOffset: number };
      glyphs.push(glyph);
      texts.push(typed(String.fromCodePoint(...glyph.codePoints)));
      advances.push(position.xAdvance * face.scale);
      if (position.xOffset !== 0 || position.yOffset !== 0) {
        offsets ??= new Array(count * 2).fill(0);
        offsets[k * 2] = position.xOffset * face.scale;
        offsets[k * 2 + 1] = position.yOffset * face.scale;
      }
    }
    if (face.key === 'emoji') emojiTexts(logical, texts, rightToLeft);
    const readBack = (rightToLeft ? [...texts].reverse() : texts).join('');
    if (readBack !== logical) actualText = logical;
  }
  return {
    face,
    glyphs,
    texts,
    advances,
    offsets,
    width: advances.reduce((sum, advance) => sum + advance, 0),
    actualText,
    fakeBold,
  };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * An emoji run's glyphs are one per emoji sequence (a grapheme), but the shaper names a sequence
 * drawn as its base emoji (a skin tone the monochrome face does not draw) by the base alone: each
 * glyph is given its whole sequence, so the text reads back as typed.
 */
function emojiTexts(logical: string, texts: string[], rightToLeft: boolean): void {
  const sequences = Array.from(graphemes.segment(logical), ({ segment }) => segment);
  if (sequences.length !== texts.length) return;
  if (rightToLeft) sequences.reverse();
  texts.splice(0, texts.length, ...sequences);
}

// --- fitting text into a width ----------------------------------------------------------------

/**
 * More characters than any line of a letter-size page shows at the statement's sizes (about 220
 * of the narrowest at 8.5 pt): a longer text is cut to this many before it is measured, so a
 * hostile value (a name of 200,000 characters) costs no more than a long line. Laying a line out
 * grows faster than its length.
 */
const MOST_GRAPHEMES_ON_A_LINE = 500;

/** UTF-16 units read of a text to be cut: enough for MOST_GRAPHEMES_ON_A_LINE of any script. */
const MOST_UNITS_READ = MOST_GRAPHEMES_ON_A_LINE * 8;

/** The text as one line (cleanLine), of at most about `units` UTF-16 units: for metadata. */
export function clip(text: string, units: number): string {
  return cleanLine(textStart(text, units));
}

/** The text, cut with an ellipsis when wider than `maxWidth` points. */
export function truncate(text: string, style: FontStyle, size: number, maxWidth: number): string {
  // Only the start of a long text is read (segmenting or laying out all of it costs seconds).
  const line = clip(text, MOST_UNITS_READ);
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(line)) {
    if (parts.length === MOST_GRAPHEMES_ON_A_LINE) break;
    parts.push(segment);
  }
  const whole = text.length <= MOST_UNITS_READ && parts.join('') === line;
  if (whole && widthOf(line, style, size) <= maxWidth) return line;
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(`${parts.slice(0, mid).join('').trimEnd()}…`, style, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${parts.slice(0, low).join('').trimEnd()}…`;
}

/**
 * The paragraph broken into lines no wider than `maxWidth` points: at spaces, and inside a word
 * (between graphemes) only when the word alone is too wide, as in Chinese or Japanese text.
 * A line break in the text is kept.
 */
export function wrap(text: string, style: FontStyle, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = widthOf('a a', style, size) - widthOf('aa', style, size);
  for (const hardLine of text.normalize('NFC').split(/\r\n|\r|\n/)) {
    const words = cleanLine(hardLine).split(' ').filter(Boolean);
    let current = '';
    let currentWidth = 0;
    for (const word of words) {
      const wordWidth = widthOf(word, style, size);
      if (current && currentWidth + space + wordWidth <= maxWidth) {
        current += ` ${word}`;
        currentWidth += space + wordWidth;
        continue;
      }
      if (current) lines.push(current);
      if (wordWidth <= maxWidth) {
        current = word;
        currentWidth = wordWidth;
        continue;
      }
      current = '';
      currentWidth = 0;
      for (const { segment } of graphemes.segment(word)) {
        const segmentWidth = widthOf(segment, style, size);
        if (current && currentWidth + segmentWidth > maxWidth) {
          lines.push(current);
          current = '';
          currentWidth = 0;
        }
        current += segment;
        currentWidth += segmentWidth;
      }
    }
    lines.push(current);
  }
  return lines;
}
