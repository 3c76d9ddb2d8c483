// What the pledge file reader (reader.ts) and its threads (reading-worker.ts) say to each other.

import type { PledgeFileColumns, PledgeFileRead } from '@steward/domain';

export interface ReadingRequest {
  /** The file's bytes, moved to the thread. */
  bytes: ArrayBuffer;
  /** A campaign was chosen for every row: the file needs no Campaign column. */
  campaignChosen: boolean;
}

/** The file read, or why it cannot be (a message for the admin). */
export type ReadingResponse = { read: PledgeFileRead; columns: PledgeFileColumns } | { problem: string };
