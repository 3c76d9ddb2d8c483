import { pdfPageLines } from '@test/pdf-text';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { StreamedDocumentWriter } from './streamed-document';
import { shapeLine } from './text';

const meta = {
  title: 'Contribution Statements, 2025',
  author: 'Grace Church',
  created: new Date('2026-01-05'),
};

/** Three pages written in two parts and the end, as the combined statements are. */
function written() {
  const writer = new StreamedDocumentWriter(meta);
  const page = (text: string, style: 'regular' | 'bold' = 'regular') => {
    const canvas = writer.newPage();
    canvas.text(shapeLine(text, style), 72, 700, { size: 12 });
    canvas.finish();
  };
  page('Ann Lee');
  const first = writer.flush();
  page('Ben Ray', 'bold');
  page('Дмитрий Петров');
  const second = writer.flush();
  const end = writer.finish();
  return { parts: [first, second, end], file: Buffer.concat([first, second, end]) };
}

describe('StreamedDocumentWriter', () => {
  it('writes pages as they are finished and ends with fonts and cross-references that point at every object', async () => {
    const { parts, file } = written();
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // Each part holds its pages' content: nothing of a page waits for the end.
    expect(parts.map((part) => part.length > 0)).toEqual([true, true, true]);
    expect(Buffer.from(parts[0] as Uint8Array).includes('/Type /Page\n')).toBe(true);

    const text = file.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count))
      .map((line) => line.trim().split(' '));
    expect(entries[0]).toEqual(['0000000000', '65535', 'f']);
    entries.slice(1).forEach(([offset, generation, kind], index) => {
      expect([generation, kind]).toEqual(['00000', 'n']);
      expect(text.slice(Number(offset)).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
    expect(text).toContain(`/Size ${count}`);

    const doc = await PDFDocument.load(file, { throwOnInvalidObject: true, updateMetadata: false });
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe(meta.title);
    expect(doc.getAuthor()).toBe(meta.author);
    expect((await pdfPageLines(file)).map((lines) => lines.join(' '))).toEqual([
      'Ann Lee',
      'Ben Ray',
      'Дмитрий Петров',
    ]);
  });

  it('has nothing to finish without a page, and nothing to flush once finished', () => {
    expect(() => new StreamedDocumentWriter(meta).finish()).toThrow('No pages to write.');
    const writer = new StreamedDocumentWriter(meta);
    writer.newPage().finish();
    writer.finish();
    expect(() => writer.flush()).toThrow('The document is already finished.');
  });
});
