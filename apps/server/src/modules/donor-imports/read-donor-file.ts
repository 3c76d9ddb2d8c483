import type { Readable } from 'node:stream';
import type { ColumnMapping } from '@steward/domain';
import { CsvEncodingError, CsvSyntaxError } from '@/platform/csv-reading/read-csv';
import { invalid } from '@/platform/errors';
import type { Storage } from '@/platform/storage/storage';
import { DonorFileError, type LineRecord, type ParsedFile, parseDonorFile } from './parse-file';

/** The spec's text for a file Steward cannot read, or null for any other failure. */
export function donorFileMessage(error: unknown): string | null {
  if (error instanceof DonorFileError) return error.message;
  if (error instanceof CsvSyntaxError || error instanceof CsvEncodingError) {
    return `CSV parsing error: ${error.message}`;
  }
  return null;
}

/** Runs `work`, turning an unreadable file into a 400 with the spec's message. */
export async function readingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = donorFileMessage(error);
    throw message ? invalid(message) : error;
  }
}

async function* chunksOf(stream: Readable): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield chunk as Uint8Array;
}

/** Reads a stored file with the spec's rules; `onBatch` receives the kept records as they come. */
export async function parseStored(
  storage: Storage,
  key: string,
  options: {
    mapping?: ColumnMapping | null;
    today: Date;
    onBatch?: (records: LineRecord[]) => Promise<void>;
  },
): Promise<ParsedFile> {
  return parseDonorFile(chunksOf(await storage.get(key)), options);
}
