import {
  type ColumnMapping,
  DONOR_FIELD_ALIASES,
  DONOR_FIELDS,
  type DonorField,
  EXACT_ONLY_FIELDS,
  EXTRA_DONOR_FIELD_ALIASES,
  PARTIAL_MATCH_EXCLUSIONS,
  WEAK_ALIASES,
} from './aliases';

export * from './aliases';
export * from './mapping';

/**
 * Spec 001 §5: a header lower-cased, spaces to underscores, punctuation removed. Also trimmed,
 * without a byte order mark (Excel writes one before the first header) and without repeated or
 * outer underscores, so "  First  Name " and "First_Name" read alike. Letters of any script stay.
 */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF+/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * The words of a header, for partial matching: split at spaces, punctuation and camel case, so
 * "PayerFirstName", "Payer First-Name" and "payer_first_name" all read payer, first, name.
 */
function headerWords(header: string): string[] {
  return normalizeHeader(
    header.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/[^\p{L}\p{N}]+/gu, ' '),
  )
    .split('_')
    .filter(Boolean);
}

interface Alias {
  /** The alias without underscores: headers are compared in this form, so "E-mail" is "email". */
  readonly compact: string;
  readonly words: readonly string[];
  readonly rank: number;
  readonly weak: boolean;
}

/**
 * Per field, the aliases in the order they are preferred. The spec lists "name" among the first
 * name aliases and then splits a single name column at its first space; here a bare "Name" column
 * is read as a full name, and becomes the first name only beside a separate last name column
 * ("Name", "Surname"), which gives the same names either way.
 */
function aliasesOf(field: DonorField): Alias[] {
  let names = [...DONOR_FIELD_ALIASES[field], ...(EXTRA_DONOR_FIELD_ALIASES[field] ?? [])];
  if (field === 'firstName') names = names.filter((name) => name !== 'name');
  if (field === 'fullName') names = [names[0] ?? 'full_name', 'name', ...names.slice(1)];
  return names.map((name, rank) => ({
    compact: name.replaceAll('_', ''),
    words: name.split('_'),
    rank,
    weak: WEAK_ALIASES.has(name),
  }));
}

const ALIASES = {} as Record<DonorField, readonly Alias[]>;
for (const field of DONOR_FIELDS) ALIASES[field] = aliasesOf(field);

/** How well a column matches: the lowest tier wins, then the lowest weight, then the leftmost column. */
const EXACT = 0;
const PARTIAL = 1;
const WEAK_EXACT = 2;
const FALLBACK = 3;

interface Candidate {
  readonly field: DonorField;
  readonly column: number;
  readonly tier: number;
  readonly weight: number;
}

/** Whether `words` holds `run` as adjacent words, in order. */
function containsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The spec's fallbacks: parts of words anywhere in the header ("PayerFirst", "TotalGiven"). */
function fallbackMatches(field: DonorField, compact: string): boolean {
  switch (field) {
    case 'firstName':
      return compact.includes('first');
    case 'lastName':
      return compact.includes('last') || compact.includes('surname');
    case 'amount':
      return ['amount', 'donation', 'gift', 'total'].some((part) => compact.includes(part));
    case 'fullName':
      return compact.includes('name') && !/first|last|surname|given|family|fore/.test(compact);
    default:
      return false;
  }
}

/**
 * Whether a header names both halves of a name ("Last Name, First Name", "First and Last Name",
 * "Name (Last, First)"): one column holding the whole name, whatever the order of the words.
 */
function isWholeName(words: readonly string[], compact: string): boolean {
  if (words.some((word) => PARTIAL_MATCH_EXCLUSIONS.fullName.has(word))) return false;
  return /first|given|fname|fore/.test(compact) && /last|surname|family|lname/.test(compact);
}

function bestMatch(
  field: DonorField,
  words: readonly string[],
  compact: string,
): Omit<Candidate, 'field' | 'column'> | null {
  const aliases = ALIASES[field];
  for (const alias of aliases) {
    if (alias.compact === compact) return { tier: alias.weak ? WEAK_EXACT : EXACT, weight: alias.rank };
  }
  if (EXACT_ONLY_FIELDS.has(field)) return null;
  const excluded = PARTIAL_MATCH_EXCLUSIONS[field];
  if (words.some((word) => excluded.has(word))) return null;
  let best: Omit<Candidate, 'field' | 'column'> | null = null;
  for (const alias of aliases) {
    if (alias.weak || alias.compact === 'name' || !containsRun(words, alias.words)) continue;
    // A longer alias is the more specific match: "gift_date" over "gift" in "Gift Date Received".
    const weight = alias.rank - alias.words.length * 1000;
    if (best === null || weight < best.weight) best = { tier: PARTIAL, weight };
  }
  if (best === null && fallbackMatches(field, compact)) best = { tier: FALLBACK, weight: 0 };
  return best;
}

/**
 * Spec 001 §5: which column holds which field. Every column is compared with every field and the
 * best matches are taken first, each column for one field only:
 * 1. the whole header equals an alias (earlier aliases first: "Date" before "Date Created");
 * 2. an alias appears as whole words inside the header ("Payer First Name", "Gift Amount"). Never
 *    the reverse (a header inside an alias), since "Name" is part of "family_name";
 * 3. a weak alias equals the whole header ("Total" only when nothing better holds the amount);
 * 4. the spec's fallbacks: 'first' for the first name, 'last' or 'surname' for the last name,
 *    amount, donation, gift or total for the amount, and 'name' for a single full name column.
 * Stages 2 and 4 skip headers with words of another meaning ("Fund Name" and "Batch Name" are no
 * person's name; "Gift Aid" is no amount; see PARTIAL_MATCH_EXCLUSIONS). A header naming both
 * halves of a name ("Last Name, First Name") is one full name column, split by splitFullName.
 */
export function detectColumns(headers: readonly string[]): ColumnMapping {
  const candidates: Candidate[] = [];
  const compacts = headers.map((header, column) => {
    const words = headerWords(header);
    const compact = words.join('');
    if (words.length === 0) return compact;
    if (isWholeName(words, compact)) {
      candidates.push({ field: 'fullName', column, tier: PARTIAL, weight: -10_000 });
      return compact;
    }
    for (const field of DONOR_FIELDS) {
      const match = bestMatch(field, words, compact);
      if (match) candidates.push({ field, column, ...match });
    }
    return compact;
  });
  candidates.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.weight - b.weight ||
      a.column - b.column ||
      DONOR_FIELDS.indexOf(a.field) - DONOR_FIELDS.indexOf(b.field),
  );

  const mapping = emptyMapping();
  const used = new Set<number>();
  for (const { field, column } of candidates) {
    if (mapping[field] !== null || used.has(column)) continue;
    mapping[field] = column;
    used.add(column);
  }

  // "Name" beside "Surname" is the first name (the spec's 'name' alias and fallback); a column
  // that says it holds the full name stays one.
  const nameColumn = mapping.fullName;
  if (mapping.firstName === null && mapping.lastName !== null && nameColumn !== null) {
    const compact = compacts[nameColumn] ?? '';
    if (!compact.includes('full') && !/first|last/.test(compact)) {
      mapping.firstName = nameColumn;
      mapping.fullName = null;
    }
  }
  // A file that names its givers only by "Household Name" (a family's giving) reads it as their
  // name, as before households were read: without a name the file could not be imported at all.
  const household = mapping.household;
  if (
    household !== null &&
    mapping.firstName === null &&
    mapping.lastName === null &&
    mapping.fullName === null &&
    (compacts[household] ?? '').includes('name')
  ) {
    mapping.fullName = household;
    mapping.household = null;
  }
  return mapping;
}

/** A mapping with no column for any field. */
export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(DONOR_FIELDS.map((field) => [field, null])) as ColumnMapping;
}
