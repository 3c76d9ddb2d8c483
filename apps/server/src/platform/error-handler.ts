import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

// zod's own wording ("Invalid input: expected string") needs the field name to be useful;
// the messages our schemas set (the spec's texts) stand on their own.
const GENERIC_ZOD_MESSAGE =
  /^(Invalid (input|option|UUID|union|key|element|date|string|email address|url|ISO)\b|Too (small|big)|Unrecognized)/;

/** What a user is told when a write fails because the disk (or the disk quota) is full. */
export const STORAGE_FULL =
  'The server has run out of storage space, so this could not be saved. Please tell your administrator.';

/** ENOSPC (no space left on the device) or EDQUOT (over the disk quota), from any write. */
function isOutOfSpace(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** What a user is told while the database cannot be reached (a restart, a failover). */
export const DATABASE_UNAVAILABLE = 'The database cannot be reached right now. Please try again in a moment.';

// SQLSTATE class 08 (connection exception) and the server shutting down or starting up (57P01-03).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
// node-postgres's own words for a connection it lost or cannot use, which carry no code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** True when the error, or one it wraps (drizzle wraps the driver's), says the database is gone. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** One error shape for the whole API: `{error: {code, message}}` with the matching status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, message, existingId } = error;
      return reply.status(error.statusCode).send({ error: { code, message, existingId } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({
        error: {
          code: 'bad_request',
          message: field && GENERIC_ZOD_MESSAGE.test(message) ? `${field}: ${message}` : message,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: 'payload_too_large', message: 'The request is too large' } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, unsupported content type): its message is safe to show.
      return reply.status(status).send({ error: { code: 'bad_request', message: error.message } });
    }
    if (isOutOfSpace(error)) {
      // 507 Insufficient Storage: nothing was saved, and retrying will not help until space is freed.
      request.log.error({ err: error }, 'request failed: out of storage space');
      return reply.status(507).send({ error: { code: 'unavailable', message: STORAGE_FULL } });
    }
    if (isDatabaseUnavailable(error)) {
      // 503: the request changed nothing, and the same request will work once the database is back.
      request.log.error({ err: error }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
}
