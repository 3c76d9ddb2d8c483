import { APP_VERSION, appInfoSchema, DEMO_ENVIRONMENT_LABEL, healthResponseSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, configuredSsoProviders, ssoProviderNames } from '@/config';
import type { Database } from '@/db/client';
import { DEMO_CREDENTIALS } from '@/demo/credentials';

export function systemRoutes(config: Config, database: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/health',
      { schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const up = await database.ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          driver: database.driver,
          version: APP_VERSION,
        });
      },
    );

    app.get(
      '/api/app-info',
      { schema: { tags: ['system'], response: { 200: appInfoSchema } } },
      async () => ({
        version: APP_VERSION,
        demoMode: config.demoMode,
        environment: config.demoMode ? DEMO_ENVIRONMENT_LABEL : null,
        demoCredentials: config.demoMode ? DEMO_CREDENTIALS : null,
        maxUploadBytes: config.maxUploadBytes,
        services: {
          aiAssistant: config.assistant.anthropicApiKey !== null,
          economicData: config.economicData.fredApiKey !== null || config.economicData.beaApiKey !== null,
          weather: config.economicData.noaaToken !== null,
          // Whether one is set, never its URL (which may carry a password).
          email: config.smtpUrl !== null,
        },
        ssoProviders: configuredSsoProviders(config),
        ssoProviderNames: ssoProviderNames(config),
      }),
    );

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  };
}
