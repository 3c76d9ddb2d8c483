import { Readable } from 'node:stream';
import { donorAnalysisSchema, donorDirectoryQuerySchema, donorDirectorySchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '@/platform/storage/content-disposition';
import { requireFundraisingAdmin } from '../access';
import type { DonorDeps } from '../deps';
import { analyse } from '../service/analysis';
import { clearDonorData } from '../service/clear';
import { directory, exportDonors, exportFileName } from '../service/directory';

/** Spec 001 §2 the donor database: analysis, All Donors, the export, and Clear All Data. */
export function donorRoutes(deps: DonorDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];

    app.get(
      '/api/donors/analysis',
      { schema: { tags, response: { 200: donorAnalysisSchema } } },
      async (request) => analyse(deps, requireFundraisingAdmin(request)),
    );

    app.get(
      '/api/donors',
      { schema: { tags, querystring: donorDirectoryQuerySchema, response: { 200: donorDirectorySchema } } },
      async (request) => directory(deps, requireFundraisingAdmin(request), request.query),
    );

    app.get('/api/donors/export', { schema: { tags } }, async (request, reply) => {
      const member = requireFundraisingAdmin(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', exportFileName()))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportDonors(deps, member)));
    });

    app.delete('/api/donors', { schema: { tags } }, async (request, reply) => {
      await clearDonorData(deps, requireFundraisingAdmin(request));
      return reply.status(204).send();
    });
  };
}
