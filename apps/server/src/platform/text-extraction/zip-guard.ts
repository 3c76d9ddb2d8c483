import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fromBufferPromise } from 'yauzl';
import { type FileKindName, Refusal, reasons } from './reasons';

/** A Word document or workbook has dozens of parts; thousands is a file built to hurt. */
export const MAX_ZIP_ENTRIES = 10_000;

/**
 * Refuses a DOCX or XLSX whose zip would unpack to more than maxUnzippedBytes. The sizes its
 * directory declares are checked first, then every entry is inflated into nothing, yauzl checking
 * that none gives more bytes than it declared. A zip bomb that lies about its sizes is refused
 * here in milliseconds and constant memory; mammoth (JSZip) inflated a 1 GB document.xml declared
 * as 1 KB into buffers before noticing (6 s, 1.2 GB of memory), and buffers live outside the V8
 * heap, so outside the thread's memory limit.
 */
export async function checkZip(buffer: Buffer, maxUnzippedBytes: number, kind: FileKindName) {
  let zip: Awaited<ReturnType<typeof fromBufferPromise>>;
  try {
    zip = await fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new Refusal(reasons.unreadable(kind), { cause: error });
  }
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new Refusal(reasons.tooManyParts(MAX_ZIP_ENTRIES));
    let declared = 0;
    const entries = [];
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > maxUnzippedBytes) throw new Refusal(reasons.unpacksTooLarge(maxUnzippedBytes));
      entries.push(entry);
    }
    for (const entry of entries) {
      await pipeline(
        await zip.openReadStreamPromise(entry),
        new Writable({ write: (_chunk, _encoding, next) => next() }),
      );
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(reasons.unreadable(kind), { cause: error });
  } finally {
    zip.close();
  }
}
