import {
  economicConnectionTestSchema,
  economicInsightsSchema,
  FUNDRAISING_DEPARTMENT_SLUG,
  findDepartment,
  fundraisingRestrictedMessage,
  weatherViewSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '@/platform/authorization';
import { economicInsights, type InsightDeps, testEconomicConnection } from './economic';
import { weather } from './weather';

const RESTRICTED = fundraisingRestrictedMessage(
  (findDepartment(FUNDRAISING_DEPARTMENT_SLUG) as { name: string }).name,
);

/** Spec 001 §2 Economic Insights, for the fundraising area's administrators; outside calls stay here. */
export function insightRoutes(deps: InsightDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['insights'];
    const admin = (request: FastifyRequest) => requirePermission(request, 'fundraising.view', RESTRICTED);

    app.get(
      '/api/insights/economic',
      { schema: { tags, response: { 200: economicInsightsSchema } } },
      async (request) => economicInsights(deps, admin(request)),
    );

    app.get(
      '/api/insights/weather',
      { schema: { tags, response: { 200: weatherViewSchema } } },
      async (request) => {
        admin(request);
        return weather(deps);
      },
    );

    app.post(
      '/api/insights/economic/test',
      { schema: { tags, response: { 200: economicConnectionTestSchema } } },
      async (request) => {
        admin(request);
        return testEconomicConnection(deps);
      },
    );
  };
}
