import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { recognizeText } from './ocr';
import { Refusal, reasons } from './reasons';
import type { Reading } from './text-result';
import type { ExtractionLimits, ExtractionProgress } from './types';

// pdf.js 5 hands each embedded font it compiles over with ArrayBuffer.prototype.transferToFixedLength
// (ES2024: Node 21 and later). On Node 20 the call throws, pdf.js drops the rest of the page's
// drawing, and a page that uses an embedded font before its scan renders blank for OCR. core-js
// adds the one method, only where it is missing (Node 24, the image's runtime, has it).
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  await import('core-js/es/array-buffer/transfer-to-fixed-length.js');
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** A page with fewer non-space characters than this in its text layer is taken for a scan. */
const SCANNED_BELOW_CHARS = 20;

/**
 * Scanned pages are rendered at 200 dpi for tesseract. Measured on this project's 2-core machine
 * with letter-size JPEG scans (150-300 dpi, 6-11 pt text, noise, a slight skew), words found /
 * render + OCR time per page: 150 dpi 97.7-100% / ~3.5 s; 200 dpi 99.8-100% / ~4.5 s; 250 dpi
 * 100% / ~5.5 s; 300 dpi 99.5-100% / ~6.5 s. Below 200 dpi small print starts to go; above it
 * the time grows with the pixels for no more words.
 */
const OCR_SCALE = 200 / 72;

/** pdf.js options for files from anyone. */
function documentOptions(limits: ExtractionLimits) {
  return {
    // CVE-2024-4367: with eval, a crafted font ran script while its glyphs were compiled.
    isEvalSupported: false,
    // Glyphs are drawn as paths: no font is installed anywhere, none is looked up on the machine.
    disableFontFace: true,
    useSystemFonts: false,
    // XFA forms are templates of another language altogether; their text is not needed.
    enableXfa: false,
    // An image inside the PDF larger than an image Steward would read on its own is not decoded.
    maxImageSize: limits.maxPixels,
    // Damaged files make pdf.js warn on the console; what matters reaches the result.
    verbosity: 0,
  };
}

/** The text layer of one page, as unpdf's extractText joins it (which reads every page at once). */
async function textLayer(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

async function ocrPage(pdf: PdfDocument, page: PdfPage, limits: ExtractionLimits): Promise<string> {
  const { width, height } = page.getViewport({ scale: OCR_SCALE });
  const pixels = Math.ceil(width) * Math.ceil(height);
  if (pixels > limits.maxPixels) {
    throw new Refusal(reasons.pageTooLarge(page.pageNumber, pixels, limits.maxPixels));
  }
  const png = await renderPageAsImage(pdf, page.pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale: OCR_SCALE,
  });
  return recognizeText(Buffer.from(png));
}

/**
 * The pages' text in order, joined with blank lines: the text layer, or OCR of a page that has
 * none (a scan). Reading stops at maxPages, or once maxChars are read.
 */
export async function readPdf(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  onProgress: (progress: ExtractionProgress) => void,
): Promise<Reading> {
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(bytes, documentOptions(limits));
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new Refusal(reasons.passwordProtected);
    }
    throw error;
  }
  try {
    const pages = pdf.numPages;
    const last = Math.min(pages, limits.maxPages);
    const texts: string[] = [];
    let chars = 0;
    let ocrPages = 0;
    let ocrPagesSkipped = 0;
    let pagesRead = 0;
    while (pagesRead < last && chars < limits.maxChars) {
      const page = await pdf.getPage(pagesRead + 1);
      let text = await textLayer(page);
      if (text.replace(/\s/g, '').length < SCANNED_BELOW_CHARS) {
        if (ocrPages < limits.maxOcrPages) {
          onProgress({ page: page.pageNumber, pages: last });
          // The little text the layer has (a stamped page number, say) is kept: it is exact,
          // where OCR of the same words may misread them.
          text = `${text}\n${await ocrPage(pdf, page, limits)}`;
          ocrPages++;
        } else {
          ocrPagesSkipped++;
        }
      }
      // Frees the page's parsed content: a long document is read in constant memory.
      page.cleanup();
      texts.push(text.trim());
      chars += text.length;
      pagesRead++;
    }
    return {
      text: texts.filter(Boolean).join('\n\n'),
      pages,
      pagesRead,
      ocr: ocrPages > 0,
      ocrPagesSkipped,
    };
  } finally {
    await pdf.destroy();
  }
}
