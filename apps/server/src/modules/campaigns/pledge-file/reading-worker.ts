// The entry of a pledge file reading thread (PledgeFileReader). It runs outside the app's module
// graph: from source through tsx, and as dist/pledge-file-worker.js in the production bundle.

import { detectPledgeColumns, PLEDGE_LIMITS, pledgeColumnsProblem, readPledgeFile } from '@steward/domain';
import { CsvEncodingError, CsvSyntaxError, readCsv } from '@/platform/csv-reading/read-csv';
import { serveRequests } from '@/platform/worker-pool/serve';
import type { ReadingRequest, ReadingResponse } from './reading-requests';

async function* whole(bytes: ArrayBuffer): AsyncGenerator<Uint8Array> {
  yield new Uint8Array(bytes);
}

const TOO_MANY_ROWS = `This file has more than ${PLEDGE_LIMITS.importRows.toLocaleString('en-US')} pledges: split it into smaller files.`;

async function read({ bytes, campaignChosen }: ReadingRequest): Promise<ReadingResponse> {
  const records: string[][] = [];
  try {
    for await (const batch of readCsv(whole(bytes))) {
      for (const row of batch) records.push(row.fields);
      // The header and the rows allowed; a file past them is refused before more is read.
      if (records.length > PLEDGE_LIMITS.importRows + 1) return { problem: TOO_MANY_ROWS };
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError || error instanceof CsvEncodingError) {
      return { problem: `CSV parsing error: ${error.message}` };
    }
    throw error;
  }
  const [headers, ...rows] = records;
  if (!headers || rows.every((row) => row.every((value) => value.trim() === ''))) {
    return { problem: 'No pledges found in the CSV file.' };
  }
  const columns = detectPledgeColumns(headers);
  const problem = pledgeColumnsProblem(columns, campaignChosen);
  if (problem) return { problem };
  return { read: readPledgeFile(columns, rows), columns };
}

serveRequests<ReadingRequest, ReadingResponse>(async (request) => ({ response: await read(request) }));
