import { textStart } from '@steward/domain';
import { type FileKindName, reasons } from './reasons';
import type { ExtractionResult } from './types';

/** What a reader got from a file, before it is cut and counted. */
export interface Reading {
  text: string;
  pages: number | null;
  pagesRead: number | null;
  ocr: boolean;
  ocrPagesSkipped: number;
}

export function textOf(text: string): Reading {
  return { text, pages: null, pagesRead: null, ocr: false, ocrPagesSkipped: 0 };
}

/** Whitespace-separated tokens with a letter or a digit: "—" and "***" are not words. */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words++;
  return words;
}

export function toResult(reading: Reading, kind: FileKindName, maxChars: number): ExtractionResult {
  const truncated = reading.text.length > maxChars;
  const text = (truncated ? textStart(reading.text, maxChars) : reading.text).trim();
  const words = countWords(text);
  if (words === 0) return { outcome: 'no-text', reason: reasons.noText(kind), pages: reading.pages };
  return {
    outcome: 'text',
    text,
    pages: reading.pages,
    pagesRead: reading.pagesRead,
    words,
    ocr: reading.ocr,
    ocrPagesSkipped: reading.ocrPagesSkipped,
    truncated,
  };
}
