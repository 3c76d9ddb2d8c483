/**
 * Bytes of an uploaded CSV file to text, chunk by chunk. Spreadsheet programs save CSV as UTF-8
 * (with or without a byte order mark), as UTF-16 ("Unicode text" in Excel) or, on older Windows
 * set-ups, as Windows-1252; the encoding is recognised from the first 64 KB.
 */

export class CsvEncodingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvEncodingError';
  }
}

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const SAMPLE_BYTES = 64 * 1024;

/** The encoding of a file from its first bytes, and how many of them are a byte order mark. */
export function detectEncoding(head: Uint8Array): { encoding: CsvEncoding; bomLength: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // UTF-16 without a mark: ASCII text has a zero byte beside every character.
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < head.length; i++) {
    if (head[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  const pairs = head.length / 2;
  if (pairs > 0 && oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05)
    return { encoding: 'utf-16le', bomLength: 0 };
  if (pairs > 0 && evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05)
    return { encoding: 'utf-16be', bomLength: 0 };
  try {
    // `stream: true` keeps a character cut at the sample's end from counting as invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/** The file's text in chunks; throws CsvEncodingError when a UTF-8 file turns out not to be. */
export async function* decodeCsv(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const buffered: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SAMPLE_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    buffered.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(buffered);
  const { encoding, bomLength } = detectEncoding(head.subarray(0, SAMPLE_BYTES));
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  const decode = (bytes: Uint8Array, stream: boolean) => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw new CsvEncodingError(
        'The file is not valid UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
      );
    }
  };
  const first = decode(head.subarray(bomLength), true);
  if (first) yield first;
  while (!done) {
    const next = await iterator.next();
    if (next.done) break;
    const text = decode(next.value, true);
    if (text) yield text;
  }
  const rest = decode(new Uint8Array(0), false);
  if (rest) yield rest;
}
