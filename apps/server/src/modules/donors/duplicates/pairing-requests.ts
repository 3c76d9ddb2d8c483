// What the finder (finder.ts) and its pairing threads (pairing-worker.ts) say to each other.

import type { MatchableDonor } from '@steward/domain';
import type { PairColumns } from './pair-table';

/** Every donor of one organisation, as the domain compares them. */
export interface PairingRequest {
  donors: MatchableDonor[];
}

/** The donors' possible duplicates, indexing into the donors sent. */
export type PairingResponse = PairColumns;
