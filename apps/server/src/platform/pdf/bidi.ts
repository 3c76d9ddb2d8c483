/**
 * Enough of the Unicode Bidirectional Algorithm (UAX #9) for one line of a name, an address or a
 * sentence: the paragraph direction from the first strong character (P2, P3), the weak-type rules
 * W1 and W4-W7, the neutral rules N1-N2, the implicit levels I1-I2, trailing whitespace (L1) and
 * the reordering of runs (L2). Explicit embeddings, overrides and isolates (U+202A-202E,
 * U+2066-2069) are treated as neutrals; donor data does not carry them.
 */

type BidiClass = 'L' | 'R' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'WS' | 'ON';

const MARK = /\p{M}/u;
const LETTER_OR_NUMBER = /[\p{L}\p{Nl}\p{No}]/u;

export function isRtlCodePoint(cp: number): boolean {
  return (
    (cp >= 0x0590 && cp <= 0x08ff) || // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic
    (cp >= 0xfb1d && cp <= 0xfdff) || // Hebrew and Arabic presentation forms A
    (cp >= 0xfe70 && cp <= 0xfefe) || // Arabic presentation forms B
    (cp >= 0x10800 && cp <= 0x10fff) ||
    (cp >= 0x1e800 && cp <= 0x1efff) ||
    cp === 0x200f // RIGHT-TO-LEFT MARK
  );
}

function classOf(cp: number): BidiClass {
  if (cp >= 0x30 && cp <= 0x39) return 'EN';
  if (cp >= 0x06f0 && cp <= 0x06f9) return 'EN'; // Extended Arabic-Indic digits
  if ((cp >= 0x0660 && cp <= 0x0669) || cp === 0x066b || cp === 0x066c) return 'AN';
  if (cp === 0x20 || cp === 0x09 || cp === 0xa0 || (cp >= 0x2000 && cp <= 0x200a)) return 'WS';
  if (cp === 0x2b || cp === 0x2d || cp === 0x2212) return 'ES';
  if (cp === 0x2c || cp === 0x2e || cp === 0x2f || cp === 0x3a || cp === 0x060c) return 'CS';
  if (
    cp === 0x23 ||
    cp === 0x24 ||
    cp === 0x25 ||
    (cp >= 0xa2 && cp <= 0xa5) ||
    cp === 0xb0 ||
    (cp >= 0x20a0 && cp <= 0x20cf)
  )
    return 'ET';
  if (cp === 0x200e) return 'L';
  const char = String.fromCodePoint(cp);
  if (MARK.test(char)) return 'NSM';
  if (isRtlCodePoint(cp)) return LETTER_OR_NUMBER.test(char) || cp === 0x200f ? 'R' : 'ON';
  if (LETTER_OR_NUMBER.test(char)) return 'L';
  return 'ON';
}

/** Whether a text has any right-to-left character (if not, every level is 0). */
export function hasRtl(text: string): boolean {
  for (const char of text) if (isRtlCodePoint(char.codePointAt(0) as number)) return true;
  return false;
}

/**
 * The embedding level of each code point of the line (even: left to right; odd: right to left).
 * The paragraph's direction is that of its first strong character unless given (a sentence of
 * the statement that starts with a Hebrew name is still an English sentence).
 */
export function bidiLevels(
  codePoints: readonly number[],
  direction: 'auto' | 'ltr' = 'auto',
): { paragraphLevel: 0 | 1; levels: Uint8Array } {
  const n = codePoints.length;
  const types = codePoints.map(classOf);
  let paragraphLevel: 0 | 1 = 0;
  for (const type of direction === 'auto' ? types : []) {
    if (type === 'L') break;
    if (type === 'R') {
      paragraphLevel = 1;
      break;
    }
  }
  const sos: BidiClass = paragraphLevel ? 'R' : 'L';
  // W1: a mark takes the type of what it follows.
  for (let i = 0; i < n; i++) if (types[i] === 'NSM') types[i] = i === 0 ? sos : (types[i - 1] as BidiClass);
  // W4: a single separator between two numbers of the same type joins them.
  for (let i = 1; i < n - 1; i++) {
    const before = types[i - 1];
    const after = types[i + 1];
    if (types[i] === 'ES' && before === 'EN' && after === 'EN') types[i] = 'EN';
    else if (types[i] === 'CS' && before === after && (before === 'EN' || before === 'AN')) types[i] = before;
  }
  // W5: currency and percent signs next to European numbers belong to them.
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'ET') continue;
    let end = i;
    while (end < n && types[end] === 'ET') end++;
    if ((i > 0 && types[i - 1] === 'EN') || (end < n && types[end] === 'EN'))
      for (let j = i; j < end; j++) types[j] = 'EN';
    i = end - 1;
  }
  // W6: the separators and terminators left are neutrals.
  for (let i = 0; i < n; i++)
    if (types[i] === 'ES' || types[i] === 'ET' || types[i] === 'CS') types[i] = 'ON';
  // W7: European numbers after left-to-right text are left to right.
  let lastStrong: BidiClass = sos;
  for (let i = 0; i < n; i++) {
    const type = types[i];
    if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
  }
  // N1, N2: neutrals between text of one direction take it (numbers count as right to left);
  // otherwise the paragraph's.
  const strongOf = (type: BidiClass | undefined): 'L' | 'R' | null =>
    type === 'L' ? 'L' : type === 'R' || type === 'EN' || type === 'AN' ? 'R' : null;
  for (let i = 0; i < n; i++) {
    if (strongOf(types[i]) !== null) continue;
    let end = i;
    while (end < n && strongOf(types[end]) === null) end++;
    const before = i === 0 ? sos : strongOf(types[i - 1]);
    const after = end === n ? sos : strongOf(types[end]);
    const resolved: BidiClass = before === after ? (before as BidiClass) : sos;
    for (let j = i; j < end; j++) types[j] = resolved;
    i = end - 1;
  }
  // I1, I2.
  const levels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const type = types[i];
    if (paragraphLevel === 0) levels[i] = type === 'R' ? 1 : type === 'EN' || type === 'AN' ? 2 : 0;
    else levels[i] = type === 'L' || type === 'EN' || type === 'AN' ? 2 : 1;
  }
  // L1: whitespace at the end of the line goes back to the paragraph level.
  for (let i = n - 1; i >= 0 && classOf(codePoints[i] as number) === 'WS'; i--) levels[i] = paragraphLevel;
  return { paragraphLevel, levels };
}

/**
 * L2: the visual order of runs given their levels (index into `levels`, left to right): from the
 * highest level down to the lowest odd one, every maximal sequence at that level or higher is
 * reversed. A run at an odd level is also drawn with its own glyphs reversed.
 */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  if (levels.length === 0) return order;
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : Number.POSITIVE_INFINITY)));
  if (!Number.isFinite(lowestOdd)) return order;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if ((levels[order[i] as number] as number) < level) continue;
      let end = i;
      while (end < order.length && (levels[order[end] as number] as number) >= level) end++;
      const reversed = order.slice(i, end).reverse();
      order.splice(i, end - i, ...reversed);
      i = end - 1;
    }
  }
  return order;
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/** L4: brackets in right-to-left text are drawn mirrored. */
export function mirrored(text: string): string {
  return text.replace(/[()[\]{}<>«»‹›]/g, (char) => MIRRORED[char] ?? char);
}
