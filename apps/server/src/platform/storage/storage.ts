import type { Readable } from 'node:stream';

/** Where document bytes live. Keys are ours (never a user's file name) and use `/` separators. */
export interface Storage {
  /** Writes the whole body under `key`; the object appears only once it is complete. */
  put(key: string, body: Readable | Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}
