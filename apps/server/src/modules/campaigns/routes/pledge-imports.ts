import {
  pledgeImportHistorySchema,
  pledgeImportParamsSchema,
  pledgeImportPreviewSchema,
  pledgeImportResultSchema,
  pledgeImportUndoneSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import {
  importPledgeFile,
  type PledgeImportDeps,
  pledgeImportHistory,
  pledgeImportPreview,
  receivePledgeFile,
  undoPledgeImport,
} from '../service/pledge-imports';

/** The pledge import (not in the spec: docs/spec-deviations.md): fundraising admins only. */
export function pledgeImportRoutes(deps: PledgeImportDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['campaigns'];

    app.post(
      '/api/giving/pledge-imports',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: pledgeImportPreviewSchema } } },
      async (request) => {
        const member = requireFundraisingAdmin(request);
        return receivePledgeFile(deps, member, await request.file());
      },
    );

    app.get(
      '/api/giving/pledge-imports',
      { schema: { tags, response: { 200: pledgeImportHistorySchema } } },
      (request) => pledgeImportHistory(deps, requireFundraisingAdmin(request)),
    );

    app.get(
      '/api/giving/pledge-imports/:id',
      { schema: { tags, params: pledgeImportParamsSchema, response: { 200: pledgeImportPreviewSchema } } },
      (request) => pledgeImportPreview(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.post(
      '/api/giving/pledge-imports/:id/import',
      { schema: { tags, params: pledgeImportParamsSchema, response: { 200: pledgeImportResultSchema } } },
      (request) => importPledgeFile(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.post(
      '/api/giving/pledge-imports/:id/undo',
      { schema: { tags, params: pledgeImportParamsSchema, response: { 200: pledgeImportUndoneSchema } } },
      (request) => undoPledgeImport(deps, requireFundraisingAdmin(request), request.params.id),
    );
  };
}
