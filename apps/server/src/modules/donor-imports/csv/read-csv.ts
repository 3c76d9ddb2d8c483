import { decodeCsv } from './decode';
import { type CsvRow, CsvTokenizer, detectDelimiter } from './tokenizer';

export { CsvEncodingError } from './decode';
export { type CsvRow, CsvSyntaxError } from './tokenizer';

const DETECTION_CHARS = 16 * 1024;

/**
 * The records of a CSV file, streamed in batches (one per decoded chunk) so that a file of any
 * size is read in bounded memory. Encoding and delimiter are recognised from the file's start.
 */
export async function* readCsv(source: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRow[]> {
  let tokenizer: CsvTokenizer | null = null;
  let head = '';
  for await (const text of decodeCsv(source)) {
    if (!tokenizer) {
      head += text;
      if (head.length < DETECTION_CHARS) continue;
      tokenizer = new CsvTokenizer(detectDelimiter(head));
      const rows: CsvRow[] = [];
      tokenizer.push(head, rows);
      head = '';
      if (rows.length > 0) yield rows;
      continue;
    }
    const rows: CsvRow[] = [];
    tokenizer.push(text, rows);
    if (rows.length > 0) yield rows;
  }
  if (!tokenizer) {
    tokenizer = new CsvTokenizer(detectDelimiter(head));
    const rows: CsvRow[] = [];
    tokenizer.push(head, rows);
    tokenizer.end(rows);
    if (rows.length > 0) yield rows;
    return;
  }
  const rows: CsvRow[] = [];
  tokenizer.end(rows);
  if (rows.length > 0) yield rows;
}
