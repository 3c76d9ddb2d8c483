import type { DocumentTextStatus } from '@steward/domain';

/** The text is still to come: waiting for the reader, or being read. */
export function isTextPending(status: Pick<DocumentTextStatus, 'state'>): boolean {
  return status.state === 'waiting' || status.state === 'reading';
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** "2 pages", or "10 of 40 pages" when the reader stopped at its page limit; null for a file without pages. */
function pagesRead({ pages, pagesRead }: DocumentTextStatus): string | null {
  if (pages === null) return null;
  if (pagesRead !== null && pagesRead < pages)
    return `${pagesRead.toLocaleString('en-US')} of ${count(pages, 'page', 'pages')}`;
  return count(pages, 'page', 'pages');
}

/**
 * Where reading the document's text stands, in a few words: "Waiting to be read", "Reading page 2
 * of 5", "Text: 2 pages · 412 words · OCR", "No text", "Couldn't read: {reason}".
 */
export function textStatusLabel(status: DocumentTextStatus): string {
  switch (status.state) {
    case 'waiting':
      return 'Waiting to be read';
    case 'reading':
      return status.progress
        ? `Reading page ${status.progress.page} of ${status.progress.pages}`
        : 'Reading…';
    case 'done': {
      const parts = [pagesRead(status), status.words === null ? null : count(status.words, 'word', 'words')];
      if (status.ocr) parts.push('OCR');
      const facts = parts.filter((part): part is string => part !== null);
      return facts.length > 0 ? `Text: ${facts.join(' · ')}` : 'Text read';
    }
    case 'no-text':
      return 'No text';
    case 'failed':
      return status.reason ? `Couldn't read: ${status.reason}` : "Couldn't read the text";
  }
}
