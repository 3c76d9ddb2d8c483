import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
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

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside the target and rename: a crash mid-write never leaves a half file under the key.
    const partial = join(dirname(path), `.${randomUUID()}.partial`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
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
    await rm(this.pathOf(key), { force: true });
  }

  /** Local files are served by Steward itself behind an HMAC-signed link (platform/file-links.ts). */
  async signedUrl(): Promise<null> {
    return null;
  }
}
