import {
  oauthAuthorizeResponseSchema,
  oauthCallbackRequestSchema,
  oauthCallbackResponseSchema,
  oauthConnectionParamsSchema,
  oauthDisconnectResponseSchema,
  oauthProviderListSchema,
  oauthProviderParamsSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '@/config';
import { requirePrincipal } from '@/platform/authentication';
import { type MemberContext, requireMember, requirePermission } from '@/platform/authorization';
import type { OAuthDeps } from './deps';
import { completeAuthorization, type SessionMember, startAuthorization } from './service/authorization';
import { deleteConfig, listProviders, saveConfig } from './service/configs';
import { disconnect } from './service/connections';

export const OAUTH_CONFIGURE_RESTRICTED = 'Only admins can configure OAuth providers';
export const OAUTH_CONNECT_RESTRICTED = 'Only admins can connect and disconnect OAuth providers';

/** The member with the session their browser holds, which an authorization request is bound to. */
function withSession(request: FastifyRequest, member: MemberContext): SessionMember {
  return { ...member, sessionId: requirePrincipal(request).sessionId };
}

export function oauthRoutes(deps: OAuthDeps, config: Config) {
  const { db, box } = deps;
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

    app.post(
      '/api/oauth/:provider/authorize',
      {
        schema: { tags, params: oauthProviderParamsSchema, response: { 200: oauthAuthorizeResponseSchema } },
      },
      async (request) => {
        const member = requirePermission(request, 'oauth.connect', OAUTH_CONNECT_RESTRICTED);
        return {
          authorizationUrl: await startAuthorization(
            deps,
            withSession(request, member),
            request.params.provider,
            origin(request),
          ),
        };
      },
    );

    app.post(
      '/api/oauth/:provider/callback',
      {
        schema: {
          tags,
          params: oauthProviderParamsSchema,
          body: oauthCallbackRequestSchema,
          response: { 200: oauthCallbackResponseSchema },
        },
      },
      async (request) => {
        const member = requirePermission(request, 'oauth.connect', OAUTH_CONNECT_RESTRICTED);
        return completeAuthorization(
          deps,
          withSession(request, member),
          request.params.provider,
          request.body,
        );
      },
    );

    app.delete(
      '/api/oauth/connections/:id',
      {
        schema: {
          tags,
          params: oauthConnectionParamsSchema,
          response: { 200: oauthDisconnectResponseSchema },
        },
      },
      async (request) => {
        const member = requirePermission(request, 'oauth.connect', OAUTH_CONNECT_RESTRICTED);
        return disconnect(deps, member, request.params.id);
      },
    );
  };
}
