/**
 * The forms in which two records of one donor are compared: names, email, phone and street
 * address written the same way whatever their case, accents, punctuation or abbreviations, so
 * that "Margaret O'Neil, 18 Birch Lane" and "Margret ONeil, 18 Birch Ln" can be told apart from
 * two different people.
 */

/** Letters and digits only, lower-cased, accents taken off: "O'Neil" and "ONeil" are "oneil". */
export function nameKey(name: string): string {
  if (ASCII.test(name)) return name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words of a name ("Mary-Ann", "John & Mary", "J. Robert"), each as nameKey writes it; "and"
 * between two given names is no name.
 */
export function nameWords(name: string): string[] {
  return name
    .split(/[\s&,/+-]+/)
    .map(nameKey)
    .filter((word) => word !== '' && word !== 'and');
}

/** The email as one address is compared: trimmed and lower-cased; null when there is none. */
export function emailKey(email: string | null): string | null {
  const key = email?.trim().toLowerCase() ?? '';
  return key === '' ? null : key;
}

/** Digits compared of a phone number: the last ten (a country code or a leading 1 left off). */
const PHONE_DIGITS = 10;
/** Fewer digits than this is an extension or a fragment, not a number two people could share. */
const PHONE_MIN_DIGITS = 7;

/** A phone number's last ten digits; null when it has fewer than seven. */
export function phoneKey(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length < PHONE_MIN_DIGITS ? null : digits.slice(-PHONE_DIGITS);
}

/** A postal code without spaces or dashes, upper-cased; a US ZIP+4 is its five-digit ZIP. */
export function postalCodeKey(postalCode: string | null): string | null {
  const key = withoutAccents(postalCode ?? '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (key === '') return null;
  return /^\d{9}$/.test(key) ? key.slice(0, 5) : key;
}

/**
 * USPS Publication 28's abbreviations of the words a street line spells out in full or in part:
 * street suffixes (Appendix C1), directions (C2... "North" is "N") and unit designators (C2), and
 * the post office box.
 */
const STREET_WORDS: Readonly<Record<string, string>> = {
  alley: 'aly',
  avenue: 'ave',
  av: 'ave',
  avn: 'ave',
  boulevard: 'blvd',
  boul: 'blvd',
  circle: 'cir',
  circ: 'cir',
  close: 'cl',
  court: 'ct',
  cove: 'cv',
  creek: 'crk',
  crescent: 'cres',
  crossing: 'xing',
  drive: 'dr',
  drv: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  grove: 'grv',
  heights: 'hts',
  highway: 'hwy',
  hiway: 'hwy',
  hill: 'hl',
  junction: 'jct',
  lane: 'ln',
  loop: 'loop',
  manor: 'mnr',
  meadows: 'mdws',
  mount: 'mt',
  mountain: 'mtn',
  parkway: 'pkwy',
  pkway: 'pkwy',
  place: 'pl',
  plaza: 'plz',
  point: 'pt',
  ridge: 'rdg',
  road: 'rd',
  route: 'rte',
  square: 'sq',
  street: 'st',
  str: 'st',
  strt: 'st',
  terrace: 'ter',
  trail: 'trl',
  turnpike: 'tpke',
  valley: 'vly',
  view: 'vw',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  building: 'bldg',
  department: 'dept',
  floor: 'fl',
  room: 'rm',
  suite: 'ste',
};

/**
 * A street line as compared: accents, case and punctuation gone ("N.W." is "nw", "#4" is "4"),
 * each word in its USPS abbreviation ("18 Birch Lane" and "18 Birch Ln." are "18 birch ln"),
 * "P.O. Box" and "Post Office Box" one "po box". Null when there is no street.
 */
export function streetKey(line: string | null): string | null {
  const words = withoutAccents(line ?? '')
    .toLowerCase()
    // An apostrophe or a dot inside a word joins it ("O'Neil", "P.O."); other marks part words.
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bpost office\b/g, 'po')
    .replace(/\bp o\b/g, 'po')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  return words.map((word) => STREET_WORDS[word] ?? word).join(' ');
}

/** A mailing address as compared: its street and its postal code; null unless it has both. */
export function addressKey(line1: string | null, postalCode: string | null): string | null {
  const street = streetKey(line1);
  const code = postalCodeKey(postalCode);
  return street && code ? `${street}|${code}` : null;
}

/** Most names and streets are plain ASCII, which NFKD leaves as they are: an organisation's list reads them all. */
const ASCII = /^[\x20-\x7e]*$/;

function withoutAccents(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
}
