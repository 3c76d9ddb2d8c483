import { LIMITS } from './limits';
import { textStart } from './text';

/** Spec 000 §4, §9: a document with an expiry date within this many days is "Expiring Soon". */
export const EXPIRING_SOON_DAYS = 30;

export const DOCUMENT_STATUSES = ['Active', 'Expiring Soon', 'Overdue'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM-dd` of a date, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after the `yyyy-MM-dd` day given. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * Spec 000 §4: Overdue when the expiry date is in the past, Expiring Soon when it falls within the
 * next 30 days, else Active (also without an expiry date). Days are compared as `yyyy-MM-dd`.
 */
export function documentStatus(expiryDate: string | null, today: string): DocumentStatus {
  if (expiryDate === null) return 'Active';
  if (expiryDate < today) return 'Overdue';
  if (expiryDate <= addDays(today, EXPIRING_SOON_DAYS)) return 'Expiring Soon';
  return 'Active';
}

/** Spec 000 §5: text editing only for these extensions. */
export const TEXT_EDITABLE_EXTENSIONS = [
  'txt',
  'md',
  'csv',
  'json',
  'xml',
  'html',
  'css',
  'js',
  'ts',
  'jsx',
  'tsx',
] as const;

/** Spec 000 §5: the file picker's list, plus the text types the editor supports, so those upload too. */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  ...TEXT_EDITABLE_EXTENSIONS,
] as const;

/** The extension of a file name, lower-cased and without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isTextEditable(name: string): boolean {
  return (TEXT_EDITABLE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isAcceptedUpload(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * A check or count-sheet image kept with a contribution batch: the upload's own types that are an
 * image or a PDF (a Donor Data document, though not a CSV: docs/spec-deviations.md).
 */
export const DONOR_DATA_ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** Spec 000 §5: Donor Data uploads must all be CSV files. */
export const DONOR_DATA_CSV_ONLY = 'Donor Data files must be in CSV format. Please select only CSV files.';

/** Whether a file of this name may be uploaded under this category (spec 000 §5, Donor Data rule). */
export function fitsCategory(category: string, name: string): boolean {
  return category !== 'Donor Data' || fileExtension(name) === 'csv';
}

/** Spec 000 §5: tags are split on commas, trimmed, empties dropped (and repeats dropped). */
export function parseTags(input: string): string[] {
  return [
    ...new Set(
      input
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Spec 000 §9: Bytes, KB, MB, GB, base 1024, two decimals ("0 Bytes", "1.5 KB", "2.25 MB"). */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${SIZE_UNITS[exponent]}`;
}

/** Spec 000 §5: the delete confirmation. */
export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}

/** Spec 000 §9: the email modal warns above this total size of attachments. */
export const ATTACHMENT_WARNING_BYTES = LIMITS.email.attachmentWarningBytes;

/** Spec 000 §9: signed links to a document work this long. */
export const SIGNED_LINK_SECONDS = 3600;

/** Spec 000 §9: the dashboard lists this many recent and upcoming documents. */
export const DASHBOARD_LIST_SIZE = 5;

const MAX_FILE_NAME_LENGTH = LIMITS.document.name;
/**
 * A saved file's name is at most this many bytes of UTF-8: ext4, XFS and APFS count bytes, so 255
 * Chinese characters (765 bytes) cannot be a file name there, and `unzip` drops such an entry.
 */
const MAX_FILE_NAME_BYTES = 255;
// The bidirectional marks, embeddings, overrides and isolates that can disguise an extension
// ("report\u202Efdp.exe" shows as "reportexe.pdf").
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Control characters (C0, DEL, C1), and the direction marks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidirectional marks, embeddings, overrides or isolates. */
export function withoutDirectionMarks(text: string): string {
  return text.replace(DIRECTION_MARKS, '');
}

/** The name without folders, control characters or direction marks, spaces collapsed, trimmed. */
function cleanedName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  return cleaned === '.' || cleaned === '..' ? '' : cleaned;
}

/** Bytes of a code point in UTF-8. */
function utf8Size(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

function bytesOf(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += utf8Size(char.codePointAt(0) as number);
  return bytes;
}

/** The text's start, at most `max` bytes of UTF-8, never cutting a character in two. */
function cutToBytes(text: string, max: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Size(char.codePointAt(0) as number);
    if (bytes > max) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** `.pdf` of `report.pdf`; '' without an extension. */
function extensionOf(name: string): string {
  const extension = fileExtension(name);
  return extension ? name.slice(name.length - extension.length - 1) : '';
}

/** The name shortened by `cut` to `max` (as `size` counts), keeping `suffix`, which it ends with. */
function keeping(
  name: string,
  suffix: string,
  max: number,
  cut: (text: string, max: number) => string,
  size: (text: string) => number,
) {
  if (size(name) <= max) return name;
  return `${cut(name.slice(0, name.length - suffix.length), max - size(suffix)).trimEnd()}${suffix}`;
}

/**
 * The name a file is kept under: without any folder part, control characters or bidirectional
 * marks and overrides, trimmed, at most 255 characters with the extension kept. Empty when nothing is left.
 */
export function cleanFileName(name: string): string {
  const cleaned = cleanedName(name);
  return keeping(cleaned, extensionOf(cleaned), MAX_FILE_NAME_LENGTH, textStart, (text) => text.length);
}

/**
 * The name a file is saved under by whoever downloads it (a download, a ZIP entry, a statement):
 * cleanFileName's cleaning, at most 255 bytes of UTF-8 with the extension kept, or `ending` when
 * the name ends with it (" (2).pdf"). Empty when nothing is left.
 */
export function downloadFileName(name: string, ending?: string): string {
  return fitFileName(cleanedName(name), ending);
}

/** The name at most 255 bytes of UTF-8, keeping its extension, or `ending` when it ends with it. */
export function fitFileName(name: string, ending?: string): string {
  const suffix = ending !== undefined && name.endsWith(ending) ? ending : extensionOf(name);
  return keeping(name, suffix, MAX_FILE_NAME_BYTES, cutToBytes, bytesOf);
}
