import { describe, expect, it } from 'vitest';
import { textStatus } from '@/test/documents';
import { isTextPending, textStatusLabel } from './text-status';

describe('textStatusLabel', () => {
  it.each([
    ['waiting', textStatus('waiting'), 'Waiting to be read'],
    ['reading without progress', textStatus('reading'), 'Reading…'],
    ['reading a scan', textStatus('reading', { progress: { page: 2, pages: 5 } }), 'Reading page 2 of 5'],
    ['done', textStatus('done', { pages: 2, pagesRead: 2, words: 412 }), 'Text: 2 pages · 412 words'],
    ['done, one page', textStatus('done', { pages: 1, pagesRead: 1, words: 1 }), 'Text: 1 page · 1 word'],
    [
      'done with OCR',
      textStatus('done', { pages: 3, pagesRead: 3, words: 12_345, ocr: true }),
      'Text: 3 pages · 12,345 words · OCR',
    ],
    [
      'done up to the page limit',
      textStatus('done', { pages: 40, pagesRead: 10, words: 900 }),
      'Text: 10 of 40 pages · 900 words',
    ],
    [
      'done, a file without pages',
      textStatus('done', { pages: null, pagesRead: null, words: 80 }),
      'Text: 80 words',
    ],
    ['no text', textStatus('no-text', { reason: 'The image has no words in it.' }), 'No text'],
    ['failed', textStatus('failed', { reason: 'The PDF is damaged.' }), "Couldn't read: The PDF is damaged."],
    ['failed without a reason', textStatus('failed'), "Couldn't read the text"],
  ])('%s', (_case, status, label) => {
    expect(textStatusLabel(status)).toBe(label);
  });

  it('counts waiting and reading as pending, nothing else', () => {
    expect(
      ['waiting', 'reading', 'done', 'no-text', 'failed'].map((state) => isTextPending({ state } as never)),
    ).toEqual([true, true, false, false, false]);
  });
});
