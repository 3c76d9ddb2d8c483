import {
  donorImportHistorySchema,
  donorImportParamsSchema,
  donorImportPreviewSchema,
  donorImportRecordSchema,
  donorImportUndoneSchema,
  donorMergeRequestSchema,
  donorMergeResultSchema,
  donorPreviewRequestSchema,
  donorSyncResultSchema,
  donorSyncStatusSchema,
  undoDonorImportSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GivingDeps, requireFundraisingAdmin } from '@/modules/giving/service';
import { clearDonorData } from '../service/clear';
import { syncDocuments, syncStatus } from '../service/document-sync';
import { importHistory, mergeUpload, receiveDonorFile, repreviewUpload } from '../service/donor-imports';
import { importRecord, undoDonorImport } from '../service/import-undo';

/**
 * Spec 001 §2 Upload Data and Data Management: previews, merges, history (with each merge's record
 * and its undo), the document sync, and Clear All Data.
 */
export function donorImportRoutes(deps: GivingDeps, maxUploadBytes: number) {
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
      '/api/donors/imports/:id/preview',
      {
        schema: {
          tags,
          params: donorImportParamsSchema,
          body: donorPreviewRequestSchema,
          response: { 200: donorImportPreviewSchema },
        },
      },
      async (request) =>
        repreviewUpload(deps, requireFundraisingAdmin(request), request.params.id, request.body.mapping),
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
      async (request) => mergeUpload(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.get(
      '/api/donors/imports',
      { schema: { tags, response: { 200: donorImportHistorySchema } } },
      async (request) => importHistory(deps, requireFundraisingAdmin(request)),
    );

    app.get(
      '/api/donors/imports/:id',
      { schema: { tags, params: donorImportParamsSchema, response: { 200: donorImportRecordSchema } } },
      async (request) => importRecord(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.post(
      '/api/donors/imports/:id/undo',
      {
        schema: {
          tags,
          params: donorImportParamsSchema,
          body: undoDonorImportSchema,
          response: { 200: donorImportUndoneSchema },
        },
      },
      async (request) =>
        undoDonorImport(deps, requireFundraisingAdmin(request), request.params.id, request.body.confirm),
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

    app.delete('/api/donors', { schema: { tags } }, async (request, reply) => {
      await clearDonorData(deps, requireFundraisingAdmin(request));
      return reply.status(204).send();
    });
  };
}
