import {
  corporateStatusInputSchema,
  corporateStatusSchema,
  createIntegrationRequestSchema,
  integrationCardSchema,
  integrationContactSchema,
  integrationInputSchema,
  integrationKeyParamsSchema,
  operationsCategoryParamsSchema,
  operationsCategoryViewSchema,
  operationsOverviewSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import { requireMember, requirePermission } from '@/platform/authorization';
import { getCorporateStatus, saveCorporateStatus } from './service/corporate-status';
import * as integrations from './service/integrations';

export const CORPORATE_STATUS_RESTRICTED = 'Only admins can edit the corporate status';
export const INTEGRATIONS_RESTRICTED = 'Only the master admin can add or edit integrations';
export const CONTACTS_RESTRICTED = 'Only admins can edit integration contacts';

export function operationsRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['operations'];

    app.get(
      '/api/operations',
      { schema: { tags, response: { 200: operationsOverviewSchema } } },
      async (request) => integrations.overview(db, requireMember(request)),
    );

    app.get(
      '/api/operations/:category',
      {
        schema: {
          tags,
          params: operationsCategoryParamsSchema,
          response: { 200: operationsCategoryViewSchema },
        },
      },
      async (request) => integrations.categoryView(db, requireMember(request), request.params.category),
    );

    app.post(
      '/api/integrations',
      { schema: { tags, body: createIntegrationRequestSchema, response: { 201: integrationCardSchema } } },
      async (request, reply) => {
        const member = requirePermission(request, 'integrations.manage', INTEGRATIONS_RESTRICTED);
        return reply.status(201).send(await integrations.createIntegration(db, member, request.body));
      },
    );

    app.put(
      '/api/integrations/:key',
      {
        schema: {
          tags,
          params: integrationKeyParamsSchema,
          body: integrationInputSchema,
          response: { 200: integrationCardSchema },
        },
      },
      async (request) =>
        integrations.updateIntegration(
          db,
          requirePermission(request, 'integrations.manage', INTEGRATIONS_RESTRICTED),
          request.params.key,
          request.body,
        ),
    );

    app.delete(
      '/api/integrations/:key',
      { schema: { tags, params: integrationKeyParamsSchema } },
      async (request, reply) => {
        const member = requirePermission(request, 'integrations.manage', INTEGRATIONS_RESTRICTED);
        await integrations.resetOrRemoveIntegration(db, member, request.params.key);
        return reply.status(204).send();
      },
    );

    app.put(
      '/api/integrations/:key/contact',
      {
        schema: {
          tags,
          params: integrationKeyParamsSchema,
          body: integrationContactSchema,
          response: { 200: integrationCardSchema },
        },
      },
      async (request) =>
        integrations.saveContact(
          db,
          requirePermission(request, 'contacts.edit', CONTACTS_RESTRICTED),
          request.params.key,
          request.body,
        ),
    );

    app.get(
      '/api/corporate-status',
      { schema: { tags: ['operations'], response: { 200: corporateStatusSchema } } },
      async (request) => getCorporateStatus(db, requireMember(request)),
    );

    app.put(
      '/api/corporate-status',
      {
        schema: {
          tags: ['operations'],
          body: corporateStatusInputSchema,
          response: { 200: corporateStatusSchema },
        },
      },
      async (request) =>
        saveCorporateStatus(
          db,
          requirePermission(request, 'corporateStatus.edit', CORPORATE_STATUS_RESTRICTED),
          request.body,
        ),
    );
  };
}
