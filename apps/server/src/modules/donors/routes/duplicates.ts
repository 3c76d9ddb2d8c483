import {
  dismissDuplicateSchema,
  duplicateCountSchema,
  duplicateFilterSchema,
  duplicateListQuerySchema,
  duplicatePageSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import type { DuplicateDeps } from '../deps';
import { dismissDuplicate, duplicateCount, duplicateList } from '../service/duplicates';

/** Possible duplicate donors: the list to work through, its count, and "Not a duplicate". */
export function duplicateRoutes(deps: DuplicateDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];

    app.get(
      '/api/donors/duplicates',
      {
        schema: {
          tags,
          querystring: duplicateListQuerySchema,
          response: { 200: duplicatePageSchema },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        return duplicateList(deps, requireFundraisingAdmin(request), filter, { page, pageSize });
      },
    );

    app.get(
      '/api/donors/duplicates/count',
      { schema: { tags, querystring: duplicateFilterSchema, response: { 200: duplicateCountSchema } } },
      async (request) => duplicateCount(deps, requireFundraisingAdmin(request), request.query),
    );

    app.post(
      '/api/donors/duplicates/dismissals',
      { schema: { tags, body: dismissDuplicateSchema } },
      async (request, reply) => {
        await dismissDuplicate(deps, requireFundraisingAdmin(request), request.body.donorIds);
        return reply.status(204).send();
      },
    );
  };
}
