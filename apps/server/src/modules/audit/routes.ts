import { auditPageSchema, auditQuerySchema, USER_MANAGEMENT_RESTRICTED } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import { requirePermission } from '@/platform/authorization';
import { listAudit } from './service';

export function auditRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/audit',
      { schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
      async (request) => {
        const member = requirePermission(request, 'audit.view', USER_MANAGEMENT_RESTRICTED);
        return listAudit(db, member, request.query.page, request.query.pageSize);
      },
    );
  };
}
