import {
  type ColumnMapping,
  type ControlColumns,
  type DonationRecord,
  type DropReason,
  detectColumns,
  isRefund,
  type RowProblem,
  readableText,
  toDonationRecord,
} from '@steward/domain';
import { tokenizeCsv } from '@/platform/csv-reading/read-csv';

/** Spec 001 §8: a file with a header and no rows, or nothing at all. */
export const NO_DATA_FOUND = 'No data found in the CSV file';

export class DonorFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DonorFileError';
  }
}

/** A kept record and the line of the file it came from. */
export interface LineRecord extends DonationRecord {
  line: number;
}

export interface DroppedRows {
  reason: DropReason;
  count: number;
  /** The first few lines dropped for this reason, for the preview. */
  lines: number[];
}

/** The rows of one problem with one field (RowProblem), each kept or left out as it says. */
export interface RowProblems extends RowProblem {
  count: number;
  /** The first few lines with this problem, for the preview. */
  lines: number[];
}

export interface ParsedFile {
  headers: string[];
  mapping: ColumnMapping;
  /** Spec 001 §3 recordsProcessed: raw rows read after the header. */
  rowsRead: number;
  /** Rows kept as gifts. */
  rowsKept: number;
  /** Rows kept as refunds (a negative amount): staged with the gifts, never counted as one. */
  refunds: number;
  dropped: DroppedRows[];
  /** What was wrong with values of the rows read (a name too long, an email that is not one...). */
  rowProblems: RowProblems[];
  /** The first kept records, as they will be stored. */
  sample: LineRecord[];
}

const SAMPLE_SIZE = 10;
const LINES_PER_REASON = 5;

/** Row problems by field, then problem: keyed by the domain's own strings, no key is built per row. */
type FoundProblems = Map<RowProblem['field'], Map<RowProblem['problem'], RowProblems>>;

function noteProblems(found: FoundProblems, problems: readonly RowProblem[], line: number) {
  for (const { field, problem } of problems) {
    let ofField = found.get(field);
    if (!ofField) {
      ofField = new Map();
      found.set(field, ofField);
    }
    let entry = ofField.get(problem);
    if (!entry) {
      entry = { field, problem, count: 0, lines: [] };
      ofField.set(problem, entry);
    }
    entry.count++;
    if (entry.lines.length < LINES_PER_REASON) entry.lines.push(line);
  }
}

/**
 * Reads a donor CSV once, applying the spec's row rules (packages/domain/src/donors). Kept records,
 * gifts and refunds, go to `onBatch` as they are read, so a file of any size passes in bounded memory. The mapping is
 * detected from the header unless the caller gives one.
 */
export async function parseDonorFile(
  source: AsyncIterable<Uint8Array>,
  options: {
    mapping?: ColumnMapping | null;
    today: Date;
    onBatch?: (records: LineRecord[]) => Promise<void>;
  },
): Promise<ParsedFile> {
  // Set by the handler below: `as` keeps TypeScript from taking them for null ever after.
  let headers = null as string[] | null;
  let mapping = null as ColumnMapping | null;
  let rowsRead = 0;
  let rowsKept = 0;
  let refunds = 0;
  const dropped = new Map<DropReason, DroppedRows>();
  const rowProblems: FoundProblems = new Map();
  const sample: LineRecord[] = [];
  let kept: LineRecord[] = [];

  // Each record is read into a gift as the tokenizer reads it (its fields are not kept).
  const readRecord = (fields: readonly string[], line: number, controlColumns: ControlColumns) => {
    if (!headers) {
      // Headers are kept with the import (PostgreSQL's JSON cannot hold a NUL either) and shown.
      headers = fields.map((header) => readableText(header).text);
      mapping = options.mapping ?? detectColumns(headers);
      return;
    }
    // An empty line (a trailing line break, a gap) is no row at all; ",,," is a blank row.
    if (fields.length === 1 && fields[0] === '') return;
    rowsRead++;
    const result = toDonationRecord(fields, mapping as ColumnMapping, options.today, controlColumns);
    if (result.problems !== undefined) noteProblems(rowProblems, result.problems, line);
    if ('drop' in result) {
      const entry = dropped.get(result.drop) ?? { reason: result.drop, count: 0, lines: [] };
      entry.count++;
      if (entry.lines.length < LINES_PER_REASON) entry.lines.push(line);
      dropped.set(result.drop, entry);
      return;
    }
    // Adding the line to the fresh record is much cheaper than copying it (a million rows).
    const record = result as LineRecord;
    record.line = line;
    kept.push(record);
    if (isRefund(record)) refunds++;
    else if (sample.length < SAMPLE_SIZE) sample.push(record);
  };

  for await (const _ of tokenizeCsv(source, readRecord)) {
    if (kept.length === 0) continue;
    const batch = kept;
    kept = [];
    rowsKept += batch.length;
    if (options.onBatch) await options.onBatch(batch);
  }
  if (!headers || rowsRead === 0) throw new DonorFileError(NO_DATA_FOUND);
  return {
    headers,
    mapping: mapping as ColumnMapping,
    rowsRead,
    rowsKept: rowsKept - refunds,
    refunds,
    dropped: [...dropped.values()],
    rowProblems: [...rowProblems.values()].flatMap((ofField) => [...ofField.values()]),
    sample,
  };
}
