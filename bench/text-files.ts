// The text bench's files: multi-page PDFs with a text layer (pdf-lib, as word processors write
// them: wrapped lines of a standard font) and letter-size page scans at 200 dpi (@napi-rs/canvas:
// a book font, a slight skew, paper tone, specks, JPEG), each with the words it holds.

import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { writer } from './text-corpus';

export interface BenchPdf {
  bytes: Uint8Array;
  pages: number;
  /** The words drawn on its pages, as one text. */
  text: string;
}

/** Letter size in PDF points; 1-inch margins. */
const PAGE = { width: 612, height: 792, margin: 72 };

/**
 * A report of `pages` pages: a title, then paragraphs of wrapped 11 pt lines at 14 pt leading
 * (about 480 words a page), a page number at the foot of each page.
 */
export async function reportPdf(pages: number, seed: number): Promise<BenchPdf> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(seed % 2 === 0 ? StandardFonts.Helvetica : StandardFonts.TimesRoman);
  const prose = writer(seed);
  const size = 11;
  const leading = 14;
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: string[] = [];
  for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    if (pageNumber === 1) {
      const title = `Finance Committee Report ${2000 + (seed % 25)}`;
      page.drawText(title, { x: PAGE.margin, y, size: 16, font });
      lines.push(title);
      y -= 2 * leading;
    }
    while (y > PAGE.margin + leading) {
      for (const paragraph of prose.paragraphs(60)) {
        let line = '';
        for (const word of paragraph.split(' ')) {
          const candidate = line ? `${line} ${word}` : word;
          if (font.widthOfTextAtSize(candidate, size) > width && line) {
            if (y <= PAGE.margin + leading) break;
            page.drawText(line, { x: PAGE.margin, y, size, font });
            lines.push(line);
            y -= leading;
            line = word;
          } else {
            line = candidate;
          }
        }
        if (line && y > PAGE.margin + leading) {
          page.drawText(line, { x: PAGE.margin, y, size, font });
          lines.push(line);
        }
        y -= leading * 1.6;
        if (y <= PAGE.margin + leading) break;
      }
    }
    const foot = `Page ${pageNumber} of ${pages}`;
    page.drawText(foot, { x: PAGE.margin, y: PAGE.margin / 2, size: 9, font });
    lines.push(foot);
  }
  return { bytes: await pdf.save(), pages, text: lines.join('\n') };
}

export interface BenchScan {
  /** A JPEG, as a sheet-feed scanner saves a page. */
  jpeg: Buffer;
  /** The words printed on it. */
  text: string;
}

const SCAN_DPI = 200;
const SCAN_FONTS = ['Liberation Serif', 'Liberation Sans', 'DejaVu Serif'];

/**
 * A letter-size page scanned at 200 dpi: 10-12 pt text in one of three fonts with 1-inch margins,
 * turned by up to ±0.8 degrees, on a slightly grey paper with dark specks, saved as a JPEG at 85.
 */
export function scanPage(seed: number): BenchScan {
  const prose = writer(1000 + seed);
  const random = prose.random;
  const width = Math.round(8.5 * SCAN_DPI);
  const height = Math.round(11 * SCAN_DPI);
  const margin = SCAN_DPI;
  const points = 10 + (seed % 3);
  const fontPx = (points / 72) * SCAN_DPI;
  const leading = fontPx * 1.35;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f2ee';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(((random() * 1.6 - 0.8) * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#1a1a1a';
  context.font = `${fontPx.toFixed(1)}px "${SCAN_FONTS[seed % SCAN_FONTS.length]}"`;
  const lines: string[] = [];
  let y = margin + fontPx;
  const bottom = height - margin;
  while (y < bottom) {
    for (const paragraph of prose.paragraphs(60)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (context.measureText(candidate).width > width - 2 * margin && line) {
          if (y >= bottom) break;
          context.fillText(line, margin, y);
          lines.push(line);
          y += leading;
          line = word;
        } else {
          line = candidate;
        }
      }
      if (line && y < bottom) {
        context.fillText(line, margin, y);
        lines.push(line);
      }
      y += leading * 1.5;
      if (y >= bottom) break;
    }
  }
  // Specks of dust and toner: one pixel in 2,000 darkened.
  context.setTransform(1, 0, 0, 1, 0, 0);
  const image = context.getImageData(0, 0, width, height);
  const pixels = image.data;
  for (let i = 0; i < (width * height) / 2000; i++) {
    const at = Math.floor(random() * width * height) * 4;
    const grey = Math.floor(random() * 120);
    pixels[at] = grey;
    pixels[at + 1] = grey;
    pixels[at + 2] = grey;
  }
  context.putImageData(image, 0, 0);
  return { jpeg: canvas.toBuffer('image/jpeg', 85), text: lines.join('\n') };
}
