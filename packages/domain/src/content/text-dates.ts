import { daysInMonth } from '../donors/dates';

/** A date found in running text: where it is, and the day it names. */
export interface TextDate {
  /** 'YYYY-MM-DD'; for a month and year alone, the month's last day. */
  day: string;
  start: number;
  end: number;
  /** Only a month and a year ("EXP 03/27", "01/2028", "March 2027"). */
  monthOnly: boolean;
}

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

// Longest names first, so "Sept" is not read as "Sep" and "t".
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const ORDINAL = '(?:st|nd|rd|th)?';

/** The fixed forms, each with how its groups map to year, month and day. */
interface Form {
  pattern: RegExp;
  read: (match: RegExpExecArray) => [year: string, month: string, day: string];
  monthOnly?: true;
  /** Numbers that cannot be month then day are tried as day then month. */
  dayFirstFallback?: true;
}

const FORMS: Form[] = [
  // March 31, 2027 / Mar. 31, 2027 / March 31st, 2027 / March 31 , 2027 / Mar 31 2027
  {
    pattern: new RegExp(String.raw`\b${MONTH}\.?\s*(\d{1,2})${ORDINAL}\s*,?\s*(\d{4})\b`, 'gi'),
    read: (m) => [m[3] ?? '', m[1] ?? '', m[2] ?? ''],
  },
  // 31 March 2027 / 31st of March, 2027
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})${ORDINAL}(?:\s+of)?\s+${MONTH}\.?,?\s+(\d{4})\b`, 'gi'),
    read: (m) => [m[3] ?? '', m[2] ?? '', m[1] ?? ''],
  },
  // 31-Mar-2027 / 31-Mar-27
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})-${MONTH}-(\d{4}|\d{2})\b`, 'gi'),
    read: (m) => [m[3] ?? '', m[2] ?? '', m[1] ?? ''],
  },
  // 2027-03-31 / 2027/03/31
  {
    pattern: /(?<![\d/.-])(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?![\d/-])/g,
    read: (m) => [m[1] ?? '', m[3] ?? '', m[4] ?? ''],
  },
  // 3/31/2027 / 03/31/27 / 03-31-2027: month first (the US order)
  {
    pattern: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-])/g,
    read: (m) => [m[4] ?? '', m[1] ?? '', m[3] ?? ''],
    dayFirstFallback: true,
  },
  // 03/2027 / 03/27: a month and a year
  {
    pattern: /(?<![\d/.-])(\d{1,2})\/(\d{4}|\d{2})(?![\d/-])/g,
    read: (m) => [m[2] ?? '', m[1] ?? '', ''],
    monthOnly: true,
  },
  // March 2027
  {
    pattern: new RegExp(String.raw`\b${MONTH}\.?,?\s+(\d{4})\b`, 'gi'),
    read: (m) => [m[2] ?? '', m[1] ?? '', ''],
    monthOnly: true,
  },
];

/** A two-digit year is 2000-2069 or 1970-1999. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function monthNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (MONTHS[text.toLowerCase()] ?? 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'YYYY-MM-DD' of a real calendar day, else null (Feb 30, month 13). An empty day means the whole
 * month, and gives its last day. Years outside 1900-2199 are refused: in documents they are
 * misreadings.
 */
export function calendarDay(yearText: string, monthText: string, dayText: string): string | null {
  const year = fullYear(yearText);
  const month = monthNumber(monthText);
  if (year < 1900 || year > 2199 || month < 1 || month > 12) return null;
  const last = daysInMonth(year, month);
  const day = dayText === '' ? last : Number(dayText);
  if (day < 1 || day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Every date in `text` in the fixed forms above, in reading order, without overlaps (where two
 * forms match at the same place, the longer one; a full date wins over a month and year inside it).
 * Numeric dates are read month first (US); "13/04/2027", which cannot be, is read day first.
 */
export function findDatesInText(text: string): TextDate[] {
  const found: TextDate[] = [];
  for (const form of FORMS) {
    form.pattern.lastIndex = 0;
    for (let match = form.pattern.exec(text); match; match = form.pattern.exec(text)) {
      const [year, month, day] = form.read(match);
      let value = calendarDay(year, month, day);
      if (value === null && form.dayFirstFallback) value = calendarDay(year, day, month);
      if (value === null) continue;
      found.push({
        day: value,
        start: match.index,
        end: match.index + match[0].length,
        monthOnly: form.monthOnly === true,
      });
    }
  }
  found.sort((a, b) => a.start - b.start || Number(a.monthOnly) - Number(b.monthOnly) || b.end - a.end);
  const dates: TextDate[] = [];
  for (const date of found) {
    const previous = dates.at(-1);
    if (previous && date.start < previous.end) continue;
    dates.push(date);
  }
  return dates;
}

/** The day of a text that is a single date in one of the fixed forms, else null. */
export function parseTextDate(value: string): string | null {
  const trimmed = value.trim();
  const [date] = findDatesInText(trimmed);
  return date && date.start === 0 && date.end === trimmed.length ? date.day : null;
}
