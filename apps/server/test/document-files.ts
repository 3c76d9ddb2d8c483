// Files for the text extraction tests, built when the tests run rather than committed: honest
// ones with the libraries that write them, hostile ones by hand where no library would write
// them (a loop in a PDF, an /Encrypt dictionary, a zip that lies about its sizes). Tests only.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with a real text layer: one page per entry, each a list of lines (Helvetica, 12 pt). */
export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font });
    });
  }
  return pdf.save();
}

/** A scan: large black text on a white PNG, with no text layer (Liberation Sans, 40 px lines). */
export function scanPng(lines: string[], width = 900): Buffer {
  const canvas = createCanvas(width, 60 + lines.length * 64);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '40px "Liberation Sans"';
  lines.forEach((line, index) => {
    context.fillText(line, 30, 70 + index * 64);
  });
  return canvas.toBuffer('image/png');
}

/** A white PNG with nothing on it. */
export function blankPng(width = 600, height = 400): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/**
 * A PDF whose pages are text (a list of lines) or scans (a PNG filling the page, no text layer);
 * a scan's page is sized for 150 dpi, as a scanner would make it.
 */
export async function mixedPdf(pages: ({ text: string[] } | { scan: Buffer })[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    if ('text' in content) {
      const page = pdf.addPage([612, 792]);
      content.text.forEach((line, index) => {
        page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font });
      });
    } else {
      const image = await pdf.embedPng(content.scan);
      const width = (image.width * 72) / 150;
      const height = (image.height * 72) / 150;
      pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
  }
  return pdf.save();
}

/**
 * A scan (a PNG at 150 dpi) under a one-line heading in an embedded TrueType font (DejaVu Sans),
 * drawn before the scan as a stamping program may draw it. The heading is the page's whole text
 * layer, too little to read the page by, so the page is read by OCR; and whatever follows the
 * heading in the drawing is only rendered if its font can be.
 */
export async function headedScanPdf(heading: string, scan: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const dejaVu = join(
    dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  // The whole font: @pdf-lib/fontkit's subsets garble glyphs (docs/decisions.md, "The PDF writer is ours").
  const font = await pdf.embedFont(readFileSync(join(dejaVu, 'DejaVuSans.ttf')));
  const image = await pdf.embedPng(scan);
  const width = (image.width * 72) / 150;
  const height = (image.height * 72) / 150;
  const page = pdf.addPage([width, height + 60]);
  page.drawText(heading, { x: 15, y: height + 20, size: 24, font });
  page.drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

/** A PDF written object by object (ASCII only, so characters are bytes for the xref offsets). */
export function handmadePdf(objects: string[], trailer: string): Uint8Array {
  let file = '%PDF-1.7\n';
  const offsets = objects.map((object, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(file);
}

const ONE_PAGE = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  '<< /Length 0 >>\nstream\n\nendstream',
];

/**
 * A PDF that asks for a password: the standard security handler (RC4, revision 2) with a user
 * password hash that the empty password does not match.
 */
export function encryptedPdf(): Uint8Array {
  const hex32 = 'a5'.repeat(32);
  return handmadePdf(
    [...ONE_PAGE, `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${'5c'.repeat(32)}> /P -4 >>`],
    `/Root 1 0 R /Encrypt 5 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );
}

/** A page tree whose only kid is the tree itself. */
export function pageTreeLoopPdf(): Uint8Array {
  return handmadePdf(
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>'],
    '/Root 1 0 R',
  );
}

/** A page that draws a form which draws itself, forever if nothing stops it. */
export function selfDrawingFormPdf(): Uint8Array {
  const draw = '/X Do';
  return handmadePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
      `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /X 5 0 R >> >> /Length ${draw.length} >>\nstream\n${draw}\nendstream`,
    ],
    '/Root 1 0 R',
  );
}

/**
 * A valid PNG of width x height that costs almost nothing to build: 1-bit grey, every row zero,
 * so its deflated pixels are a few kilobytes even at 50 megapixels.
 */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the pixels
  const pixels = deflateZeros(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat([Buffer.from([0x78, 0x01]), pixels.data, adler32OfZeros(row * height)])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function adler32OfZeros(length: number): Buffer {
  // Adler-32 of n zero bytes: a = 1, b = n mod 65521.
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((length % 65521) * 65536 + 1);
  return checksum;
}

interface Size {
  width: number;
  height: number;
}

const littleEndian16 = (value: number) => [value & 0xff, value >> 8];
const bigEndian16 = (value: number) => [value >> 8, value & 0xff];

/**
 * A GIF written by hand: a logical screen of its own size, then frames of theirs, each with a
 * two-colour table and the LZW data of one pixel. With 1x1 frames it is a whole GIF; a larger
 * frame can be walked to the trailer but not decoded.
 */
export function handmadeGif(screen: Size, frames: Size[]): Buffer {
  const frame = ({ width, height }: Size) => [
    0x2c, // image descriptor: left and top 0, no colour table of its own, not interlaced
    ...[0, 0, 0, 0, ...littleEndian16(width), ...littleEndian16(height), 0],
    ...[2, 2, 0x44, 0x01, 0], // LZW minimum code size 2, one 2-byte block, the end of blocks
  ];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...littleEndian16(screen.width),
    ...littleEndian16(screen.height),
    ...[0x80, 0, 0], // a global colour table of two colours, background 0, no aspect ratio
    ...[0x00, 0x00, 0x00, 0xff, 0xff, 0xff],
    ...frames.flatMap(frame),
    0x3b, // trailer
  ]);
}

const jpegSegment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...bigEndian16(payload.length + 2),
  ...payload,
];

/** A one-component frame header: SOF0 (baseline) or SOF9 (arithmetic-coded), as libjpeg reads both. */
const jpegFrameHeader = (marker: 0xc0 | 0xc9, { width, height }: Size) =>
  jpegSegment(marker, [8, ...bigEndian16(height), ...bigEndian16(width), 1, 1, 0x11, 0]);

/**
 * A JPEG's markers around a frame header of the `main` size, with other frame headers where a
 * reader looking for one could take theirs instead: an EXIF thumbnail's before it (a JPEG of its
 * own inside APP1, whose offset and length IFD1 gives), and a `decoy` inside the scan's data after
 * it. The main frame is arithmetic-coded (SOF9); the scan has no real data, so it never decodes.
 */
export function handmadeJpeg({
  main,
  thumbnail,
  decoy,
}: {
  main: Size;
  thumbnail: Size;
  decoy: Size;
}): Buffer {
  const thumbnailJpeg = [0xff, 0xd8, ...jpegFrameHeader(0xc0, thumbnail), 0xff, 0xd9];
  const tiff = Buffer.alloc(44);
  tiff.write('II*\0', 'latin1'); // little-endian TIFF
  tiff.writeUInt32LE(8, 4); // IFD0 at 8: no entries, then IFD1 at 14
  tiff.writeUInt32LE(14, 10);
  tiff.writeUInt16LE(2, 14); // IFD1: the thumbnail's offset (0x201) and length (0x202), as LONGs
  tiff.writeUInt16LE(0x201, 16);
  tiff.writeUInt16LE(4, 18);
  tiff.writeUInt32LE(1, 20);
  tiff.writeUInt32LE(tiff.length, 24);
  tiff.writeUInt16LE(0x202, 28);
  tiff.writeUInt16LE(4, 30);
  tiff.writeUInt32LE(1, 32);
  tiff.writeUInt32LE(thumbnailJpeg.length, 36);
  const exif = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff, ...thumbnailJpeg];
  return Buffer.from([
    ...[0xff, 0xd8],
    ...jpegSegment(0xe1, exif),
    ...jpegFrameHeader(0xc9, main),
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]), // a scan of the one component
    ...jpegFrameHeader(0xc0, decoy),
    ...[0xff, 0xd9],
  ]);
}

/**
 * `length` zero bytes, raw-deflated without compressing them all: one mebibyte is deflated
 * (sync-flushed, so it ends on a byte and is not the last block) and repeated, then a final empty
 * block closes the stream. Also their CRC-32, which a zip records.
 */
export function deflateZeros(length: number): { data: Buffer; crc: number } {
  const mebibyte = Buffer.alloc(1 << 20);
  const whole = Math.floor(length / mebibyte.length);
  const rest = length % mebibyte.length;
  const parts: Buffer[] = [];
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  let crc = 0;
  if (whole > 0) {
    const block = deflateRawSync(mebibyte, flush);
    for (let index = 0; index < whole; index++) {
      parts.push(block);
      crc = crc32(mebibyte, crc);
    }
  }
  parts.push(deflateRawSync(mebibyte.subarray(0, rest), flush), deflateRawSync(Buffer.alloc(0)));
  crc = crc32(mebibyte.subarray(0, rest), crc);
  return { data: Buffer.concat(parts), crc };
}

interface ZipEntry {
  name: string;
  /** The deflated bytes. */
  data: Buffer;
  crc: number;
  /** What the headers say the entry unpacks to: the truth, or a lie. */
  declaredSize: number;
}

/** A zip written by hand, so that its headers can say what no zip library would write. */
export function handmadeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10); // deflate
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function deflatedEntry(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length };
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const PACKAGE_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** A Word document of paragraphs, the three parts mammoth needs and nothing else. */
export async function docx(paragraphs: string[]): Promise<Uint8Array> {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', PACKAGE_RELATIONSHIPS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/**
 * A Word document whose document.xml is `unpackedBytes` of zeros, its headers saying it unpacks
 * to `declaredSize` (the truth by default).
 */
export function docxBomb(unpackedBytes: number, declaredSize = unpackedBytes): Buffer {
  const zeros = deflateZeros(unpackedBytes);
  return handmadeZip([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('_rels/.rels', PACKAGE_RELATIONSHIPS),
    { name: 'word/document.xml', data: zeros.data, crc: zeros.crc, declaredSize },
  ]);
}

/** A workbook of named sheets, each a list of rows, written by exceljs. */
export async function xlsx(sheets: Record<string, (string | number | Date)[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
