// The entry of a text extraction thread: reads one file at a time, as the pool sends them. It
// imports only relative modules and npm packages, since it runs outside the app's module graph:
// from source through tsx (tests, scripts), and as dist/text-extraction-worker.js in the bundle.

import { serveRequests } from '../worker-pool/serve';
import { extractText } from './extract';
import type { JobMessage } from './messages';
import { reasons } from './reasons';
import type { ExtractionProgress, ExtractionResult } from './types';

serveRequests<JobMessage, ExtractionResult, ExtractionProgress>(async ({ input, limits }, progress) => ({
  response: await extractText(input, limits, progress).catch(
    (error: unknown): ExtractionResult => ({
      outcome: 'failed',
      reason: reasons.crashed,
      detail: String(error),
    }),
  ),
}));
