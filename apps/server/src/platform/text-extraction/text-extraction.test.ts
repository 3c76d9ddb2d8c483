import { crc32, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import {
  blankPng,
  docx,
  docxBomb,
  encryptedPdf,
  handmadeGif,
  handmadeJpeg,
  handmadeZip,
  headedScanPdf,
  hugePng,
  mixedPdf,
  pageTreeLoopPdf,
  scanPng,
  selfDrawingFormPdf,
  textPdf,
  xlsx,
} from '@test/document-files';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTRACTION_LIMITS,
  type ExtractionInput,
  type ExtractionLimits,
  type ExtractionResult,
  TextExtractor,
} from './index';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const file = (bytes: Uint8Array, contentType: string, fileName: string): ExtractionInput => ({
  bytes,
  contentType,
  fileName,
});

function textOf(result: ExtractionResult): string {
  if (result.outcome !== 'text') throw new Error(`expected text, got ${JSON.stringify(result)}`);
  return result.text;
}

function extractorWith(limits: Partial<ExtractionLimits>) {
  const extractor = new TextExtractor({
    concurrency: 2,
    limits: { ...DEFAULT_EXTRACTION_LIMITS, ...limits },
  });
  afterAll(() => extractor.close());
  return extractor;
}

describe('TextExtractor reads', () => {
  const extractor = extractorWith({});

  it("a PDF's text layer, pages in order, a blank line between them", async () => {
    const pdf = await textPdf([
      ['The finance committee met on Tuesday evening.', 'It approved the budget for the new roof.'],
      ['Page two lists the volunteers for the spring fair.'],
    ]);
    const result = await extractor.extract(file(pdf, PDF, 'minutes.pdf'));
    expect(result).toMatchObject({ outcome: 'text', pages: 2, pagesRead: 2, words: 24, ocr: false });
    expect(textOf(result)).toBe(
      'The finance committee met on Tuesday evening.\nIt approved the budget for the new roof.\n\n' +
        'Page two lists the volunteers for the spring fair.',
    );
  });

  it('a scanned page of a PDF by OCR, and the text layer of the others', async () => {
    const pdf = await mixedPdf([
      { text: ['Minutes of the annual meeting of members.'] },
      { scan: scanPng(['Signed by the treasurer', 'Margaret Okafor']) },
    ]);
    const result = await extractor.extract(file(pdf, PDF, 'minutes.pdf'));
    expect(result).toMatchObject({ outcome: 'text', pages: 2, pagesRead: 2, ocr: true });
    const text = textOf(result);
    expect(text.startsWith('Minutes of the annual meeting of members.\n\n')).toBe(true);
    expect(text).toMatch(/Signed by the treasurer\s+Margaret Okafor/);
  });

  it('a scanned page whose thin text layer uses an embedded font: the page renders with its text for OCR', async () => {
    const pdf = await headedScanPdf('RECEIPT', scanPng(['Received with thanks', 'Margaret Okafor']));
    const result = await extractor.extract(file(pdf, PDF, 'receipt.pdf'));
    expect(result).toMatchObject({ outcome: 'text', pages: 1, pagesRead: 1, ocr: true });
    // The text layer's heading, then what OCR read off the page: the heading as the font drew it,
    // and the scan drawn after it.
    expect(textOf(result)).toMatch(/^RECEIPT\s+RECEIPT\s+Received with thanks\s+Margaret Okafor$/);
  });

  it('a scanned certificate (PNG), with its expiry date', async () => {
    const png = scanPng([
      'CERTIFICATE OF INSURANCE',
      'Grace Community Church',
      'This certificate expires on 12/31/2026',
    ]);
    const result = await extractor.extract(file(png, 'image/png', 'certificate.png'));
    expect(result).toMatchObject({ outcome: 'text', pages: null, pagesRead: null, ocr: true });
    expect(textOf(result)).toContain('expires on 12/31/2026');
  });

  it('JPEG and GIF scans', async () => {
    const canvas = createCanvas(700, 120);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 700, 120);
    context.fillStyle = '#000000';
    context.font = '40px "Liberation Sans"';
    context.fillText('Deacons meet on Sunday', 30, 75);
    const [jpeg, gif] = await Promise.all([
      extractor.extract(file(canvas.toBuffer('image/jpeg'), 'image/jpeg', 'note.jpg')),
      extractor.extract(file(canvas.toBuffer('image/gif'), 'image/gif', 'note.gif')),
    ]);
    expect(textOf(jpeg)).toBe('Deacons meet on Sunday');
    expect(textOf(gif)).toBe('Deacons meet on Sunday');
  });

  it('a Word document, paragraph by paragraph', async () => {
    const bytes = await docx(['Volunteer handbook', 'Arrive ten minutes before the service.']);
    const result = await extractor.extract(file(bytes, DOCX, 'handbook.docx'));
    expect(result).toMatchObject({ outcome: 'text', pages: null, words: 8, ocr: false });
    expect(textOf(result)).toBe('Volunteer handbook\n\nArrive ten minutes before the service.');
  });

  it('every sheet of a workbook under its name, rows on lines, cells tab-separated', async () => {
    const bytes = await xlsx({
      Budget: [
        ['Item', 'Amount', 'Due'],
        ['Roof repair', 1200.5, new Date(Date.UTC(2026, 2, 14))],
      ],
      Staff: [
        ['Name', 'Role'],
        ['Ruth Adeyemi', 'Pastor'],
      ],
    });
    const result = await extractor.extract(file(bytes, XLSX, 'budget.xlsx'));
    expect(textOf(result)).toBe(
      'Budget\nItem\tAmount\tDue\nRoof repair\t1200.5\t2026-03-14\n\nStaff\nName\tRole\nRuth Adeyemi\tPastor',
    );
  });

  it('UTF-8 text as it is, without a byte-order mark', async () => {
    const bytes = new TextEncoder().encode('\uFEFFName,Gift\nZoë Müller,€50 — thank you\n');
    const result = await extractor.extract(file(bytes, 'text/csv; charset=utf-8', 'gifts.csv'));
    expect(result).toMatchObject({ outcome: 'text', words: 5 });
    expect(textOf(result)).toBe('Name,Gift\nZoë Müller,€50 — thank you');
  });

  it('HTML as the text it shows, without markup, script or style', async () => {
    const html =
      '<html><head><style>p { color: red }</style></head><body><h1>Welcome</h1><p>Service at <b>ten</b>.</p>' +
      '<script>alert("hi")</script></body></html>';
    const result = await extractor.extract(file(new TextEncoder().encode(html), 'text/html', 'welcome.html'));
    expect(textOf(result)).toBe('Welcome\nService at ten.');
  });

  it('no text in a blank image or an empty PDF', async () => {
    const empty = await PDFDocument.create();
    empty.addPage([300, 300]);
    const [image, pdf] = await Promise.all([
      extractor.extract(file(blankPng(), 'image/png', 'blank.png')),
      extractor.extract(file(await empty.save(), PDF, 'empty.pdf')),
    ]);
    expect(image).toEqual({ outcome: 'no-text', reason: 'No text was found in the image.', pages: null });
    expect(pdf).toEqual({ outcome: 'no-text', reason: 'The PDF has no text.', pages: 1 });
  });

  it('no text in the legacy binary .doc and .xls formats, and says so', async () => {
    const [doc, xls] = await Promise.all([
      extractor.extract(file(new Uint8Array(512), 'application/msword', 'old.doc')),
      extractor.extract(file(new Uint8Array(512), 'application/vnd.ms-excel', 'old.xls')),
    ]);
    expect(doc).toEqual({
      outcome: 'no-text',
      reason: 'Steward cannot read text from .doc files.',
      pages: null,
    });
    expect(xls).toEqual({
      outcome: 'no-text',
      reason: 'Steward cannot read text from .xls files.',
      pages: null,
    });
  });

  it('refuses a type it does not read', async () => {
    const result = await extractor.extract(file(new Uint8Array(8), 'application/zip', 'photos.zip'));
    expect(result).toEqual({ outcome: 'failed', reason: 'Steward cannot read text from .zip files.' });
  });
});

describe('TextExtractor within its limits', () => {
  const extractor = extractorWith({ maxPages: 10, maxOcrPages: 1, maxChars: 10_000 });

  it('reads the first maxPages pages of a 2,000-page PDF', async () => {
    const pdf = await textPdf(
      // Lines long enough to be a text layer: a page of fewer than 20 characters besides spaces is read by OCR.
      Array.from({ length: 2000 }, (_, index) => [`Page ${index + 1} of the annual report.`]),
    );
    const result = await extractor.extract(file(pdf, PDF, 'report.pdf'));
    expect(result).toMatchObject({
      outcome: 'text',
      pages: 2000,
      pagesRead: 10,
      words: 60,
      ocr: false,
      truncated: false,
    });
    expect(textOf(result)).toMatch(/^Page 1 of the annual report\.[\s\S]*Page 10 of the annual report\.$/);
  });

  it('OCRs maxOcrPages scanned pages at most and counts the ones it left', async () => {
    const scan = scanPng(['Offering count sheet']);
    const pdf = await mixedPdf([{ scan }, { scan }, { text: ['A typed page follows the scans.'] }]);
    const result = await extractor.extract(file(pdf, PDF, 'offering.pdf'));
    expect(result).toMatchObject({ outcome: 'text', pages: 3, pagesRead: 3, ocr: true, ocrPagesSkipped: 1 });
    expect(textOf(result)).toBe('Offering count sheet\n\nA typed page follows the scans.');
  });

  it('cuts the text at maxChars', async () => {
    const bytes = new TextEncoder().encode('tithe '.repeat(5000));
    const result = await extractor.extract(file(bytes, 'text/plain', 'long.txt'));
    expect(result).toMatchObject({ outcome: 'text', truncated: true });
    expect(textOf(result).length).toBeLessThanOrEqual(10_000);
    expect(textOf(result).startsWith('tithe tithe')).toBe(true);
  });
});

describe('TextExtractor refuses hostile files', () => {
  const extractor = extractorWith({ timeoutMs: 20_000 });

  it('an encrypted PDF: asks for a password Steward does not have', async () => {
    const result = await extractor.extract(file(encryptedPdf(), PDF, 'locked.pdf'));
    expect(result).toEqual({ outcome: 'failed', reason: 'The PDF is password-protected.' });
  });

  it('a corrupt PDF: garbage after the header, or cut short', async () => {
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${'\u0001\u00ff junk'.repeat(2000)}`);
    const whole = await textPdf([['A perfectly good page.']]);
    const results = await Promise.all([
      extractor.extract(file(garbage, PDF, 'garbage.pdf')),
      extractor.extract(file(whole.slice(0, Math.floor(whole.length / 2)), PDF, 'cut.pdf')),
    ]);
    for (const result of results) {
      expect(result).toMatchObject({ outcome: 'failed', reason: 'The file is not a readable PDF.' });
    }
  });

  it('a PDF whose page tree is its own kid', async () => {
    const result = await extractor.extract(file(pageTreeLoopPdf(), PDF, 'loop.pdf'));
    expect(result).toMatchObject({ outcome: 'failed', reason: 'The file is not a readable PDF.' });
  });

  it('a PDF whose form draws itself', async () => {
    const started = Date.now();
    const result = await extractor.extract(file(selfDrawingFormPdf(), PDF, 'form.pdf'));
    expect(result).toEqual({ outcome: 'no-text', reason: 'The PDF has no text.', pages: 1 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a PDF page too large to render for OCR', async () => {
    const poster = await PDFDocument.create();
    poster.addPage([5000, 5000]);
    const result = await extractor.extract(file(await poster.save(), PDF, 'poster.pdf'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'Page 1 is 193 megapixels when rendered; Steward reads pages up to 40 megapixels.',
    });
  });

  it('a 50-megapixel PNG, from its header, without decoding it', async () => {
    const png = hugePng(10_000, 5_000);
    const result = await extractor.extract(file(png, 'image/png', 'huge.png'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'The image is 50 megapixels; Steward reads images up to 40 megapixels.',
    });
  });

  it('a GIF whose 10x10 screen holds a 7000x7000 frame, from the frame header, without decoding it', async () => {
    const gif = handmadeGif({ width: 10, height: 10 }, [{ width: 7000, height: 7000 }]);
    const result = await extractor.extract(file(gif, 'image/gif', 'frame.gif'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'The image is 49 megapixels; Steward reads images up to 40 megapixels.',
    });
  });

  it('a GIF whose frames, each under the limit, are over it together: the decoder reads them all', async () => {
    const frame = { width: 4000, height: 4000 };
    const gif = handmadeGif(frame, [frame, frame, frame]);
    const result = await extractor.extract(file(gif, 'image/gif', 'frames.gif'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: "The image's 3 frames are 48 megapixels together; Steward reads images up to 40 megapixels.",
    });
  });

  it('a JPEG whose main frame is 49 megapixels, between a 16x16 EXIF thumbnail and a 10x10 frame header in its scan', async () => {
    const jpeg = handmadeJpeg({
      main: { width: 7000, height: 7000 },
      thumbnail: { width: 16, height: 16 },
      decoy: { width: 10, height: 10 },
    });
    const result = await extractor.extract(file(jpeg, 'image/jpeg', 'photo.jpg'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'The image is 49 megapixels; Steward reads images up to 40 megapixels.',
    });
  });

  it('a GIF cut short inside its frame header, as unreadable, without decoding it', async () => {
    const gif = handmadeGif({ width: 10, height: 10 }, [{ width: 7000, height: 7000 }]);
    const result = await extractor.extract(file(gif.subarray(0, 24), 'image/gif', 'cut.gif'));
    // No detail: the decoder, which would have given one, never saw the file.
    expect(result).toEqual({ outcome: 'failed', reason: 'The file is not a readable image.' });
  });

  it('an image whose headers are whole but whose pixels are cut short: unreadable, not a dead thread', async () => {
    const gif = handmadeGif({ width: 2, height: 2 }, [{ width: 2, height: 2 }]); // one pixel's data
    const result = await extractor.extract(file(gif, 'image/gif', 'short.gif'));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'The file is not a readable image.',
      detail: 'Error: Error attempting to read image.',
    });
  });

  it('a DOCX zip bomb that declares its 1 GB', async () => {
    const result = await extractor.extract(file(docxBomb(2 ** 30), DOCX, 'bomb.docx'));
    expect(result).toEqual({ outcome: 'failed', reason: 'The file unpacks to more than 200 MB.' });
  });

  it('a DOCX zip bomb whose headers say its 1 GB of zeros is 1 KB', async () => {
    const started = Date.now();
    const result = await extractor.extract(file(docxBomb(2 ** 30, 1024), DOCX, 'liar.docx'));
    expect(result).toMatchObject({ outcome: 'failed', reason: 'The file is not a readable Word document.' });
    expect(result).toHaveProperty('detail', expect.stringContaining('too many bytes in the stream'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a workbook made of more than 10,000 parts', async () => {
    const part = Buffer.from('<x/>');
    const entry = { data: deflateRawSync(part), crc: crc32(part), declaredSize: part.length };
    const zip = handmadeZip(
      Array.from({ length: 10_001 }, (_, index) => ({ ...entry, name: `xl/part${index}.xml` })),
    );
    const result = await extractor.extract(file(zip, XLSX, 'parts.xlsx'));
    expect(result).toEqual({ outcome: 'failed', reason: 'The file is made of more than 10,000 parts.' });
  });
});
