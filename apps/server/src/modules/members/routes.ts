import {
  changeRoleRequestSchema,
  memberCounterRequestSchema,
  memberIdParamsSchema,
  memberListSchema,
  memberSchema,
  USER_MANAGEMENT_RESTRICTED,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import { requirePermission } from '@/platform/authorization';
import * as members from './service';

export const ROLE_CHANGE_RESTRICTED = 'Only the master admin can change roles';

export function membersRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['members'];

    app.get('/api/members', { schema: { tags, response: { 200: memberListSchema } } }, async (request) => {
      const actor = requirePermission(request, 'members.view', USER_MANAGEMENT_RESTRICTED);
      return { items: await members.listMembers(db, actor) };
    });

    app.patch(
      '/api/members/:userId/role',
      {
        schema: {
          tags,
          params: memberIdParamsSchema,
          body: changeRoleRequestSchema,
          response: { 200: memberSchema },
        },
      },
      async (request) => {
        const actor = requirePermission(request, 'members.changeRole', ROLE_CHANGE_RESTRICTED);
        return members.changeRole(db, actor, request.params.userId, request.body.role);
      },
    );

    // Who counts gifts is a user-management choice about fundraising data: the admins who hold both.
    app.put(
      '/api/members/:userId/counter',
      {
        schema: {
          tags,
          params: memberIdParamsSchema,
          body: memberCounterRequestSchema,
          response: { 200: memberSchema },
        },
      },
      async (request) => {
        const actor = requirePermission(request, 'members.view', USER_MANAGEMENT_RESTRICTED);
        return members.setCounter(db, actor, request.params.userId, request.body.isCounter);
      },
    );

    for (const [action, isActive] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(
        `/api/members/:userId/${action}`,
        { schema: { tags, params: memberIdParamsSchema, response: { 200: memberSchema } } },
        async (request) => {
          const actor = requirePermission(request, 'members.deactivate', USER_MANAGEMENT_RESTRICTED);
          return members.setActive(db, actor, request.params.userId, isActive);
        },
      );
    }
  };
}
