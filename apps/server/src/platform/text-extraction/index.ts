// Text extraction: the bytes of an uploaded file to plain text, in worker threads, within limits.
// Platform code: nothing here imports a module or the database.

export { DEFAULT_EXTRACTION_LIMITS } from './limits';
export { TextExtractor } from './pool';
export type { ExtractionInput, ExtractionLimits, ExtractionProgress, ExtractionResult } from './types';
