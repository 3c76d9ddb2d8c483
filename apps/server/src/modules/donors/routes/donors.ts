import { Readable } from 'node:stream';
import { donorDirectoryQuerySchema, donorDirectorySchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GivingDeps, requireFundraisingAdmin } from '@/modules/giving/service';
import { contentDisposition } from '@/platform/storage/content-disposition';
import { directory, exportDonors, exportFileName } from '../service/directory';

/** Spec 001 §2 the donor database: All Donors and the export. */
export function donorRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];

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
  };
}
