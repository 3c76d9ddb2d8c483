import {
  donorContactUpdateSchema,
  donorGiftPageSchema,
  donorGiftsQuerySchema,
  donorParamsSchema,
  donorProfileSchema,
  donorSummarySchema,
  mergeDonorsRequestSchema,
  mergeDonorsResultSchema,
  newDonorSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GivingDeps, requireFundraisingAdmin } from '@/modules/giving/service';
import {
  addDonor,
  donorGifts,
  donorProfile,
  mergeDonors,
  updateDonorContact,
} from '../service/donor-records';

/**
 * A donor's page: details (admins correct them), giving, gifts, and merging two donors into one;
 * and a donor added by hand.
 */
export function donorRecordRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['donors'];

    app.post(
      '/api/donors',
      { schema: { tags, body: newDonorSchema, response: { 201: donorSummarySchema } } },
      async (request, reply) =>
        reply.status(201).send(await addDonor(deps, requireFundraisingAdmin(request), request.body)),
    );

    app.get(
      '/api/donors/:id',
      { schema: { tags, params: donorParamsSchema, response: { 200: donorProfileSchema } } },
      async (request) => donorProfile(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.get(
      '/api/donors/:id/gifts',
      {
        schema: {
          tags,
          params: donorParamsSchema,
          querystring: donorGiftsQuerySchema,
          response: { 200: donorGiftPageSchema },
        },
      },
      async (request) => donorGifts(deps, requireFundraisingAdmin(request), request.params.id, request.query),
    );

    app.patch(
      '/api/donors/:id',
      {
        schema: {
          tags,
          params: donorParamsSchema,
          body: donorContactUpdateSchema,
          response: { 200: donorSummarySchema },
        },
      },
      async (request) =>
        updateDonorContact(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.post(
      '/api/donors/:id/merge',
      {
        schema: {
          tags,
          params: donorParamsSchema,
          body: mergeDonorsRequestSchema,
          response: { 200: mergeDonorsResultSchema },
        },
      },
      async (request) =>
        mergeDonors(
          deps,
          requireFundraisingAdmin(request),
          request.params.id,
          request.body.donorId,
          request.body.keep,
          request.body.household,
        ),
    );
  };
}
