// What the extractor asks of its threads.

import type { ExtractionInput, ExtractionLimits } from './types';

/** One file to read; its bytes are in the message's transfer list. */
export interface JobMessage {
  input: ExtractionInput;
  limits: ExtractionLimits;
}
