import {
  entryFundListSchema,
  fundInputSchema,
  fundListSchema,
  fundMergeInputSchema,
  fundMergeResultSchema,
  fundParamsSchema,
  fundSchema,
  newFundInputSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GivingDeps } from '../deps';
import { requireBatchEntry, requireFundraisingAdmin } from '../service/access';
import { createFund, entryFunds, fundList, mergeFunds, updateFund } from '../service/funds';

/**
 * The fund list (not in the spec: docs/spec-deviations.md): gift entry reads the active funds
 * (admins and counters); the list itself, a new fund (gift entry's "New fund: X" too), an edit and
 * a merge are for admins.
 */
export function fundRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['batches'];

    app.get('/api/batches/funds', { schema: { tags, response: { 200: entryFundListSchema } } }, (request) =>
      entryFunds(deps, requireBatchEntry(request)),
    );

    app.get('/api/giving/funds', { schema: { tags, response: { 200: fundListSchema } } }, (request) =>
      fundList(deps, requireFundraisingAdmin(request)),
    );

    app.post(
      '/api/giving/funds',
      { schema: { tags, body: newFundInputSchema, response: { 201: fundSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createFund(deps, requireFundraisingAdmin(request), request.body)),
    );

    app.patch(
      '/api/giving/funds/:id',
      { schema: { tags, params: fundParamsSchema, body: fundInputSchema, response: { 200: fundSchema } } },
      (request) => updateFund(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.post(
      '/api/giving/funds/:id/merge',
      {
        schema: {
          tags,
          params: fundParamsSchema,
          body: fundMergeInputSchema,
          response: { 200: fundMergeResultSchema },
        },
      },
      (request) =>
        mergeFunds(deps, requireFundraisingAdmin(request), request.params.id, request.body.intoFundId),
    );
  };
}
