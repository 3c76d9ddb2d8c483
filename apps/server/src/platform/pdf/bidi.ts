/**
 * The Unicode Bidirectional Algorithm (UAX #9) for one line, by bidi-js: the paragraph's
 * direction, every character's class, the weak, bracket-pair and neutral rules, the levels, the
 * reordering (L2) and the mirrored glyphs (L4). Explicit embeddings, overrides and isolates never
 * reach it: cleanLine (text.ts) removes them, so that a value prints as typed and cannot reorder
 * itself (a check number "\u202E0001" must not print as "1000"; docs/decisions.md).
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Whether the text has a character from U+0590 (Hebrew) up: every one below is left to right or neutral. */
function mayHaveRtl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x0590) return true;
  return false;
}

export interface LineOrder {
  /** The embedding level of each code point (even: left to right; odd: right to left). */
  levels: Uint8Array;
  /** Each code point's position from the left when the line is drawn. */
  visualPosition: Uint32Array;
}

/**
 * The line's levels and visual order. Its paragraph direction is that of its first strong
 * character ('auto'), or left to right whatever it starts with ('ltr': a sentence of the
 * statement that starts with a Hebrew name is still an English sentence). Null when nothing in
 * it is right to left (every level 0, the order as typed), which most lines are and which skips
 * the algorithm.
 */
export function lineOrder(text: string, direction: 'auto' | 'ltr'): LineOrder | null {
  if (!mayHaveRtl(text)) return null;
  const embedding = bidi.getEmbeddingLevels(text, direction);
  if (embedding.levels.every((level) => level === 0)) return null;
  // bidi-js counts UTF-16 units; the layout counts code points.
  const pointOfUnit = new Uint32Array(text.length);
  const levels: number[] = [];
  let unit = 0;
  for (const char of text) {
    pointOfUnit[unit] = levels.length;
    if (char.length === 2) pointOfUnit[unit + 1] = levels.length;
    levels.push(embedding.levels[unit] as number);
    unit += char.length;
  }
  const visualPosition = new Uint32Array(levels.length);
  let position = 0;
  let previous = -1;
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    const point = pointOfUnit[index] as number;
    if (point === previous) continue; // the other half of a surrogate pair
    visualPosition[point] = position++;
    previous = point;
  }
  return { levels: Uint8Array.from(levels), visualPosition };
}

/** L4: the characters that have a mirrored form drawn as it, in right-to-left text. */
export function mirrored(text: string): string {
  let out = '';
  for (const char of text) out += bidi.getMirroredCharacter(char) ?? char;
  return out;
}
