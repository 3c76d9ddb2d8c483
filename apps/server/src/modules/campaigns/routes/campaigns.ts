import {
  campaignDetailSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignParamsSchema,
  donorPledgesSchema,
  pledgeInputSchema,
  pledgeParamsSchema,
  pledgeSchema,
  pledgeUpdateSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GivingDeps, requireFundraisingAdmin } from '@/modules/giving/service';
import {
  campaignDetail,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  updateCampaign,
} from '../service/campaigns';
import { createPledge, deletePledge, donorPledges, updatePledge } from '../service/pledges';

/** Campaigns and pledges (not in the spec: docs/spec-deviations.md): fundraising admins only. */
export function campaignRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['campaigns'];

    app.get('/api/giving/campaigns', { schema: { tags, response: { 200: campaignListSchema } } }, (request) =>
      listCampaigns(deps, requireFundraisingAdmin(request)),
    );

    app.post(
      '/api/giving/campaigns',
      { schema: { tags, body: campaignInputSchema, response: { 201: campaignDetailSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createCampaign(deps, requireFundraisingAdmin(request), request.body)),
    );

    app.get(
      '/api/giving/campaigns/:id',
      { schema: { tags, params: campaignParamsSchema, response: { 200: campaignDetailSchema } } },
      (request) => campaignDetail(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.patch(
      '/api/giving/campaigns/:id',
      {
        schema: {
          tags,
          params: campaignParamsSchema,
          body: campaignInputSchema,
          response: { 200: campaignDetailSchema },
        },
      },
      (request) => updateCampaign(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.delete(
      '/api/giving/campaigns/:id',
      { schema: { tags, params: campaignParamsSchema } },
      async (request, reply) => {
        await deleteCampaign(deps, requireFundraisingAdmin(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/giving/campaigns/:id/pledges',
      {
        schema: {
          tags,
          params: campaignParamsSchema,
          body: pledgeInputSchema,
          response: { 201: pledgeSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createPledge(deps, requireFundraisingAdmin(request), request.params.id, request.body)),
    );

    app.patch(
      '/api/giving/pledges/:id',
      {
        schema: {
          tags,
          params: pledgeParamsSchema,
          body: pledgeUpdateSchema,
          response: { 200: pledgeSchema },
        },
      },
      (request) => updatePledge(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.delete(
      '/api/giving/pledges/:id',
      { schema: { tags, params: pledgeParamsSchema } },
      async (request, reply) => {
        await deletePledge(deps, requireFundraisingAdmin(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/donors/:id/pledges',
      { schema: { tags, params: campaignParamsSchema, response: { 200: donorPledgesSchema } } },
      (request) => donorPledges(deps, requireFundraisingAdmin(request), request.params.id),
    );
  };
}
