import { createOrganizationRequestSchema, sessionResponseSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requirePrincipal } from '../../platform/authentication';
import { principalFor, toSessionResponse } from '../accounts/service';
import { createOrganization } from './service';

export function organizationsRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/organizations',
      {
        schema: {
          tags: ['organizations'],
          body: createOrganizationRequestSchema,
          response: { 201: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        await createOrganization(db, principal, request.body, request.ip);
        const updated = await principalFor(db, principal.sessionId, principal.userId);
        return reply.status(201).send(toSessionResponse(updated));
      },
    );
  };
}
