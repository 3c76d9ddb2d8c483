import {
  createHouseholdRequestSchema,
  donorParamsSchema,
  givingUnitPageSchema,
  givingUnitsQuerySchema,
  householdMemberParamsSchema,
  householdMemberUpdateSchema,
  householdParamsSchema,
  householdSchema,
  householdSuggestionDismissalSchema,
  householdSuggestionPageSchema,
  householdSuggestionsQuerySchema,
  householdUpdateSchema,
  joinHouseholdRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import type { HouseholdDeps } from '../deps';
import { givingUnits } from '../service/giving-units';
import { dismissHouseholdSuggestion, householdSuggestionPage } from '../service/household-suggestions';
import {
  createHousehold,
  household,
  joinHousehold,
  leaveHousehold,
  updateHousehold,
  updateHouseholdMember,
} from '../service/households';

/**
 * Households: donors who give together, joined and parted from a donor's page, or made from a
 * suggestion (donors of one last name at one address).
 */
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
      '/api/households',
      { schema: { tags, querystring: givingUnitsQuerySchema, response: { 200: givingUnitPageSchema } } },
      async (request) => givingUnits(deps, requireFundraisingAdmin(request), request.query),
    );

    app.post(
      '/api/households',
      { schema: { tags, body: createHouseholdRequestSchema, response: { 200: householdSchema } } },
      async (request) => createHousehold(deps, requireFundraisingAdmin(request), request.body.donorIds),
    );

    app.get(
      '/api/households/suggestions',
      {
        schema: {
          tags,
          querystring: householdSuggestionsQuerySchema,
          response: { 200: householdSuggestionPageSchema },
        },
      },
      async (request) => householdSuggestionPage(deps, requireFundraisingAdmin(request), request.query),
    );

    app.post(
      '/api/households/suggestions/dismissals',
      { schema: { tags, body: householdSuggestionDismissalSchema } },
      async (request, reply) => {
        await dismissHouseholdSuggestion(deps, requireFundraisingAdmin(request), request.body.donorIds);
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
