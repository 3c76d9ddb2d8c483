// The entry of a duplicate pairing thread (DuplicateFinder). It runs outside the app's module
// graph: from source through tsx, and as dist/duplicate-pairing-worker.js in the production bundle.

import { findDuplicatePairs } from '@steward/domain';
import { serveRequests } from '@/platform/worker-pool/serve';
import { toColumns } from './pair-table';
import type { PairingRequest, PairingResponse } from './pairing-requests';

serveRequests<PairingRequest, PairingResponse>(async ({ donors }) => {
  const columns = toColumns(donors, findDuplicatePairs(donors));
  const { first, second, reasons, scores } = columns;
  return { response: columns, transfer: [first.buffer, second.buffer, reasons.buffer, scores.buffer] };
});
