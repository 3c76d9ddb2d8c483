import { fileTypeFromBuffer } from 'file-type';

/** How much of the start of a file is read to recognise its type (zip-based Office files need some). */
export const SNIFF_BYTES = 64 * 1024;

/** What the content of each binary type must look like, as file-type names it. */
const BINARY_SIGNATURES: Record<string, { detected: string[]; contentType: string }> = {
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  png: { detected: ['png'], contentType: 'image/png' },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  gif: { detected: ['gif'], contentType: 'image/gif' },
  // Word 97-2003 and Excel 97-2003 are OLE compound files.
  doc: { detected: ['cfb'], contentType: 'application/msword' },
  xls: { detected: ['cfb'], contentType: 'application/vnd.ms-excel' },
  docx: {
    detected: ['docx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    detected: ['xlsx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/** Text types: recognised by being UTF-8 without NUL bytes, typed by extension. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  ts: 'text/plain',
  jsx: 'text/plain',
  tsx: 'text/plain',
};

function looksLikeUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: true tolerates a character cut in half at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of a file from its first bytes, checked against its extension: a PNG named
 * `.pdf`, or a program named `.txt`, is refused (null). The extension must be one Steward accepts.
 */
export async function detectContentType(head: Buffer, extension: string): Promise<string | null> {
  const text = TEXT_TYPES[extension];
  if (text) return looksLikeUtf8Text(head) ? `${text}; charset=utf-8` : null;
  const expected = BINARY_SIGNATURES[extension];
  if (!expected) return null;
  const detected = await fileTypeFromBuffer(head);
  return detected && expected.detected.includes(detected.ext) ? expected.contentType : null;
}
