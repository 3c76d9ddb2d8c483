import { corporateStatusInputSchema, corporateStatusSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireMember, requirePermission } from '../../platform/authorization';
import { getCorporateStatus, saveCorporateStatus } from './corporate-status';

export const CORPORATE_STATUS_RESTRICTED = 'Only admins can edit the corporate status';

export function operationsRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

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
