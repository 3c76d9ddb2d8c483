import { findDatesInText, type TextDate } from './text-dates';

/** An expiry date read from a document's text, with where it was read. */
export interface ExpirySuggestion {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The line or sentence it came from, trimmed, at most SENTENCE_MAX_LENGTH characters. */
  sentence: string;
  /** The cue that matched, as written in the document ('Expiration Date', 'valid through', ...). */
  phrase: string;
}

export interface FindExpiryOptions {
  /** 'YYYY-MM-DD'; not used to drop past dates (see findExpiryDate). */
  today?: string;
}

const SENTENCE_MAX_LENGTH = 240;

/** Licences and leases run for years, not decades; a date further ahead of today is a misreading. */
const MAX_YEARS_AHEAD = 30;

/**
 * How strongly a cue says "this is when the document stops being valid". The strongest cue found
 * decides; see findExpiryDate for the tie-break.
 */
const STRENGTH = {
  /** "expires", "expiration date", "valid through", "coverage ends", a POLICY EXP column. */
  explicit: 3,
  /** The end of a stated period or term: "Policy Period: A to B", "term ... ending B", "End Date". */
  periodEnd: 2,
  /** A date to renew or re-certify by: "renewal date", "renew by", "next inspection due". */
  renewal: 1,
} as const;

export interface ExpiryCandidate {
  date: string;
  strength: number;
  phrase: string;
  /** Where the cue starts and the date ends, in the normalised text. */
  from: number;
  to: number;
}

// OCR confuses i, l, 1 and | and o and 0 inside words ("Expiratlon", "EXPlRES", "P0LICY"); cue
// words match any of them. A space in a cue is any run of white space, a line break included.
const OCR_LETTERS: Record<string, string> = { i: '[il1|!]', l: '[li1|]', o: '[o0]', ' ': String.raw`\s+` };

/** A cue pattern's source with OCR-tolerant letters; keep i, l and o out of [...] classes. */
function ocr(source: string): string {
  return source.replace(/\\.|[ilo ]/g, (token) => OCR_LETTERS[token] ?? token);
}

function cuePattern(source: string): RegExp {
  return new RegExp(ocr(source), 'gi');
}

/** Cues after which the expiry date itself follows, within a few characters. */
const DIRECT_CUES: { pattern: RegExp; strength: number }[] = [
  // expires / expired on / will expire on / expiring / expiration date / expiry date / expiration:
  {
    pattern: cuePattern(String.raw`\bexpir(?:es|ed|ing|ation|y|e)(?: date)?(?: on)?\b`),
    strength: STRENGTH.explicit,
  },
  // EXP 03/27 / Exp. Date / EXP:
  { pattern: cuePattern(String.raw`\bexp\b\.?(?: date\b)?`), strength: STRENGTH.explicit },
  {
    pattern: cuePattern(String.raw`\b(?:valid|good) (?:through|thru|until|till|to)\b`),
    strength: STRENGTH.explicit,
  },
  { pattern: cuePattern(String.raw`\bnot valid (?:after|beyond)\b`), strength: STRENGTH.explicit },
  {
    pattern: cuePattern(
      String.raw`\b(?:effective|in effect|in force|coverage|covered|registered|licensed|certified) (?:through|thru|until|till)\b`,
    ),
    strength: STRENGTH.explicit,
  },
  // coverage ends / term ends on / this agreement terminates on / registration lapses
  {
    pattern: cuePattern(
      String.raw`\b(?:coverage|policy|term|lease|licen[cs]e|agreement|contract|registration|certification|certificate|subscription|permit|membership) (?:ends|will end|shall end|terminates|will terminate|shall terminate|lapses|will lapse)(?: on)?\b`,
    ),
    strength: STRENGTH.explicit,
  },
  { pattern: cuePattern(String.raw`\b(?:end|termination) date\b`), strength: STRENGTH.periodEnd },
  // "The term of this Lease ... ending", "for a period of twelve (12) months, ending": one sentence,
  // which may wrap onto the next line.
  {
    pattern: cuePattern(
      String.raw`\b(?:term|period|lease|agreement|contract|coverage|licen[cs]e|subscription|registration)\b(?:[^.\n]|\n(?!\n)){0,120}?\b(?:ending|ends|end on|and end)(?: on)?\b`,
    ),
    strength: STRENGTH.periodEnd,
  },
  {
    pattern: cuePattern(
      String.raw`\b(?:renewal date|renew (?:by|on|before)|renews(?: on)?|renewal due(?: date| by| on)?|due for renewal(?: on| by)?|recommended renewal(?: date)?)`,
    ),
    strength: STRENGTH.renewal,
  },
  {
    pattern: cuePattern(
      String.raw`\b(?:re-?certification|next (?:inspection|service|test|recertification|renewal)) (?:is )?due(?: date| by| on)?\b`,
    ),
    strength: STRENGTH.renewal,
  },
];

// What may stand between a cue and its date: a colon, "on", "is", a format hint ("(MM/DD/YYYY)"),
// a time of day, up to two line breaks (a form's label and value on separate lines), no digits.
const FORMAT_HINT = /\((?:[mdy]{1,4}[/.-]?)+\)/gi;
const TIME_OF_DAY = /\b\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\b\.?)?/gi;
const MAX_GAP = 30;

function isShortGap(gap: string): boolean {
  const cleaned = gap.replace(FORMAT_HINT, ' ').replace(TIME_OF_DAY, ' ');
  if (/\d/.test(cleaned) || /[.;!?]\s/.test(cleaned)) return false;
  return cleaned.trim().length <= MAX_GAP && (cleaned.match(/\n/g) ?? []).length <= 2;
}

/** The index of the first date starting at or after `position` (dates.length when none does). */
function firstDateFrom(dates: TextDate[], position: number): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dates[middle]?.start ?? 0) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

function directCandidates(text: string, dates: TextDate[]): ExpiryCandidate[] {
  const candidates: ExpiryCandidate[] = [];
  for (const { pattern, strength } of DIRECT_CUES) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const cueStart = match.index;
      const cueEnd = cueStart + match[0].length;
      // A cue does not run over a date ("Term: Beginning 08/01/2026, ending" is a period, read by
      // rangeCandidates); a shorter one may start after it ("... 2026 and will continue for a
      // period of twelve (12) months, ending").
      let next = firstDateFrom(dates, cueStart);
      let inside: TextDate | undefined;
      for (let date = dates[next]; date && date.start < cueEnd; date = dates[++next]) inside = date;
      if (inside) {
        pattern.lastIndex = inside.end;
        continue;
      }
      const date = dates[next];
      if (!date || !isShortGap(text.slice(cueEnd, date.start))) continue;
      candidates.push({
        date: date.day,
        strength,
        phrase: shortPhrase(match[0]),
        from: match.index,
        to: date.end,
      });
    }
  }
  return candidates;
}

/** The cue as written, on one line; a long "term ... ending" keeps its first and last words. */
function shortPhrase(cue: string): string {
  const words = cue.replace(/\s+/g, ' ').trim().split(' ');
  return words.length <= 4 ? words.join(' ') : `${words[0]} … ${words.slice(-2).join(' ')}`;
}

// A period written as two dates: "01/01/2026 to 01/01/2027", "from 12:01 a.m. on August 14, 2026
// through 11:59 p.m. on August 16, 2026", "commence on July 1, 2025 and end on June 30, 2028",
// "Beginning 08/01/2026, ending 07/31/2027", "Start: Jan 15, 2026 End: Jan 14, 2027".
const PLAIN_CONNECTOR = /^[\s,;()]*(to|through|thru|until|till|[-–—])[\s,;:()]*$/i;
const ENDING_CONNECTOR = /^[\s,;()]*((?:and\s+)?(?:end|ends|ending|expires|expiring)|end\s+date)[\s,;:()]*$/i;
const MAX_RANGE_GAP = 40;
// A plain "A to B" is a validity period only with one of these words on its lines ...
const VALIDITY_CONTEXT = cuePattern(
  String.raw`\b(?:valid|validity|effective|in effect|in force|period|term|coverage|covered|policy|lease|licen[cs]e|permit|registration|registered|agreement|contract|subscription|certificate|certification|clearance|membership)\b`,
);
// ... and none of these: the period of a statement, a report or a bill is no expiry.
const REPORTING_CONTEXT =
  /\b(?:statement|contributions?|giving|donations?|gifts?|fiscal|reporting|report|budget|audit|invoice|billing|billed)\b/i;

function lineSpan(text: string, from: number, to: number): [number, number] {
  const start = text.lastIndexOf('\n', from - 1) + 1;
  const end = text.indexOf('\n', to);
  return [start, end === -1 ? text.length : end];
}

function rangeCandidates(text: string, dates: TextDate[]): ExpiryCandidate[] {
  const candidates: ExpiryCandidate[] = [];
  for (let index = 0; index + 1 < dates.length; index++) {
    const first = dates[index];
    const last = dates[index + 1];
    if (!first || !last || first.monthOnly || last.monthOnly || last.day <= first.day) continue;
    const gap = text.slice(first.end, last.start);
    if (gap.length > MAX_RANGE_GAP || (gap.match(/\n/g) ?? []).length > 1) continue;
    const cleaned = gap.replace(TIME_OF_DAY, ' ').replace(/\b(?:on|at)\b/gi, ' ');
    const ending = ENDING_CONNECTOR.exec(cleaned);
    const plain = ending ? null : PLAIN_CONNECTOR.exec(cleaned);
    if (!ending && !plain) continue;
    const [lineStart, lineEnd] = lineSpan(text, first.start, last.end);
    const lines = text.slice(lineStart, lineEnd);
    if (REPORTING_CONTEXT.test(lines)) continue;
    let from = first.start;
    let phrase = (ending?.[1] ?? '').replace(/\s+/g, ' ');
    if (plain) {
      VALIDITY_CONTEXT.lastIndex = 0;
      const context = VALIDITY_CONTEXT.exec(lines);
      if (!context) continue;
      from = Math.min(from, lineStart + context.index);
      phrase = `${context[0].replace(/\s+/g, ' ')} … ${plain[1]}`;
    }
    candidates.push({ date: last.day, strength: STRENGTH.periodEnd, phrase, from, to: last.end });
  }
  return candidates;
}

// A table of policies (ACORD 25 and its kin): a header with an effective and an expiration
// column, then rows whose two dates stand side by side, on one line or on consecutive lines.
const POLICY_TABLE_HEADER = cuePattern(
  String.raw`\b(?:policy )?eff(?:ective)?\b(?:\.|(?: date)?)[\s\S]{0,80}?\b((?:policy )?exp(?:iration|iry)?\b(?: date)?)`,
);

/**
 * One candidate for the whole table: a certificate listing several policies stops being good when
 * the first of them expires, so the earliest end date of its rows.
 */
function tableCandidates(text: string, dates: TextDate[]): ExpiryCandidate[] {
  POLICY_TABLE_HEADER.lastIndex = 0;
  const header = POLICY_TABLE_HEADER.exec(text);
  if (!header) return [];
  let best: ExpiryCandidate | null = null;
  for (let index = 0; index + 1 < dates.length; index++) {
    const first = dates[index];
    const last = dates[index + 1];
    if (!first || !last || first.start < header.index || first.monthOnly || last.monthOnly) continue;
    const gap = text.slice(first.end, last.start);
    if (!/^\s+$/.test(gap) || (gap.match(/\n/g) ?? []).length > 1 || last.day <= first.day) continue;
    if (best === null || last.day < best.date) {
      best = {
        date: last.day,
        strength: STRENGTH.explicit,
        phrase: (header[1] ?? '').replace(/\s+/g, ' '),
        from: first.start,
        to: last.end,
      };
    }
  }
  return best ? [best] : [];
}

// Records of something that happened (minutes, invoices, newsletters, gift receipts) carry no
// expiry of their own; one they mention ("the current policy expires March 1") belongs to another
// document. They are known by their title, in the first lines.
const RECORD_TITLE =
  /\b(?:minutes|invoice|newsletter|agenda)\b|\b(?:donation|contribution|gift) (?:receipt|statement|acknowledg(?:e)?ment)\b/i;
const TITLE_LINES = 3;

function isRecord(text: string): boolean {
  const title = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, TITLE_LINES)
    .join('\n');
  return RECORD_TITLE.test(title);
}

/**
 * Text as extraction gives it, made regular: one kind of line break and space, runs of spaces
 * collapsed, no space before a comma or colon ("March 31 , 2027"), and the OCR letters O and l
 * read as digits between digits ("2O27" is 2027).
 */
export function normalizeExtractedText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/(?<=\d[Oo]*)[Oo](?=[Oo]*\d)/g, '0')
    .replace(/(?<=\d)[lI|](?=\d)/g, '1')
    .replace(/ {2,}/g, ' ')
    .replace(/ +([,:;])/g, '$1')
    .replace(/ +\.(?=\s|$)/g, '.')
    .replace(/ *\n */g, '\n');
}

const SENTENCE_END = /[.!?]$|[:;]$/;

/**
 * The sentence from the cue to the date: its lines, with the lines before and after when
 * extraction wrapped the sentence (the line does not end a sentence and the next starts in lower
 * case), narrowed to the sentences from the cue to the date, at most SENTENCE_MAX_LENGTH long.
 */
function sentenceAround(text: string, from: number, to: number): string {
  let [start, end] = lineSpan(text, from, to);
  while (start > 0) {
    const previousStart = text.lastIndexOf('\n', start - 2) + 1;
    const previous = text.slice(previousStart, start - 1);
    if (previous === '' || SENTENCE_END.test(previous) || !/^[a-z]/.test(text.slice(start))) break;
    start = previousStart;
  }
  while (end < text.length) {
    const nextEnd = text.indexOf('\n', end + 1);
    const next = text.slice(end + 1, nextEnd === -1 ? text.length : nextEnd);
    if (next === '' || SENTENCE_END.test(text.slice(start, end)) || !/^[a-z]/.test(next)) break;
    end = nextEnd === -1 ? text.length : nextEnd;
  }
  const boundaries = /[.!?](?=\s+["'(]?[A-Z0-9])/g;
  let sentenceStart = start;
  let sentenceEnd = end;
  for (const boundary of text.slice(start, end).matchAll(boundaries)) {
    const at = start + boundary.index;
    if (at < from) sentenceStart = at + 1;
    else if (at >= to - 1) {
      sentenceEnd = at + 1;
      break;
    }
  }
  let sentence = text.slice(sentenceStart, sentenceEnd).replace(/\s+/g, ' ').trim();
  if (sentence.length > SENTENCE_MAX_LENGTH) {
    const offset = Math.max(0, Math.min(from - sentenceStart, sentence.length - SENTENCE_MAX_LENGTH + 1));
    sentence = `${sentence.slice(offset, offset + SENTENCE_MAX_LENGTH - 1).trim()}…`;
  }
  return sentence;
}

/** Every expiry candidate in a (normalised) text, before the choice; for tests and tuning. */
export function findExpiryCandidates(normalised: string): ExpiryCandidate[] {
  const dates = findDatesInText(normalised);
  if (dates.length === 0) return [];
  return [
    ...directCandidates(normalised, dates),
    ...rangeCandidates(normalised, dates),
    ...tableCandidates(normalised, dates),
  ];
}

/**
 * The expiry date of a document, read from its extracted text, or null when no cue names one.
 *
 * Which date, when there are several:
 * 1. The strongest cue wins: an explicit expiry ("expires", "valid through", a POLICY EXP column)
 *    over the end of a stated period or term, over a renewal or re-inspection date.
 * 2. Among equally strong cues, the latest date. Documents that name two expiries are almost always
 *    renewals, extensions and amendments ("the Original Lease expires on May 31, 2026 ... expiring
 *    May 31, 2029"; "your current license expires ... your renewed license will be valid through"),
 *    where the earlier date is the one being replaced.
 * 3. A table of policies counts once, with its earliest end date (tableCandidates).
 * 4. Equal dates: the first in the text, for the sentence shown.
 *
 * Dates in the past are kept, even with options.today: a document filed after it lapsed (an old
 * certificate kept for the record, a permit for an event that is over) still expired on that day,
 * and Steward shows it as Overdue. On the labelled set (expiry.samples.ts) dropping past
 * candidates lowered recall and did not raise precision, so `today` only refuses dates more than
 * MAX_YEARS_AHEAD years ahead of it, which are misreadings.
 *
 * Minutes, invoices, newsletters and gift receipts (by their title) have none.
 */
export function findExpiryDate(text: string, options: FindExpiryOptions = {}): ExpirySuggestion | null {
  const normalised = normalizeExtractedText(text);
  if (isRecord(normalised)) return null;
  const latestPlausible =
    options.today === undefined
      ? null
      : `${Number(options.today.slice(0, 4)) + MAX_YEARS_AHEAD}${options.today.slice(4, 10)}`;
  const candidates = findExpiryCandidates(normalised).filter(
    (candidate) => latestPlausible === null || candidate.date <= latestPlausible,
  );
  const best = candidates.sort(
    (a, b) => b.strength - a.strength || compare(b.date, a.date) || a.from - b.from,
  )[0];
  if (!best) return null;
  return { date: best.date, sentence: sentenceAround(normalised, best.from, best.to), phrase: best.phrase };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
