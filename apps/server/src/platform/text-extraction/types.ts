// The public shapes of text extraction, in a file of their own so the worker thread's modules
// can use them without importing the pool (index.ts re-exports them).

export interface ExtractionLimits {
  /** Pages of a PDF read at most (text layer); the rest are skipped, the result says pagesRead < pages. */
  maxPages: number;
  /** Pages OCR'd at most per document (scanned PDF pages). */
  maxOcrPages: number;
  /** An image (or a rendered PDF page) above this many pixels is refused. */
  maxPixels: number;
  /** Wall time for one document; the worker thread is terminated past it. */
  timeoutMs: number;
  /** The worker thread's resourceLimits.maxOldGenerationSizeMb. */
  memoryMb: number;
  /** The text kept is cut at this many characters. */
  maxChars: number;
  /** DOCX/XLSX: the uncompressed total of the zip's entries must stay under this. */
  maxUnzippedBytes: number;
}

export interface ExtractionInput {
  /**
   * Moved to the worker thread, not copied, when the array spans its whole ArrayBuffer: the
   * caller's array is then empty (detached) once extract() is called. Other views are copied.
   */
  bytes: Uint8Array;
  /** As uploads get it from platform/content-type.ts, e.g. `application/pdf`, `text/plain; charset=utf-8`. */
  contentType: string;
  fileName: string;
}

/** Reported while OCR runs: "page n of m", m being the pages that will be read. */
export interface ExtractionProgress {
  page: number;
  pages: number;
}

export type ExtractionResult =
  | {
      outcome: 'text';
      text: string;
      /** A PDF's page count; null for other files. */
      pages: number | null;
      /** Pages read from the start (fewer than pages past maxPages or maxChars); null for other files. */
      pagesRead: number | null;
      words: number;
      /** Whether any of the text came from OCR. */
      ocr: boolean;
      /** Scanned PDF pages left unread because maxOcrPages were OCR'd already. */
      ocrPagesSkipped: number;
      /** Whether the text was cut at maxChars. */
      truncated: boolean;
    }
  | { outcome: 'no-text'; reason: string; pages: number | null }
  | {
      outcome: 'failed';
      /** A short sentence for the user. */
      reason: string;
      /** What the library or the thread said, for the log; never shown to users. */
      detail?: string;
    };
