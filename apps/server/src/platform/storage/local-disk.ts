import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage';

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Storage on the local disk under DATA_DIR/files: the default when no S3 is configured. */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!KEY.test(key) || key.includes('..') || !path.startsWith(this.root + sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path;
  }

  /**
   * Where the bytes of a put go until they are complete. Named after the key, so that deleting the
   * key also removes what a process killed mid-write left (the storage garbage sweep deletes by key).
   * Steward never writes one key twice at once: every put has a fresh key.
   */
  private partialOf(path: string): string {
    return join(dirname(path), `.${basename(path)}.partial`);
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside the target and rename: a crash mid-write never leaves a half file under the key.
    const partial = this.partialOf(path);
    try {
      // Opened before the bytes flow: a body that fails at once would otherwise leave the file's
      // open still pending, and it would create the partial file after the rm below.
      const file = createWriteStream(partial);
      await once(file, 'open');
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, file);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : undefined);
    // Surface a missing file as a rejected promise rather than a later stream error.
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', reject);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(this.partialOf(path), { force: true });
  }

  /** Local files are served by Steward itself behind an HMAC-signed link (platform/file-links.ts). */
  async signedUrl(): Promise<null> {
    return null;
  }
}
