import {
  dashboardSchema,
  documentContentSchema,
  documentIdParamsSchema,
  documentLinkQuerySchema,
  documentLinkSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentSchema,
  saveDocumentContentRequestSchema,
  updateDocumentRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '@/platform/authorization';
import * as documents from '../service/documents';
import { receiveUpload } from '../service/upload';

export function documentsRoutes(deps: documents.DocumentDeps, maxUploadBytes: number) {
  const { db } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['documents'];
    const params = documentIdParamsSchema;

    app.get(
      '/api/documents',
      { schema: { tags, querystring: documentListQuerySchema, response: { 200: documentPageSchema } } },
      async (request) =>
        documents.listDocuments(db, requirePermission(request, 'documents.manage'), request.query),
    );

    app.post(
      '/api/documents',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: documentSchema } } },
      async (request, reply) => {
        const member = requirePermission(request, 'documents.manage');
        const document = await receiveUpload(deps, member, await request.file(), maxUploadBytes);
        return reply.status(201).send(document);
      },
    );

    app.get(
      '/api/documents/:id',
      { schema: { tags, params, response: { 200: documentSchema } } },
      async (request) =>
        documents.getDocument(db, requirePermission(request, 'documents.manage'), request.params.id),
    );

    app.patch(
      '/api/documents/:id',
      { schema: { tags, params, body: updateDocumentRequestSchema, response: { 200: documentSchema } } },
      async (request) =>
        documents.updateProperties(
          db,
          requirePermission(request, 'documents.manage'),
          request.params.id,
          request.body,
        ),
    );

    app.delete('/api/documents/:id', { schema: { tags, params } }, async (request, reply) => {
      await documents.deleteDocument(deps, requirePermission(request, 'documents.manage'), request.params.id);
      return reply.status(204).send();
    });

    app.get(
      '/api/documents/:id/content',
      { schema: { tags, params, response: { 200: documentContentSchema } } },
      async (request) =>
        documents.readContent(deps, requirePermission(request, 'documents.manage'), request.params.id),
    );

    app.put(
      '/api/documents/:id/content',
      { schema: { tags, params, body: saveDocumentContentRequestSchema, response: { 200: documentSchema } } },
      async (request) =>
        documents.saveContent(
          deps,
          requirePermission(request, 'documents.manage'),
          request.params.id,
          request.body,
        ),
    );

    app.get(
      '/api/documents/:id/link',
      {
        schema: { tags, params, querystring: documentLinkQuerySchema, response: { 200: documentLinkSchema } },
      },
      async (request) =>
        documents.documentLink(
          deps,
          requirePermission(request, 'documents.manage'),
          request.params.id,
          request.query.disposition,
        ),
    );

    app.get(
      '/api/dashboard',
      { schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } },
      async (request) => documents.dashboard(db, requirePermission(request, 'documents.manage')),
    );
  };
}
