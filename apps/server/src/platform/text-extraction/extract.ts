// Runs inside a pool thread: one file's bytes to a result. Each reader is imported when a file of
// its kind first comes, so a thread that only ever reads PDFs never loads jsdom or exceljs.

import { fileKind } from './file-kind';
import { type FileKindName, Refusal, reasons } from './reasons';
import { type Reading, textOf, toResult } from './text-result';
import type { ExtractionInput, ExtractionLimits, ExtractionProgress, ExtractionResult } from './types';

const KIND_NAMES = {
  pdf: 'PDF',
  image: 'image',
  docx: 'Word document',
  xlsx: 'Excel workbook',
  text: 'text file',
} as const satisfies Record<string, FileKindName>;

export async function extractText(
  input: ExtractionInput,
  limits: ExtractionLimits,
  onProgress: (progress: ExtractionProgress) => void,
): Promise<ExtractionResult> {
  const kind = fileKind(input.contentType, input.fileName);
  if (kind.type === 'legacy') {
    return { outcome: 'no-text', reason: reasons.legacyFormat(kind.extension), pages: null };
  }
  if (kind.type === 'unsupported') return { outcome: 'failed', reason: reasons.unsupported(kind.extension) };
  const { bytes } = input;
  const buffer = () => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    let reading: Reading;
    switch (kind.type) {
      case 'pdf':
        reading = await (await import('./pdf')).readPdf(bytes, limits, onProgress);
        break;
      case 'image':
        reading = await (await import('./images')).readImage(bytes, limits, onProgress);
        break;
      case 'docx':
        reading = textOf(await (await import('./office')).readDocx(buffer(), limits.maxUnzippedBytes));
        break;
      case 'xlsx':
        reading = textOf(await (await import('./office')).readXlsx(buffer(), limits.maxUnzippedBytes));
        break;
      case 'text':
        reading = textOf(
          kind.html
            ? (await import('./html')).readHtml(bytes)
            : (await import('./plain-text')).readPlainText(bytes, limits.maxChars),
        );
        break;
    }
    return toResult(reading, KIND_NAMES[kind.type], limits.maxChars);
  } catch (error) {
    if (error instanceof Refusal) {
      return {
        outcome: 'failed',
        reason: error.message,
        ...(error.cause ? { detail: String(error.cause) } : {}),
      };
    }
    return {
      outcome: 'failed',
      reason: reasons.unreadable(KIND_NAMES[kind.type]),
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
