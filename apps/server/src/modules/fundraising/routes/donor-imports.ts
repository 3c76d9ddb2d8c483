import {
  donorImportHistorySchema,
  donorImportParamsSchema,
  donorImportPreviewSchema,
  donorMergeRequestSchema,
  donorMergeResultSchema,
  donorSyncResultSchema,
  donorSyncStatusSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '../access';
import type { DonorDeps } from '../deps';
import { syncDocuments, syncStatus } from '../service/document-sync';
import { importHistory, mergeUpload, receiveDonorFile } from '../service/donor-imports';

/** Spec 001 §2 Upload Data and Data Management: previews, merges, history and the document sync. */
export function donorImportRoutes(deps: DonorDeps, maxUploadBytes: number) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];

    app.post(
      '/api/donors/imports',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: donorImportPreviewSchema } } },
      async (request) => {
        const member = requireFundraisingAdmin(request);
        return receiveDonorFile(deps, member, await request.file(), maxUploadBytes);
      },
    );

    app.post(
      '/api/donors/imports/:id/merge',
      {
        schema: {
          tags,
          params: donorImportParamsSchema,
          body: donorMergeRequestSchema,
          response: { 200: donorMergeResultSchema },
        },
      },
      async (request) =>
        mergeUpload(deps, requireFundraisingAdmin(request), request.params.id, request.body.mapping),
    );

    app.get(
      '/api/donors/imports',
      { schema: { tags, response: { 200: donorImportHistorySchema } } },
      async (request) => importHistory(deps, requireFundraisingAdmin(request)),
    );

    app.get(
      '/api/donors/sync',
      { schema: { tags, response: { 200: donorSyncStatusSchema } } },
      async (request) => syncStatus(deps, requireFundraisingAdmin(request)),
    );

    app.post(
      '/api/donors/sync',
      { schema: { tags, response: { 200: donorSyncResultSchema } } },
      async (request) => syncDocuments(deps, requireFundraisingAdmin(request), request.log),
    );
  };
}
