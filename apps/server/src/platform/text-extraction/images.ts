import { decodedSize } from './image-pixels';
import { recognizeText } from './ocr';
import { Refusal, reasons } from './reasons';
import type { Reading } from './text-result';
import type { ExtractionLimits, ExtractionProgress } from './types';

/**
 * OCR of a PNG, JPEG or GIF, refused from its headers alone when the decoder would allocate too
 * many pixels, or when they cannot be read: nothing is decoded blindly.
 */
export async function readImage(
  bytes: Uint8Array,
  limits: ExtractionLimits,
  onProgress: (progress: ExtractionProgress) => void,
): Promise<Reading> {
  const size = decodedSize(bytes);
  if (!size) throw new Refusal(reasons.unreadable('image'));
  if (size.pixels > limits.maxPixels) {
    throw new Refusal(
      size.frames > 1
        ? reasons.framesTooLarge(size.frames, size.pixels, limits.maxPixels)
        : reasons.imageTooLarge(size.pixels, limits.maxPixels),
    );
  }
  onProgress({ page: 1, pages: 1 });
  const text = await recognizeText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { text, pages: null, pagesRead: null, ocr: true, ocrPagesSkipped: 0 };
}
