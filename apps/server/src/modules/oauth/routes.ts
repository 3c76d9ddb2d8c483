import { oauthProviderListSchema, oauthProviderParamsSchema } from '@steward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireMember, requirePermission } from '../../platform/authorization';
import type { SecretBox } from '../../platform/secret-box';
import { deleteConfig, listProviders, saveConfig } from './configs';

export const OAUTH_CONFIGURE_RESTRICTED = 'Only admins can configure OAuth providers';

export function oauthRoutes(db: Db, box: SecretBox, config: Config) {
  const origin = (request: FastifyRequest) =>
    config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['oauth'];

    app.get(
      '/api/oauth/providers',
      { schema: { tags, response: { 200: oauthProviderListSchema } } },
      async (request) => ({
        items: await listProviders(db, requireMember(request), origin(request)),
      }),
    );

    app.put(
      '/api/oauth/configs/:provider',
      // The body is checked against the provider's own schema (BambooHR needs a company domain).
      { schema: { tags, params: oauthProviderParamsSchema, body: z.record(z.string(), z.unknown()) } },
      async (request, reply) => {
        const member = requirePermission(request, 'oauth.configure', OAUTH_CONFIGURE_RESTRICTED);
        await saveConfig(db, box, member, request.params.provider, request.body);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/oauth/configs/:provider',
      { schema: { tags, params: oauthProviderParamsSchema } },
      async (request, reply) => {
        const member = requirePermission(request, 'oauth.configure', OAUTH_CONFIGURE_RESTRICTED);
        await deleteConfig(db, member, request.params.provider);
        return reply.status(204).send();
      },
    );
  };
}
