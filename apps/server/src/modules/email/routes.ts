import {
  outboxPageSchema,
  outboxQuerySchema,
  sendEmailRequestSchema,
  sendEmailResponseSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@/config';
import { requirePrincipal } from '@/platform/authentication';
import { requirePermission } from '@/platform/authorization';
import * as email from './service';

export function emailRoutes(deps: email.EmailDeps, config: Config) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/email',
      {
        schema: { tags: ['email'], body: sendEmailRequestSchema, response: { 200: sendEmailResponseSchema } },
      },
      async (request) => {
        const member = requirePermission(request, 'documents.manage');
        const principal = requirePrincipal(request);
        // The CSRF check has already matched Origin to this host for this unsafe request.
        const origin = config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;
        return email.sendDocuments(
          deps,
          { ...member, fullName: principal.fullName, organizationName: principal.organization?.name ?? '' },
          request.body,
          origin,
        );
      },
    );

    app.get(
      '/api/outbox',
      { schema: { tags: ['email'], querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } },
      async (request) =>
        email.listOutbox(
          deps.db,
          requirePermission(request, 'outbox.view'),
          request.query.page,
          request.query.pageSize,
        ),
    );
  };
}
