// The entry of a pool thread: reads one file at a time, as the pool sends them. It imports only
// relative modules and npm packages, since it runs outside the app's module graph: from source
// through tsx (tests, scripts), and as dist/text-extraction-worker.js in the production bundle.

import { parentPort } from 'node:worker_threads';
import { extractText } from './extract';
import type { JobMessage, ThreadMessage } from './messages';
import { reasons } from './reasons';
import type { ExtractionResult } from './types';

if (!parentPort) throw new Error('The text extraction worker runs in a worker thread of TextExtractor.');
const port = parentPort;
const send = (message: ThreadMessage) => port.postMessage(message);

port.on('message', ({ input, limits }: JobMessage) => {
  extractText(input, limits, (progress) => send({ type: 'progress', progress }))
    .catch(
      (error: unknown): ExtractionResult => ({
        outcome: 'failed',
        reason: reasons.crashed,
        detail: String(error),
      }),
    )
    .then((result) => send({ type: 'result', result }));
});
