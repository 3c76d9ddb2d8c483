import { describe, expect, it } from 'vitest';
import {
  addDays,
  cleanFileName,
  deleteConfirmation,
  documentStatus,
  downloadFileName,
  fileExtension,
  formatFileSize,
  isAcceptedUpload,
  isTextEditable,
  parseTags,
} from './documents';

describe('documentStatus (spec 000 §4)', () => {
  const today = '2026-11-22';
  it.each([
    [null, 'Active'],
    ['2026-11-21', 'Overdue'],
    ['2026-11-22', 'Expiring Soon'],
    ['2026-12-22', 'Expiring Soon'],
    ['2026-12-23', 'Active'],
  ] as const)('expiry %s is %s', (expiry, status) => {
    expect(documentStatus(expiry, today)).toBe(status);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('file types (spec 000 §5)', () => {
  it('edits text only for the spec’s extensions, case-insensitively', () => {
    expect(isTextEditable('notes.MD')).toBe(true);
    expect(isTextEditable('budget.csv')).toBe(true);
    expect(isTextEditable('photo.png')).toBe(false);
    expect(isTextEditable('Makefile')).toBe(false);
  });

  it('accepts the picker’s list plus the text types', () => {
    for (const name of ['a.pdf', 'b.docx', 'c.XLSX', 'd.jpeg', 'e.gif', 'f.txt', 'g.json']) {
      expect(isAcceptedUpload(name)).toBe(true);
    }
    for (const name of ['a.exe', 'b.svg', 'noextension', '.env']) expect(isAcceptedUpload(name)).toBe(false);
  });

  it('reads the extension after the last dot only', () => {
    expect(fileExtension('report.final.pdf')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('parseTags (spec 000 §5)', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseTags(' insurance, 2026 ,, insurance ,  ')).toEqual(['insurance', '2026']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('formatFileSize (spec 000 §9)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [1024 * 1024 * 2.25, '2.25 MB'],
    [1024 ** 3 * 3, '3 GB'],
    [1024 ** 4 * 2, '2048 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

it('asks the spec’s delete question', () => {
  expect(deleteConfirmation('Lease.pdf')).toBe('Are you sure you want to delete "Lease.pdf"?');
});

describe('cleanFileName', () => {
  it('drops folders, control characters and direction overrides', () => {
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('bad\u0000name\r\n.txt')).toBe('badname.txt');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('  spaced   out .md ')).toBe('spaced out .md');
  });

  it('leaves nothing for names that are only folders or dots', () => {
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('dir/')).toBe('');
  });

  it('shortens to 255 characters and keeps the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('drops the direction marks too, and never cuts a character in two', () => {
    expect(cleanFileName('Ann\u200F\u061C\u2067 Lee.pdf')).toBe('Ann Lee.pdf');
    // 🙏 is two UTF-16 units: a cut at 251 would leave half of one.
    const cut = cleanFileName(`ab${'🙏'.repeat(200)}.pdf`);
    expect(cut).toBe(`ab${'🙏'.repeat(124)}.pdf`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('downloadFileName', () => {
  // Each byte of UTF-8 beyond ASCII is one %XX of the URI encoding.
  const utf8Bytes = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

  it('cleans as cleanFileName does: a right-to-left override cannot disguise the extension', () => {
    expect(downloadFileName('Statement - \u202Efdp.exe.pdf')).toBe('Statement - fdp.exe.pdf');
    expect(downloadFileName('a\u0000b\r\nc.pdf')).toBe('abc.pdf');
  });

  it('fits 255 bytes of UTF-8, whatever the script, keeping the extension or the given ending', () => {
    expect(utf8Bytes(downloadFileName(`${'x'.repeat(20_000)}.pdf`))).toBe(255);
    const chinese = downloadFileName(`${'王'.repeat(300)}.pdf`);
    expect(chinese).toBe(`${'王'.repeat(83)}.pdf`);
    expect(utf8Bytes(chinese)).toBeLessThanOrEqual(255);
    const numbered = downloadFileName(`${'王'.repeat(300)} (1a2b3c4d).pdf`, ' (1a2b3c4d).pdf');
    expect(numbered.endsWith('王 (1a2b3c4d).pdf')).toBe(true);
    expect(utf8Bytes(numbered)).toBeLessThanOrEqual(255);
    expect(downloadFileName('Ann Lee.pdf')).toBe('Ann Lee.pdf');
  });
});
