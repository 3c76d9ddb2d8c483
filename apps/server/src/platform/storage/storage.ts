import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** How a link to a stored object should be served. */
export interface LinkOptions {
  /** Seconds until the link stops working. */
  expiresInSeconds: number;
  /** The name the browser saves the file under. */
  filename: string;
  contentType: string;
  /** inline: shown in the browser where it can; attachment: always downloaded. */
  disposition: 'inline' | 'attachment';
}

/** Where document bytes live. Keys are ours (never a user's file name) and use `/` separators. */
export interface Storage {
  /** Writes the whole body under `key`; the object appears only once it is complete. */
  put(key: string, body: Readable | Buffer, contentType?: string): Promise<void>;
  /** The object's bytes, or only `range` of them. Rejects when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A time-limited URL the browser can fetch directly (S3 presigned GET), or null when the
   * storage cannot sign links itself and Steward serves the bytes behind its own signed link.
   */
  signedUrl(key: string, options: LinkOptions): Promise<string | null>;
}
