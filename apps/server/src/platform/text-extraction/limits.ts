import type { ExtractionLimits } from './types';

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxPages: 500,
  maxOcrPages: 50,
  maxPixels: 40_000_000,
  timeoutMs: 300_000,
  memoryMb: 768,
  maxChars: 1_000_000,
  maxUnzippedBytes: 200 * 1024 * 1024,
};
