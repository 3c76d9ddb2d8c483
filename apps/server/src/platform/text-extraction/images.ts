import { imageSize } from 'image-size';
import { recognizeText } from './ocr';
import { Refusal, reasons } from './reasons';
import type { Reading } from './text-result';
import type { ExtractionLimits, ExtractionProgress } from './types';

/** OCR of a PNG, JPEG or GIF, refused from its header alone when it has too many pixels to decode. */
export async function readImage(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  onProgress: (progress: ExtractionProgress) => void,
): Promise<Reading> {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new Refusal(reasons.unreadable('image'));
  }
  const pixels = size.width * size.height;
  if (pixels > limits.maxPixels) throw new Refusal(reasons.imageTooLarge(pixels, limits.maxPixels));
  onProgress({ page: 1, pages: 1 });
  const text = await recognizeText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { text, pages: null, pagesRead: null, ocr: true, ocrPagesSkipped: 0 };
}
