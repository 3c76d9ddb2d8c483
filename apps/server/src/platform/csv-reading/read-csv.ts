import { decodeCsv } from './decode';
import { type CsvRow, type CsvSink, CsvTokenizer, detectDelimiter } from './tokenizer';

export { CsvEncodingError } from './decode';
export { type CsvRecordHandler, type CsvRow, CsvSyntaxError } from './tokenizer';

const DETECTION_CHARS = 16 * 1024;

/**
 * Tokenizes a CSV file into `sink` as it is streamed, in bounded memory, and yields once the
 * records of each decoded chunk have gone there (so that the caller can pass them on before the
 * next). Encoding and delimiter are recognised from the file's start.
 */
export async function* tokenizeCsv(source: AsyncIterable<Uint8Array>, sink: CsvSink): AsyncGenerator<void> {
  let tokenizer: CsvTokenizer | null = null;
  let head = '';
  for await (const text of decodeCsv(source)) {
    if (!tokenizer) {
      head += text;
      if (head.length < DETECTION_CHARS) continue;
      tokenizer = new CsvTokenizer(detectDelimiter(head));
      tokenizer.push(head, sink);
      head = '';
      yield;
      continue;
    }
    tokenizer.push(text, sink);
    yield;
  }
  if (!tokenizer) {
    tokenizer = new CsvTokenizer(detectDelimiter(head));
    tokenizer.push(head, sink);
  }
  tokenizer.end(sink);
  yield;
}

/** The records of a CSV file, streamed in batches (one per decoded chunk that ends a record). */
export async function* readCsv(source: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const _ of tokenizeCsv(source, rows)) {
    // The batch is handed over whole and the tokenizer's list emptied for the next.
    if (rows.length > 0) yield rows.splice(0);
  }
}
