// A WorkerPool thread for the pool's own tests: it counts the requests it answered (state kept
// between requests), and can be told to fail in each way a real one can.

import { serveRequests } from '@/platform/worker-pool/serve';

export type CountingRequest = 'count' | 'throw' | 'spin' | 'hoard';

let answered = 0;
const hoard: string[] = [];

serveRequests<CountingRequest, number>(async (request) => {
  if (request === 'throw') throw new TypeError('asked to throw');
  if (request === 'spin') for (;;);
  // Strings of their own, never freed: the thread's heap runs out.
  if (request === 'hoard') for (;;) hoard.push(`${Math.random()}`.repeat(1000));
  answered += 1;
  return { response: answered };
});
