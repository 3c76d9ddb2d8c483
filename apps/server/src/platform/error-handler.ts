import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

// zod's own wording ("Invalid input: expected string") needs the field name to be useful;
// the messages our schemas set (the spec's texts) stand on their own.
const GENERIC_ZOD_MESSAGE =
  /^(Invalid (input|option|UUID|union|key|element|date|string|email address|url|ISO)\b|Too (small|big)|Unrecognized)/;

/** One error shape for the whole API: `{error: {code, message}}` with the matching status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
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
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
}
