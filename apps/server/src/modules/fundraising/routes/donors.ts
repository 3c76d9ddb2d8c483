import { Readable } from 'node:stream';
import {
  donorAnalysisSchema,
  donorDirectoryQuerySchema,
  donorDirectorySchema,
  donorImportHistorySchema,
  donorImportParamsSchema,
  donorImportPreviewSchema,
  donorMergeRequestSchema,
  donorMergeResultSchema,
  donorSyncResultSchema,
  donorSyncStatusSchema,
  FUNDRAISING_DEPARTMENT_SLUG,
  findDepartment,
  fundraisingRestrictedMessage,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '@/platform/authorization';
import { contentDisposition } from '@/platform/storage/content-disposition';
import { analyse } from './analysis';
import { clearDonorData } from './clear';
import { directory, exportDonors, exportFileName } from './directory';
import { importHistory } from './history';
import { type DonorDeps, mergeUpload, receiveDonorFile } from './imports';
import { syncDocuments, syncStatus } from './sync';

/** Spec 001 §6: donor data is for administrators only, with the fundraising page's message. */
const DONOR_DATA_RESTRICTED = fundraisingRestrictedMessage(
  (findDepartment(FUNDRAISING_DEPARTMENT_SLUG) as { name: string }).name,
);

export function donorRoutes(deps: DonorDeps, maxUploadBytes: number) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];
    const admin = (request: Parameters<typeof requirePermission>[0]) =>
      requirePermission(request, 'fundraising.view', DONOR_DATA_RESTRICTED);

    app.post(
      '/api/donors/imports',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: donorImportPreviewSchema } } },
      async (request) => {
        const member = admin(request);
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
      async (request) => mergeUpload(deps, admin(request), request.params.id, request.body.mapping),
    );

    app.get(
      '/api/donors/imports',
      { schema: { tags, response: { 200: donorImportHistorySchema } } },
      async (request) => importHistory(deps, admin(request)),
    );

    app.get(
      '/api/donors/sync',
      { schema: { tags, response: { 200: donorSyncStatusSchema } } },
      async (request) => syncStatus(deps, admin(request)),
    );

    app.post(
      '/api/donors/sync',
      { schema: { tags, response: { 200: donorSyncResultSchema } } },
      async (request) => syncDocuments(deps, admin(request), request.log),
    );

    app.get(
      '/api/donors/analysis',
      { schema: { tags, response: { 200: donorAnalysisSchema } } },
      async (request) => analyse(deps, admin(request)),
    );

    app.get(
      '/api/donors',
      { schema: { tags, querystring: donorDirectoryQuerySchema, response: { 200: donorDirectorySchema } } },
      async (request) => directory(deps, admin(request), request.query),
    );

    app.get('/api/donors/export', { schema: { tags } }, async (request, reply) => {
      const member = admin(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', exportFileName()))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportDonors(deps, member)));
    });

    app.delete('/api/donors', { schema: { tags } }, async (request, reply) => {
      await clearDonorData(deps, admin(request));
      return reply.status(204).send();
    });
  };
}
