import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '@/config';
import { contentDisposition } from './content-disposition';
import type { ByteRange, LinkOptions, Storage } from './storage';

/** The same rule as LocalDiskStorage, so a key valid on one storage is valid on the other. */
const KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Parts of a streamed upload: S3's minimum part size. At most QUEUE_SIZE parts are in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 4;

function checkKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

function checkRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range: ${start}-${end}`);
  }
}

/** The S3 client for Steward's settings (AWS, or an S3-compatible service when `endpoint` is set). */
export function createS3Client(config: S3Config): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
  };
  if (config.endpoint) {
    options.endpoint = config.endpoint;
    // Many S3-compatible services reject or mishandle the SDK's default extra checksums
    // (CRC32 headers and aws-chunked trailers): send and check them only where S3 requires them.
    options.requestChecksumCalculation = 'WHEN_REQUIRED';
    options.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (config.accessKeyId && config.secretAccessKey) {
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  }
  return new S3Client(options);
}

/** Storage in an S3 bucket (AWS S3, MinIO, R2, …). */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Readable | Buffer, contentType?: string): Promise<void> {
    checkKey(key);
    // Upload streams a body of unknown length as a multipart upload, holding at most
    // QUEUE_SIZE parts in memory (a plain PutObject needs the length up front). Bodies under one
    // part go up as one PutObject. The object appears only when the upload completes; on failure
    // Upload aborts the multipart upload so its parts do not linger.
    let sourceError: unknown;
    if (!Buffer.isBuffer(body)) {
      body.once('error', (error) => {
        sourceError = error;
      });
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (!Buffer.isBuffer(body)) body.destroy();
      // When the source failed, report that (as local disk does) rather than a failed clean-up.
      throw sourceError ?? error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    checkKey(key);
    if (range) checkRange(range);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = response.Body;
      if (body instanceof Readable) return body;
      if (body && 'transformToWebStream' in body) {
        return Readable.fromWeb(body.transformToWebStream() as WebReadableStream);
      }
      throw new Error(`S3 returned no body for ${key}`);
    } catch (error) {
      throw asMissing(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    // S3 answers 204 for a key that does not exist.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, options: LinkOptions): Promise<string> {
    checkKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(options.disposition, options.filename),
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}

/** NoSuchKey becomes an error with code ENOENT, as a missing file on local disk rejects. */
function asMissing(error: unknown, key: string): unknown {
  if (error instanceof Error && error.name === 'NoSuchKey') {
    return Object.assign(new Error(`No stored object under ${key}`, { cause: error }), { code: 'ENOENT' });
  }
  return error;
}
