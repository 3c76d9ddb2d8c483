import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { freePort } from '@test/free-port';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';
import { contentDisposition } from './content-disposition';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk';
import { createS3Client, S3Storage } from './s3';
import type { Storage } from './storage';

const MB = 1024 * 1024;
const BUCKET = 'steward-test';

/** One command the S3 client sent: its name, input and (when it succeeded) output. */
interface Sent {
  name: string;
  input: Record<string, unknown>;
  output?: Record<string, unknown>;
}

interface Subject {
  storage: Storage;
  /** Everything the storage holds, partial files included: local files, or the bucket's keys. */
  contents(): Promise<string[]>;
  close(): Promise<void>;
}

const tempDirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'steward-storage-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function localDisk(): Promise<Subject> {
  // DATA_DIR is one level down, so a key that escaped DATA_DIR/files would still be listed.
  const root = await tempDir();
  const storage = new LocalDiskStorage(join(root, 'data'));
  return {
    storage,
    async contents() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    },
    async close() {},
  };
}

/** An s3rver on a free loopback port with an empty bucket, and an S3Storage that records what it sends. */
async function s3rver() {
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: await tempDir(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await server.run();
  const config = parseConfig({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }).s3;
  if (!config) throw new Error('S3_BUCKET is set, so there is an S3 config');
  const client = createS3Client(config);
  const sent: Sent[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const entry: Sent = { name: context.commandName ?? '?', input: args.input as Record<string, unknown> };
      sent.push(entry);
      const result = await next(args);
      entry.output = result.output as unknown as Record<string, unknown>;
      return result;
    },
    { step: 'initialize', name: 'recordSent' },
  );
  return {
    port,
    config,
    client,
    sent,
    storage: new S3Storage(client, BUCKET),
    async contents() {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listing.Contents ?? []).map((object) => object.Key ?? '');
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A stream of `size` random bytes produced lazily in 64 KiB chunks. `sha256()` is the digest of what
 * it produced; `produced()` how many bytes it has handed out so far. With `failAt`, the stream
 * errors once it has produced that many bytes.
 */
function generated(size: number, options: { failAt?: number } = {}) {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = Readable.from(
    (async function* () {
      while (produced < size) {
        if (options.failAt !== undefined && produced >= options.failAt) {
          throw new Error('source stream broke');
        }
        const chunk = randomBytes(Math.min(64 * 1024, size - produced));
        hash.update(chunk);
        produced += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, produced: () => produced, sha256: () => hash.digest('hex') };
}

const INVALID_KEYS = [
  '../escape',
  'docs/../../escape',
  'docs/..',
  '/etc/passwd',
  '/docs/a',
  '.hidden',
  '',
  'with space',
  'semi;colon',
  'back\\slash',
  'question?mark',
  'hash#mark',
  'percent%2F',
  'new\nline',
  'ümlaut',
];

describe.each([
  { name: 'LocalDiskStorage', open: localDisk },
  { name: 'S3Storage on s3rver', open: s3rver },
])('Storage contract: $name', ({ open }) => {
  let subject: Subject;
  let storage: Storage;

  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });

  afterAll(async () => {
    await subject?.close();
  });

  it('returns the same bytes it was given as a Buffer', async () => {
    const bytes = randomBytes(100_000);
    await storage.put('buffers/one.bin', bytes, 'application/octet-stream');
    expect(sha256(await bytesOf(await storage.get('buffers/one.bin')))).toBe(sha256(bytes));
  });

  it('stores an empty body', async () => {
    await storage.put('buffers/empty.bin', Buffer.alloc(0));
    expect((await bytesOf(await storage.get('buffers/empty.bin'))).length).toBe(0);
  });

  it('returns the same bytes it was given as a stream of unknown length (11 MB in chunks)', async () => {
    const source = generated(11 * MB + 12_345);
    await storage.put('streams/large.bin', source.stream, 'application/pdf');
    expect(await sha256Of(await storage.get('streams/large.bin'))).toBe(source.sha256());
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('buffers/twice.txt', Buffer.from('first version, longer'));
    await storage.put('buffers/twice.txt', Buffer.from('second'));
    expect((await bytesOf(await storage.get('buffers/twice.txt'))).toString()).toBe('second');
  });

  describe('ranges', () => {
    const bytes = randomBytes(100_000);

    beforeAll(async () => {
      await storage.put('ranges/object.bin', bytes);
    });

    it.each([
      { start: 0, end: 99 },
      { start: 1234, end: 56_789 },
      { start: 500, end: 500 },
      { start: 99_990, end: 99_999 },
      { start: 0, end: 99_999 },
    ])('returns exactly bytes $start-$end', async (range) => {
      const got = await bytesOf(await storage.get('ranges/object.bin', range));
      expect(got.length).toBe(range.end - range.start + 1);
      expect(got.equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    });

    it('stops at the last byte when the range ends past it', async () => {
      const got = await bytesOf(await storage.get('ranges/object.bin', { start: 99_990, end: 200_000 }));
      expect(got.equals(bytes.subarray(99_990))).toBe(true);
    });

    it('refuses a range whose end is before its start', async () => {
      await expect(storage.get('ranges/object.bin', { start: 10, end: 5 })).rejects.toThrow();
    });
  });

  it('rejects get of a missing key with code ENOENT, with or without a range', async () => {
    await expect(storage.get('missing/nothing.bin')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.get('missing/nothing.bin', { start: 1, end: 10 })).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('deletes: a get afterwards rejects with ENOENT', async () => {
    await storage.put('deleted/one.txt', Buffer.from('bye'));
    await storage.delete('deleted/one.txt');
    await expect(storage.get('deleted/one.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await subject.contents()).not.toContainEqual(expect.stringContaining('deleted/one.txt'));
  });

  it('deletes a missing key without error', async () => {
    await expect(storage.delete('deleted/never-existed.txt')).resolves.toBeUndefined();
    await expect(storage.delete('no-such-folder/never-existed.txt')).resolves.toBeUndefined();
  });

  it.each(INVALID_KEYS.map((key) => ({ key, shown: JSON.stringify(key) })))(
    'refuses the key $shown and writes nothing',
    async ({ key }) => {
      const before = await subject.contents();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      expect(await subject.contents()).toEqual(before);
    },
  );

  it('leaves nothing under the key when the source stream errors halfway', async () => {
    const before = await subject.contents();
    // Past one 5 MB part, so S3 has started a multipart upload by the time the source breaks.
    const source = generated(12 * MB, { failAt: 8 * MB });
    await expect(storage.put('broken/upload.bin', source.stream)).rejects.toThrow('source stream broke');
    await expect(storage.get('broken/upload.bin')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await subject.contents()).toEqual(before);
  });

  it('leaves the previous object in place when a replacement upload fails', async () => {
    await storage.put('broken/kept.txt', Buffer.from('the old bytes'));
    const source = generated(7 * MB, { failAt: 6 * MB });
    await expect(storage.put('broken/kept.txt', source.stream)).rejects.toThrow('source stream broke');
    expect((await bytesOf(await storage.get('broken/kept.txt'))).toString()).toBe('the old bytes');
  });
});

describe('LocalDiskStorage links', () => {
  it('signs no links itself (Steward serves the bytes)', async () => {
    const { storage } = await localDisk();
    const url = await storage.signedUrl('docs/a.pdf', {
      expiresInSeconds: 60,
      filename: 'a.pdf',
      contentType: 'application/pdf',
      disposition: 'inline',
    });
    expect(url).toBeNull();
  });
});

describe('S3Storage on s3rver', () => {
  let s3: Awaited<ReturnType<typeof s3rver>>;

  beforeAll(async () => {
    s3 = await s3rver();
  });

  afterAll(async () => {
    await s3?.close();
  });

  function sentSince(index: number): Sent[] {
    return s3.sent.slice(index);
  }

  it('streams a large body as a multipart upload, reading only a few parts ahead of S3', async () => {
    const size = 64 * MB;
    const source = generated(size);
    // How far the source ran ahead of the parts S3 had acknowledged, at its worst.
    let acknowledged = 0;
    let worstLead = 0;
    const client = s3.client;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UploadPartCommand') {
          worstLead = Math.max(worstLead, source.produced() - acknowledged);
        }
        const result = await next(args);
        if (context.commandName === 'UploadPartCommand') acknowledged += 5 * MB;
        return result;
      },
      { step: 'initialize', name: 'measureLead' },
    );
    try {
      const from = s3.sent.length;
      await s3.storage.put('streams/huge.bin', source.stream, 'application/pdf');
      const names = sentSince(from).map((sent) => sent.name);
      expect(names).toContain('CreateMultipartUploadCommand');
      expect(names.filter((name) => name === 'UploadPartCommand')).toHaveLength(13);
      expect(names).toContain('CompleteMultipartUploadCommand');
      expect(names).not.toContain('PutObjectCommand');
      // 4 parts in flight plus the one being filled, plus stream buffers: far less than the file.
      expect(worstLead).toBeLessThanOrEqual(6 * 5 * MB);
      expect(await sha256Of(await s3.storage.get('streams/huge.bin'))).toBe(source.sha256());
    } finally {
      client.middlewareStack.remove('measureLead');
    }
  });

  it('aborts the multipart upload (never completes it) when the source stream errors', async () => {
    const from = s3.sent.length;
    const source = generated(12 * MB, { failAt: 8 * MB });
    await expect(s3.storage.put('broken/aborted.bin', source.stream)).rejects.toThrow('source stream broke');
    const sent = sentSince(from);
    const created = sent.find((entry) => entry.name === 'CreateMultipartUploadCommand');
    const aborted = sent.find((entry) => entry.name === 'AbortMultipartUploadCommand');
    expect(created?.output?.UploadId).toEqual(expect.any(String));
    expect(aborted?.input).toMatchObject({
      Bucket: BUCKET,
      Key: 'broken/aborted.bin',
      UploadId: created?.output?.UploadId,
    });
    expect(sent.map((entry) => entry.name)).not.toContain('CompleteMultipartUploadCommand');
    await expect(s3.storage.get('broken/aborted.bin')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('signs a GET link that serves the bytes with the asked Content-Disposition and Content-Type', async () => {
    const bytes = randomBytes(2048);
    await s3.storage.put('links/report.bin', bytes, 'application/octet-stream');
    const filename = 'Résumé "final" 2026.pdf';
    for (const disposition of ['attachment', 'inline'] as const) {
      const url = await s3.storage.signedUrl('links/report.bin', {
        expiresInSeconds: 300,
        filename,
        contentType: 'application/pdf',
        disposition,
      });
      const parsed = new URL(url);
      expect(parsed.origin).toBe(`http://127.0.0.1:${s3.port}`);
      expect(parsed.pathname).toBe(`/${BUCKET}/links/report.bin`);
      expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(parsed.searchParams.get('response-content-disposition')).toBe(
        contentDisposition(disposition, filename),
      );
      expect(parsed.searchParams.get('response-content-type')).toBe('application/pdf');

      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(contentDisposition(disposition, filename));
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses to sign a link for an invalid key', async () => {
    const options = {
      expiresInSeconds: 60,
      filename: 'a.pdf',
      contentType: 'application/pdf',
      disposition: 'inline' as const,
    };
    await expect(s3.storage.signedUrl('../escape', options)).rejects.toThrow(/Invalid storage key/);
  });

  it('sends nothing to S3 for an invalid key', async () => {
    const from = s3.sent.length;
    await expect(s3.storage.put('../x', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(s3.storage.get('/x')).rejects.toThrow(/Invalid storage key/);
    await expect(s3.storage.delete('a b')).rejects.toThrow(/Invalid storage key/);
    expect(sentSince(from)).toEqual([]);
  });

  it('createStorage builds a working S3Storage from the S3 settings', async () => {
    const storage = createStorage({ dataDir: await tempDir(), s3: s3.config });
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.put('config/check.txt', Buffer.from('via createStorage'));
    expect((await bytesOf(await s3.storage.get('config/check.txt'))).toString()).toBe('via createStorage');
  });
});

describe('createStorage', () => {
  it('uses the local disk when no S3 is configured', async () => {
    const dataDir = await tempDir();
    const storage = createStorage({ dataDir, s3: null });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    await storage.put('config/local.txt', Buffer.from('on disk'));
    const files = await readdir(join(dataDir, 'files', 'config'));
    expect(files).toEqual(['local.txt']);
  });
});

describe('contentDisposition', () => {
  it('quotes a plain ASCII name and adds nothing else', () => {
    expect(contentDisposition('attachment', 'Annual report 2025.pdf')).toBe(
      'attachment; filename="Annual report 2025.pdf"',
    );
    expect(contentDisposition('inline', 'scan.png')).toBe('inline; filename="scan.png"');
  });

  it('keeps quotes, backslashes, CR and LF from breaking the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x=1.pdf');
    // One line, one quoted string: the fallback has no quote or backslash left to end it early.
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5Cc__Set-Cookie%3A%20x%3D1.pdf`,
    );
  });

  it('gives a non-ASCII name as filename* in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Résumé.pdf')).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(contentDisposition('inline', '会议记录 (final).pdf')).toBe(
      `inline; filename="____ (final).pdf"; filename*=UTF-8''%E4%BC%9A%E8%AE%AE%E8%AE%B0%E5%BD%95%20%28final%29.pdf`,
    );
    const decoded = decodeURIComponent(
      contentDisposition('attachment', 'Zoë’s 📄.txt').split("filename*=UTF-8''")[1] ?? '',
    );
    expect(decoded).toBe('Zoë’s 📄.txt');
  });

  it('adds filename* when the name holds a percent sign, and never gives an empty name', () => {
    expect(contentDisposition('attachment', '100%.txt')).toBe(
      `attachment; filename="100%.txt"; filename*=UTF-8''100%25.txt`,
    );
    expect(contentDisposition('attachment', '  ')).toBe('attachment; filename="download"');
  });

  it('drops direction marks, which would disguise the extension, and fits a long name in 255 bytes', () => {
    // U+202E shows "Ann fdp.exe" as "Ann exe.pdf".
    expect(contentDisposition('attachment', 'Ann \u202Efdp.exe')).toBe('attachment; filename="Ann fdp.exe"');
    const saved = decodeURIComponent(
      contentDisposition('attachment', `${'王'.repeat(20_000)}.pdf`).split("filename*=UTF-8''")[1] ?? '',
    );
    expect(saved).toBe(`${'王'.repeat(83)}.pdf`);
    expect(Buffer.byteLength(saved)).toBeLessThanOrEqual(255);
  });

  it('survives a broken UTF-16 name (an unpaired surrogate) instead of throwing', () => {
    expect(contentDisposition('attachment', 'a\ud800b.txt')).toBe(
      `attachment; filename="a_b.txt"; filename*=UTF-8''a%EF%BF%BDb.txt`,
    );
  });
});
