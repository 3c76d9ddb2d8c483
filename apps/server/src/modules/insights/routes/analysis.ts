import { donorAnalysisSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GivingDeps, requireFundraisingAdmin } from '@/modules/giving/service';
import { analyse } from '../service/analysis';

/** Spec 001 §3 Analytics: the donor database's totals, trends, retention and forecast. */
export function analysisRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/donors/analysis',
      { schema: { tags: ['insights'], response: { 200: donorAnalysisSchema } } },
      async (request) => analyse(deps, requireFundraisingAdmin(request)),
    );
  };
}
