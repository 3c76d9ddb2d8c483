// What the pool and its threads say to each other.

import type { ExtractionInput, ExtractionLimits, ExtractionProgress, ExtractionResult } from './types';

/** Pool -> thread: one file to read; its bytes are in the message's transfer list. */
export interface JobMessage {
  input: ExtractionInput;
  limits: ExtractionLimits;
}

/** Thread -> pool: progress while a job runs, then its result. */
export type ThreadMessage =
  | { type: 'progress'; progress: ExtractionProgress }
  | { type: 'result'; result: ExtractionResult };
