/**
 * The fonts of the statements, read from npm packages in node_modules (never downloaded), parsed
 * once per process and only when a text needs them.
 *
 * | face     | file               | covers                                                       |
 * |----------|--------------------|--------------------------------------------------------------|
 * | sans     | Noto Sans Regular  | Latin, Greek, Cyrillic, Devanagari                           |
 * | sansBold | Noto Sans Bold     | the same, for headings                                       |
 * | dejavu   | DejaVu Sans        | Hebrew, Arabic (and symbols Noto Sans lacks)                 |
 * | sc       | Noto Sans SC       | Chinese (all of GB 2312, most of Big5), Japanese kana, kanji |
 * | kr       | Noto Sans KR       | Hangul                                                       |
 * | emoji    | Noto Emoji Regular | emoji (monochrome), their ZWJ sequences, flags, skin tones  |
 *
 * One CJK font covers Han and kana, but Noto Sans KR and JP lack common simplified characters
 * (张, 陈, 刘) and SC lacks Hangul, so SC comes first and KR only brings Hangul. Japanese kanji are
 * drawn in SC's (Chinese) forms, which differ from Japanese ones in details only.
 *
 * DejaVu Sans, not Noto Sans Arabic/Naskh: the Noto Arabic fonts draw ي, ن, ب, إ ... as a dotless
 * base glyph plus separate dot marks placed by GPOS, and one base glyph then stands for several
 * letters, so the PDF's ToUnicode map (one text per glyph) cannot give the name back; DejaVu has a
 * whole glyph per Arabic presentation form, so a copied or extracted name reads as typed.
 *
 * Noto Emoji is the monochrome one: a PDF of outlines in the text's colour, as a printer and a
 * reader take any font (a colour emoji font's bitmaps or layered glyphs many readers do not draw).
 * It comes last, so the text faces keep the characters they have (©, digits, a text-style ❤), and
 * first for a character typed as emoji (presentationFace): one with emoji presentation, or asked
 * for as emoji with VS16.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from '@pdf-lib/fontkit';
import { HarfBuzzFont } from './hb-subset';

const require = createRequire(import.meta.url);

// fontkit's Indic and Universal shapers (Devanagari, for one) match syllables with a generator
// compiled to regenerator code that expects a global `regeneratorRuntime` (without it: "regeneratorRuntime
// is not defined", a known pdf-lib failure). The package sets that global when loaded; only such
// compiled code reads it.
require('regenerator-runtime');
const fontkit = require('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

export type FaceKey = 'sans' | 'sansBold' | 'dejavu' | 'sc' | 'kr' | 'emoji';
export type FontStyle = 'regular' | 'bold';

const FILES: Record<FaceKey, { pkg: string; file: string }> = {
  sans: { pkg: '@expo-google-fonts/noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  sansBold: { pkg: '@expo-google-fonts/noto-sans', file: '700Bold/NotoSans_700Bold.ttf' },
  dejavu: { pkg: 'dejavu-fonts-ttf', file: 'ttf/DejaVuSans.ttf' },
  sc: { pkg: '@expo-google-fonts/noto-sans-sc', file: '400Regular/NotoSansSC_400Regular.ttf' },
  kr: { pkg: '@expo-google-fonts/noto-sans-kr', file: '400Regular/NotoSansKR_400Regular.ttf' },
  emoji: { pkg: '@expo-google-fonts/noto-emoji', file: '400Regular/NotoEmoji_400Regular.ttf' },
};

/** Which faces are tried, in order, for a character of each style. */
const CHAINS: Record<FontStyle, readonly FaceKey[]> = {
  regular: ['sans', 'dejavu', 'sc', 'kr', 'emoji'],
  bold: ['sansBold', 'dejavu', 'sc', 'kr', 'emoji'],
};

/** Faces without a bold weight of their own are drawn bolder (fill and stroke) in bold text. */
export const BOLD_FACES: ReadonlySet<FaceKey> = new Set(['sansBold']);

export interface Face {
  key: FaceKey;
  /** Index of the face in FACE_KEYS: a stable, short PDF resource name. */
  index: number;
  font: Font;
  /** Font units to the PDF's thousandths of an em. */
  scale: number;
  /** The font file with only glyph 0 and these glyphs, each under its own id. */
  subset(glyphIds: Iterable<number>): Uint8Array;
}

export const FACE_KEYS: readonly FaceKey[] = ['sans', 'sansBold', 'dejavu', 'sc', 'kr', 'emoji'];

const faces = new Map<FaceKey, Face>();

export function fontPath(key: FaceKey): string {
  const { pkg, file } = FILES[key];
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

/** The face, parsed on first use and kept for the life of the process. */
export function face(key: FaceKey): Face {
  let loaded = faces.get(key);
  if (!loaded) {
    const bytes = readFileSync(fontPath(key));
    const font = fontkit.create(bytes);
    // Copied into HarfBuzz only when a document embeds the face.
    let file: HarfBuzzFont | undefined;
    loaded = {
      key,
      index: FACE_KEYS.indexOf(key),
      font,
      scale: 1000 / font.unitsPerEm,
      subset: (glyphIds) => {
        file ??= new HarfBuzzFont(bytes);
        return file.subset(glyphIds);
      },
    };
    faces.set(key, loaded);
  }
  return loaded;
}

const faceForCodePoint: Record<FontStyle, Map<number, Face | null>> = {
  regular: new Map(),
  bold: new Map(),
};

/**
 * The first face of the style's chain that has a glyph for the character, or null when none has
 * (the text is then drawn with the main face's missing-glyph box). Faces further down the chain
 * are only loaded when an earlier one lacks the character.
 */
export function faceFor(codePoint: number, style: FontStyle): Face | null {
  const cache = faceForCodePoint[style];
  const known = cache.get(codePoint);
  if (known !== undefined) return known;
  let found: Face | null = null;
  for (const key of CHAINS[style]) {
    const candidate = face(key);
    if (candidate.font.hasGlyphForCodePoint(codePoint)) {
      found = candidate;
      break;
    }
  }
  cache.set(codePoint, found);
  return found;
}

/**
 * The face of a character typed as emoji: the emoji face when it has the character, else the
 * style's chain (faceFor). Asked before the chain, so the text faces further down it (SC, KR) are
 * not loaded for an emoji they do not have.
 */
export function presentationFace(codePoint: number, style: FontStyle): Face | null {
  const emoji = face('emoji');
  return emoji.font.hasGlyphForCodePoint(codePoint) ? emoji : faceFor(codePoint, style);
}

export function mainFace(style: FontStyle): Face {
  return face(CHAINS[style][0] as FaceKey);
}
