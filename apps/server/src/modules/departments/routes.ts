import {
  departmentParamsSchema,
  departmentViewSchema,
  setDepartmentTeamRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import { requireMember, requirePermission } from '@/platform/authorization';
import { getDepartment, setTeam } from './service';

export const MANAGE_ACCESS_RESTRICTED = 'Only admins can manage who belongs to a department';

export function departmentsRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['departments'];

    app.get(
      '/api/departments/:slug',
      { schema: { tags, params: departmentParamsSchema, response: { 200: departmentViewSchema } } },
      async (request) => getDepartment(db, requireMember(request), request.params.slug),
    );

    app.put(
      '/api/departments/:slug/team',
      {
        schema: {
          tags,
          params: departmentParamsSchema,
          body: setDepartmentTeamRequestSchema,
          response: { 200: departmentViewSchema },
        },
      },
      async (request) =>
        setTeam(
          db,
          requirePermission(request, 'departments.manageAccess', MANAGE_ACCESS_RESTRICTED),
          request.params.slug,
          request.body.userIds,
        ),
    );
  };
}
