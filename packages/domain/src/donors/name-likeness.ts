import { distance } from 'fastest-levenshtein';
import { sameGivenNames } from './given-names';
import { nameKey, nameWords } from './match-keys';

/**
 * How two given names relate: written the same; one a short form of the other (Bob, Robert); one
 * an initial of the other; one a misspelling of the other (Margret, Margaret); the words of one
 * among the other's (Mary, Mary Ann); one missing; or two different names (John, Mary: a household).
 */
export type GivenNameLikeness =
  | 'same'
  | 'nickname'
  | 'initial'
  | 'misspelt'
  | 'partial'
  | 'unknown'
  | 'different';

/** How two family names relate, as for given names (without short forms or initials). */
export type FamilyNameLikeness = 'same' | 'misspelt' | 'partial' | 'unknown' | 'different';

/**
 * A name read once for comparing it with many others: its key (nameKey), its words, and for a
 * given name its other forms (Robert: Bob, Rob...) and those of it and its words together.
 */
export interface ReadName {
  key: string;
  words: string[];
  forms: ReadonlySet<string>;
  wordForms: ReadonlySet<string>;
}

export function readName(name: string): ReadName {
  const key = nameKey(name);
  const words = nameWords(name);
  return {
    key,
    words,
    forms: new Set(sameGivenNames(key)),
    wordForms: new Set([key, ...words].flatMap(sameGivenNames)),
  };
}

/**
 * Whether `b` may be `a` mistyped: the same first two letters (people rarely mistype the start of
 * a name, and Gene and Jean are two names) and one edit apart, a swap of two letters counting as one (Micheal), or two
 * edits in a name of nine letters or more (Christofer). Names under five letters are never
 * misspelt: one letter turns John into Joan, Mark into Mary.
 */
function mistyped(a: string, b: string): boolean {
  if (a === b || a.slice(0, 2) !== b.slice(0, 2)) return false;
  const longer = Math.max(a.length, b.length);
  const allowed = longer >= 9 ? 2 : longer >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
  const edits = swappedOnce(a, b) ? 1 : distance(a, b);
  return edits <= allowed;
}

/** "micheal" and "michael": the same letters but two neighbours swapped. */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = -1;
  for (let index = 0; index < a.length; index++) {
    if (a[index] === b[index]) continue;
    if (first !== -1)
      return (
        index === first + 1 &&
        a[first] === b[index] &&
        a[index] === b[first] &&
        a.slice(index + 1) === b.slice(index + 1)
      );
    first = index;
  }
  return false;
}

/**
 * Given names that differ only in their last two letters are a name and another form of it for
 * another person (Louis and Louise, Francis and Frances, Antonio and Antonia, Carl and Carol),
 * not a typing slip.
 */
function differInEnding(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= Math.min(a.length, b.length) - 2;
}

/** The words of one name all found in the other's, by `same` (Mary in Mary Ann, Jones in Smith-Jones). */
function wordsWithin(a: string[], b: string[], same: (x: string, y: string) => boolean): boolean {
  if (a.length === b.length) return false;
  const [fewer, more] = a.length < b.length ? [a, b] : [b, a];
  return fewer.length > 0 && fewer.every((word) => more.some((other) => same(word, other)));
}

const shortFormOf = (a: string, b: string) => a === b || sameGivenNames(a).includes(b);

/** givenNameLikeness of two names read once (readName). */
export function givenLikeness(a: ReadName, b: ReadName): GivenNameLikeness {
  const [x, y] = [a.key, b.key];
  if (x === '' || y === '') return 'unknown';
  if (x === y) return 'same';
  if (x.length === 1 || y.length === 1) return x[0] === y[0] ? 'initial' : 'different';
  if (a.forms.has(y)) return 'nickname';
  if (mistyped(x, y) && !differInEnding(x, y)) return 'misspelt';
  if (wordsWithin(a.words, b.words, shortFormOf)) return 'partial';
  return 'different';
}

/** familyNameLikeness of two names read once (readName). */
export function familyLikeness(a: ReadName, b: ReadName): FamilyNameLikeness {
  const [x, y] = [a.key, b.key];
  if (x === '' || y === '') return 'unknown';
  if (x === y) return 'same';
  if (mistyped(x, y)) return 'misspelt';
  if (wordsWithin(a.words, b.words, (p, q) => p === q)) return 'partial';
  return 'different';
}

export function givenNameLikeness(a: string, b: string): GivenNameLikeness {
  return givenLikeness(readName(a), readName(b));
}

export function familyNameLikeness(a: string, b: string): FamilyNameLikeness {
  return familyLikeness(readName(a), readName(b));
}

/**
 * The first letters a given name may be known under: its own, its words', and those of its other
 * forms (Robert is also under B for Bob). Two given names that are alike share one.
 */
export function givenNameInitials(name: ReadName): string[] {
  return [...new Set([...name.wordForms].filter((form) => form !== '').map((form) => form[0] as string))];
}

/**
 * The first two letters of a family name and of its words (Smith-Jones is under "sm" and "jo"):
 * two family names that are alike share one.
 */
export function familyNameStarts(name: ReadName): string[] {
  return [
    ...new Set([name.key, ...name.words].filter((word) => word !== '').map((word) => word.slice(0, 2))),
  ];
}
