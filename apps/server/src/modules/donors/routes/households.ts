import {
  donorParamsSchema,
  householdMemberParamsSchema,
  householdMemberUpdateSchema,
  householdParamsSchema,
  householdSchema,
  householdUpdateSchema,
  joinHouseholdRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import type { HouseholdDeps } from '../deps';
import {
  household,
  joinHousehold,
  leaveHousehold,
  updateHousehold,
  updateHouseholdMember,
} from '../service/households';

/** Households: donors who give together, joined and parted from a donor's page. */
export function householdRoutes(deps: HouseholdDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['households'];

    app.post(
      '/api/donors/:id/household',
      {
        schema: {
          tags,
          params: donorParamsSchema,
          body: joinHouseholdRequestSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) =>
        joinHousehold(deps, requireFundraisingAdmin(request), request.params.id, request.body.donorId),
    );

    app.delete(
      '/api/donors/:id/household',
      { schema: { tags, params: donorParamsSchema } },
      async (request, reply) => {
        await leaveHousehold(deps, requireFundraisingAdmin(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/households/:id',
      { schema: { tags, params: householdParamsSchema, response: { 200: householdSchema } } },
      async (request) => household(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.patch(
      '/api/households/:id',
      {
        schema: {
          tags,
          params: householdParamsSchema,
          body: householdUpdateSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) =>
        updateHousehold(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.patch(
      '/api/households/:id/members/:donorId',
      {
        schema: {
          tags,
          params: householdMemberParamsSchema,
          body: householdMemberUpdateSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) =>
        updateHouseholdMember(
          deps,
          requireFundraisingAdmin(request),
          request.params.id,
          request.params.donorId,
          request.body.givesJointly,
        ),
    );
  };
}
