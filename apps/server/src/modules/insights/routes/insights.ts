import { economicConnectionTestSchema, economicInsightsSchema, weatherViewSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import type { InsightDeps } from '../deps';
import { economicInsights, testEconomicConnection } from '../service/economic';
import { weather } from '../service/weather';

/** Spec 001 §2 Economic Insights, for the fundraising area's administrators; outside calls stay here. */
export function insightRoutes(deps: InsightDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['insights'];

    app.get(
      '/api/insights/economic',
      { schema: { tags, response: { 200: economicInsightsSchema } } },
      async (request) => economicInsights(deps, requireFundraisingAdmin(request)),
    );

    app.get(
      '/api/insights/weather',
      { schema: { tags, response: { 200: weatherViewSchema } } },
      async (request) => {
        requireFundraisingAdmin(request);
        return weather(deps);
      },
    );

    app.post(
      '/api/insights/economic/test',
      { schema: { tags, response: { 200: economicConnectionTestSchema } } },
      async (request) => {
        requireFundraisingAdmin(request);
        return testEconomicConnection(deps);
      },
    );
  };
}
