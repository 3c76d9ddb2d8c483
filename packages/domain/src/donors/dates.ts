/** English month names; a month is matched by its full name, its first three letters or "Sept". */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTH_BY_NAME = new Map<string, number>();
MONTH_NAMES.forEach((name, index) => {
  MONTH_BY_NAME.set(name.toLowerCase(), index + 1);
  MONTH_BY_NAME.set(name.slice(0, 3).toLowerCase(), index + 1);
});
MONTH_BY_NAME.set('sept', 9);

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether this is a real calendar day with a four-digit year. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** 'yyyy-MM-dd' of a real calendar day with a four-digit year, else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (!isCalendarDay(year, month, day)) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?`;
const YEAR_FIRST = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;
const MONTH_NAME_FIRST = new RegExp(
  String.raw`^${WEEKDAY}([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$`,
  'i',
);
const DAY_FIRST = new RegExp(
  String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)([a-z]{3,9})\.?,?(?:\s+|-)(\d{4})$`,
  'i',
);

/** A date in one of the accepted forms, without a time: 'yyyy-MM-dd' or null. */
function parseDay(value: string): string | null {
  let match = YEAR_LAST.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = Number(match[4]);
    // Spec 000 §5 tries MM/dd/yyyy and M/d/yyyy before dd/MM/yyyy (and the same with dashes), so
    // 03/04/2024 is March 4 and only a first number above 12 makes it day first.
    return calendarDay(year, first, second) ?? calendarDay(year, second, first);
  }
  match = YEAR_FIRST.exec(value);
  if (match) return calendarDay(Number(match[1]), Number(match[3]), Number(match[4]));
  match = MONTH_NAME_FIRST.exec(value);
  if (match) {
    const month = MONTH_BY_NAME.get((match[1] ?? '').toLowerCase());
    return month === undefined ? null : calendarDay(Number(match[3]), month, Number(match[2]));
  }
  match = DAY_FIRST.exec(value);
  if (match) {
    const month = MONTH_BY_NAME.get((match[2] ?? '').toLowerCase());
    return month === undefined ? null : calendarDay(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/** Where the time after a date starts (its 'T' or the space before it), or -1 without one. */
function timeStart(value: string): number {
  const colon = value.indexOf(':');
  if (colon < 2) return -1;
  let start = colon;
  while (colon - start < 2 && start > 0) {
    const code = value.charCodeAt(start - 1);
    if (code < 48 || code > 57) break;
    start--;
  }
  if (start === colon || start === 0) return -1;
  const separator = value.charCodeAt(start - 1);
  return separator === 84 || separator === 116 || separator === 32 || separator === 9 ? start - 1 : -1;
}

// The reading position of isTimeOfDay and its helpers.
let cursor = 0;

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function skipSpaces(text: string): void {
  while (cursor < text.length && isSpace(text.charCodeAt(cursor))) cursor++;
}

/** Steps over the character `code` if it is next. */
function skip(text: string, code: number): boolean {
  if (text.charCodeAt(cursor) !== code) return false;
  cursor++;
  return true;
}

/** Reads up to `max` digits; how many were read is the cursor's move. */
function readDigits(text: string, max: number): number {
  const from = cursor;
  let value = 0;
  while (cursor - from < max && cursor < text.length) {
    const code = text.charCodeAt(cursor);
    if (code < 48 || code > 57) break;
    value = value * 10 + code - 48;
    cursor++;
  }
  return value;
}

/** Whether the ASCII letters of `word` (lower case) come next, in any case. */
function isWordNext(text: string, word: string): boolean {
  for (let index = 0; index < word.length; index++) {
    if ((text.charCodeAt(cursor + index) | 32) !== word.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Whether `text` from `start` on is a time after a date, as exports write it: "T10:30:00Z",
 * " 10:30", " 10:30:15.250 PM", " 14:05 +02:00", " 09:00 UTC", with a real hour and minute. It is
 * read character by character: a regular expression's match array for every row of a file of
 * distinct time stamps made this the slowest part of reading a date.
 */
function isTimeOfDay(text: string, start: number): boolean {
  cursor = start;
  if (!skip(text, 84) && !skip(text, 116)) {
    skipSpaces(text);
    if (cursor === start) return false;
  }
  let from = cursor;
  const hour = readDigits(text, 2);
  if (cursor === from || !skip(text, 58)) return false;
  from = cursor;
  const minute = readDigits(text, 2);
  if (cursor - from !== 2) return false;
  let second = 0;
  if (skip(text, 58)) {
    from = cursor;
    second = readDigits(text, 2);
    if (cursor - from !== 2) return false;
    if (skip(text, 46)) {
      from = cursor;
      readDigits(text, 9);
      if (cursor === from) return false;
    }
  }
  skipSpaces(text);
  const twelveHour = isWordNext(text, 'a') || isWordNext(text, 'p');
  if (twelveHour) {
    cursor++;
    skip(text, 46);
    if (!isWordNext(text, 'm')) return false;
    cursor++;
    skip(text, 46);
    skipSpaces(text);
  }
  if (isWordNext(text, 'z')) cursor++;
  else if (isWordNext(text, 'utc') || isWordNext(text, 'gmt')) cursor += 3;
  else if (skip(text, 43) || skip(text, 45)) {
    from = cursor;
    readDigits(text, 2);
    if (cursor - from !== 2) return false;
    const colon = skip(text, 58);
    from = cursor;
    readDigits(text, 2);
    if (cursor - from !== 2 && (colon || cursor !== from)) return false;
  }
  skipSpaces(text);
  if (cursor !== text.length) return false;
  if (twelveHour ? hour < 1 || hour > 12 : hour > 23) return false;
  return minute <= 59 && second <= 59;
}

// Donor files repeat few distinct dates across many rows, so answers are kept for the recent
// distinct texts: up to 10,000 in two generations of 5,000. When the newer one is full it becomes
// the older one and the oldest answers are forgotten at once, which costs nothing per row (deleting
// a Map's first entry one by one slows every later lookup of the first entry). A date-time is
// remembered by its date only: its times rarely repeat and would push the dates out.
const MEMO_GENERATION = 5_000;
let recent = new Map<string, string | null>();
let older = new Map<string, string | null>();

function lookUp(text: string): string | null | undefined {
  const known = recent.get(text);
  return known !== undefined ? known : older.get(text);
}

function remember(text: string, day: string | null): string | null {
  if (recent.size >= MEMO_GENERATION) {
    older = recent;
    recent = new Map();
  }
  recent.set(text, day);
  return day;
}

// The longest form ("Wednesday, September 15th, 2024 10:30:15.123456789 PM +05:30") has 60
// characters; a longer text, even allowing for padding, is no date and not worth a regex.
const MAX_LENGTH = 128;

/**
 * Spec 000 §5 date formats, for a gift's date: MM/dd/yyyy, M/d/yyyy, MM-dd-yyyy, M-d-yyyy,
 * yyyy-MM-dd, dd/MM/yyyy, yyyy/MM/dd, dd-MM-yyyy, MMM dd, yyyy and dd MMM yyyy, in that order; then
 * the forms a generic parser reads without guessing (ISO date-times, a time after any of those
 * dates, full month names, a weekday in front). Returns 'yyyy-MM-dd' as written, with no time zone
 * shift, or null. Years have four digits: "1/5/24" could be 1924 or 2024 and is refused.
 */
export function parseDonationDate(text: string): string | null {
  const numeric = numericDay(text);
  if (numeric !== NOT_NUMERIC) return numeric;
  if (text.length > MAX_LENGTH) return null;
  const start = timeStart(text);
  const date = start === -1 ? text : isTimeOfDay(text, start) ? text.slice(0, start) : null;
  if (date === null) return null;
  const known = lookUp(date);
  return known !== undefined ? known : remember(date, parseDay(date.trim()));
}

// numericDay's answer for a text not wholly in its forms, which parseDonationDate reads in full.
const NOT_NUMERIC = 'not numeric';
const DASH = 45;
const SLASH = 47;

/** The ASCII digit at `index` of `text` as a number, or -1 for any other character. */
function digitAt(text: string, index: number): number {
  const digit = text.charCodeAt(index) - 48;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

/** The number written by the one or two digits of `text` from `from` to `to`, or -1. */
function oneOrTwoDigits(text: string, from: number, to: number): number {
  if (to - from === 1) return digitAt(text, from);
  if (to - from !== 2) return -1;
  const tens = digitAt(text, from);
  const units = digitAt(text, from + 1);
  return tens === -1 || units === -1 ? -1 : tens * 10 + units;
}

/** The number written by the four digits of `text` from `from`, or -1. */
function fourDigits(text: string, from: number): number {
  const high = oneOrTwoDigits(text, from, from + 2);
  const low = oneOrTwoDigits(text, from + 2, from + 4);
  return high === -1 || low === -1 ? -1 : high * 100 + low;
}

/** Where `separator` is in `text` at `first` or else at `first + 1`, or -1. */
function separatorAt(text: string, separator: number, first: number): number {
  if (text.charCodeAt(first) === separator) return first;
  return text.charCodeAt(first + 1) === separator ? first + 1 : -1;
}

/**
 * The two forms nearly every export writes, M/d/yyyy (YEAR_LAST) and yyyy-MM-dd (YEAR_FIRST),
 * read from their character codes by the regular expressions' exact rules, answering as parseDay
 * does; NOT_NUMERIC for a text not wholly in one of them (a space, a time), which
 * parseDonationDate then reads in full. Its answers are kept by the day's number (dayText): the
 * memo's look-up of a fresh field's text hashed the text, a tenth of the time of the row rules.
 */
function numericDay(text: string): string | null {
  const length = text.length;
  if (length < 8 || length > 10) return NOT_NUMERIC;
  // M/d/yyyy: the separator before the year is the one after the month.
  const beforeYear = text.charCodeAt(length - 5);
  if (beforeYear === SLASH || beforeYear === DASH) {
    const year = fourDigits(text, length - 4);
    const split = separatorAt(text, beforeYear, 1);
    const first = split === -1 ? -1 : oneOrTwoDigits(text, 0, split);
    const second = split === -1 ? -1 : oneOrTwoDigits(text, split + 1, length - 5);
    if (year !== -1 && first !== -1 && second !== -1) {
      // As parseDay: month first, day first only when that is no date.
      if (isCalendarDay(year, first, second)) return dayText(year, first, second);
      return isCalendarDay(year, second, first) ? dayText(year, second, first) : null;
    }
  }
  // yyyy-M-d: the separator after the year is the one after the month.
  const afterYear = text.charCodeAt(4);
  if (afterYear !== SLASH && afterYear !== DASH) return NOT_NUMERIC;
  const year = fourDigits(text, 0);
  const split = separatorAt(text, afterYear, 6);
  const month = split === -1 ? -1 : oneOrTwoDigits(text, 5, split);
  const day = split === -1 ? -1 : oneOrTwoDigits(text, split + 1, length);
  if (year === -1 || month === -1 || day === -1) return NOT_NUMERIC;
  return isCalendarDay(year, month, day) ? dayText(year, month, day) : null;
}

// numericDay's days by number (yyyyMMdd), in two generations as the memo of texts below.
let recentDays = new Map<number, string>();
let olderDays = new Map<number, string>();

/** 'yyyy-MM-dd' of a real calendar day, made once for the recent days. */
function dayText(year: number, month: number, day: number): string {
  const key = year * 10_000 + month * 100 + day;
  const known = recentDays.get(key) ?? olderDays.get(key);
  if (known !== undefined) return known;
  if (recentDays.size >= MEMO_GENERATION) {
    olderDays = recentDays;
    recentDays = new Map();
  }
  const text = calendarDay(year, month, day) as string;
  recentDays.set(key, text);
  return text;
}

/** The month of a month name: at least three letters of it ("Jan", "janu", "Sept", "September"). */
function monthByName(text: string): number | null {
  if (text.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(text));
  return index === -1 ? null : index + 1;
}

const MONTH_ALONE = /^(\d{1,2}|[a-z]+)\.?$/;
const MONTH_AND_YEAR = /^(\d{1,2}|[a-z]+)\.?,?(?:\s+|[-/])(\d{4})$/;
const YEAR_AND_MONTH = /^(\d{4})[-/](\d{1,2})$/;

function monthNumber(text: string): number | null {
  if (/^\d+$/.test(text)) {
    const month = Number(text);
    return month >= 1 && month <= 12 ? month : null;
  }
  return monthByName(text);
}

/**
 * Spec 001 §5: a month column's name (a prefix of the month's name, so "Jan", "january", "Sept")
 * or number (1 to 12) gives the first of that month in today's year (UTC). "March 2024",
 * "03/2024" and "2024-03" give that year's month, and a full date its month's first day.
 */
export function monthColumnDate(text: string, today: Date): string | null {
  const value = text.trim().toLowerCase();
  let match = MONTH_ALONE.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month === null ? null : calendarDay(today.getUTCFullYear(), month, 1);
  }
  match = MONTH_AND_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month === null ? null : calendarDay(Number(match[2]), month, 1);
  }
  match = YEAR_AND_MONTH.exec(value);
  if (match) return calendarDay(Number(match[1]), Number(match[2]), 1);
  const day = parseDonationDate(value);
  return day === null ? null : `${day.slice(0, 8)}01`;
}
