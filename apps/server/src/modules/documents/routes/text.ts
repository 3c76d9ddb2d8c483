import {
  documentIdParamsSchema,
  documentSchema,
  documentSuggestionsSchema,
  documentTextSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '@/platform/authorization';
import type { DocumentDeps } from '../service/documents';
import { answerSuggestedExpiry } from '../service/suggested-expiry';
import * as text from '../service/text';

/** The text read out of documents, its Retry, and the properties suggested from it. */
export function textRoutes({ db, wakeTextReader }: DocumentDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['documents'];
    const params = documentIdParamsSchema;

    app.get(
      '/api/documents/:id/text',
      { schema: { tags, params, response: { 200: documentTextSchema } } },
      async (request) =>
        text.readDocumentText(db, requirePermission(request, 'documents.manage'), request.params.id),
    );

    app.post(
      '/api/documents/:id/text/retry',
      { schema: { tags, params, response: { 202: documentTextSchema } } },
      async (request, reply) => {
        const member = requirePermission(request, 'documents.retryText');
        return reply
          .status(202)
          .send(await text.retryDocumentText(db, member, request.params.id, wakeTextReader));
      },
    );

    app.get(
      '/api/documents/:id/suggestions',
      { schema: { tags, params, response: { 200: documentSuggestionsSchema } } },
      async (request) =>
        text.suggestProperties(db, requirePermission(request, 'documents.manage'), request.params.id),
    );

    // The expiry date suggested from the text, kept on the document until it is answered.
    app.post(
      '/api/documents/:id/suggested-expiry/accept',
      { schema: { tags, params, response: { 200: documentSchema } } },
      async (request) =>
        answerSuggestedExpiry(db, requirePermission(request, 'documents.manage'), request.params.id, true),
    );

    app.delete(
      '/api/documents/:id/suggested-expiry',
      { schema: { tags, params, response: { 200: documentSchema } } },
      async (request) =>
        answerSuggestedExpiry(db, requirePermission(request, 'documents.manage'), request.params.id, false),
    );
  };
}
