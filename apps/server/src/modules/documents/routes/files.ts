import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '@/platform/storage/content-disposition';
import type { ByteRange } from '@/platform/storage/storage';
import type { DocumentDeps } from '../service/documents';
import { fileLinkHolds } from '../service/links';

/** Types a browser may show inline; anything else is always downloaded. */
const INLINE_TYPES =
  /^(application\/pdf|image\/(png|jpeg|gif)|video\/|audio\/|text\/|application\/(json|xml))/;
/** Shown inline as plain text, never interpreted: HTML, scripts, styles, XML, JSON. */
const AS_PLAIN_TEXT = /^(text\/|application\/(json|xml))/;

/**
 * Uploaded files must never run script in Steward's origin: everything but PDF is served in a
 * CSP sandbox (no scripts, no same-origin access). Chrome refuses to render PDFs in a sandbox, and
 * a PDF here is one whose first bytes proved it a PDF; it still gets no script or connect rights.
 */
const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const PDF_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

/** `bytes=start-end` (one range) within `size`, or null to send the whole file. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

function noLongerExists(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('This file no longer exists');
}

/**
 * GET /files/{token}: the bytes behind a signed link (local disk, and Donor Data on S3; other S3
 * links go to the bucket). Outside /api: the signed token is the only authority, as in a link sent
 * by email, and it holds only while its maker may still see the document (fileLinkHolds).
 */
export function filesRoute({ db, storage, links }: DocumentDeps) {
  return async (app: FastifyInstance) => {
    // Not compressed: lengths and ranges refer to the stored bytes.
    app.get<{ Params: { token: string } }>(
      '/files/:token',
      { schema: { hide: true }, compress: false },
      async (request, reply) => {
        const check = links.verify(request.params.token);
        if (!check.ok) {
          const message = check.reason === 'expired' ? 'This link has expired' : 'This link is not valid';
          return reply.status(403).type('text/plain; charset=utf-8').send(message);
        }
        const { grant } = check;
        // The same answer whether the document is gone or hidden from the link's maker now: a link
        // tells no more than its maker could learn (the API's 404 for a document one may not see).
        if (!(await fileLinkHolds(db, grant))) return noLongerExists(reply);
        const size = grant.size;
        const range = parseRange(request.headers.range, size);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${size}`).send();
        }
        let body: Readable;
        try {
          body = await storage.get(grant.storageKey, range ?? undefined);
        } catch (error) {
          if ((error as { code?: string }).code !== 'ENOENT') throw error;
          return noLongerExists(reply);
        }

        const inline = grant.disposition === 'inline' && INLINE_TYPES.test(grant.contentType);
        const type =
          inline && AS_PLAIN_TEXT.test(grant.contentType) ? 'text/plain; charset=utf-8' : grant.contentType;
        reply
          .header('content-type', type)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', grant.filename))
          .header('content-security-policy', grant.contentType === 'application/pdf' ? PDF_CSP : SANDBOX_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-origin')
          .header('cache-control', 'private, no-store')
          .header('accept-ranges', 'bytes');
        if (range) {
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1);
        } else {
          reply.header('content-length', size);
        }
        return reply.send(body);
      },
    );
  };
}
