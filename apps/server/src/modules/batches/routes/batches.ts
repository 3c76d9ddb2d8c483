import {
  batchAdjustmentParamsSchema,
  batchCommitInputSchema,
  batchDepositInputSchema,
  batchDetailSchema,
  batchFiguresSchema,
  batchGiftParamsSchema,
  batchInputSchema,
  batchListQuerySchema,
  batchListSchema,
  batchParamsSchema,
  batchReopenInputSchema,
  errorResponseSchema,
  giftAdjustmentInputSchema,
  giftEntryInputSchema,
  giftSavedSchema,
  giftWarningsSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type GivingDeps, requireBatchEntry, requireFundraisingAdmin } from '@/modules/giving/service';
import { approveAdjustment, proposeAdjustment, rejectAdjustment } from '../service/batch-adjustments';
import { addGift, deleteGift, GiftWarningsError, updateGift } from '../service/batch-gifts';
import { commitBatch, depositBatch } from '../service/batch-lifecycle';
import { approveReopen, rejectReopen, reopenBatch } from '../service/batch-reopen';
import {
  batchDetail,
  createBatch,
  deleteBatch,
  enterBatch,
  leaveBatch,
  listBatches,
  updateBatch,
} from '../service/batches';

/** A 409 of a gift route: its warnings (giftWarningsSchema), or any other conflict (a committed batch). */
const giftConflict = z.union([giftWarningsSchema, errorResponseSchema]);

/** A gift with warnings not acknowledged: 409 with them, nothing saved. */
async function orWarnings<T>(reply: FastifyReply, work: Promise<T>) {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof GiftWarningsError)) throw error;
    return reply.status(409).send({ error: error.message, warnings: error.warnings });
  }
}

/**
 * Contribution batches (not in the spec: docs/spec-deviations.md). Entry (the list, a batch's page,
 * its gifts, presence) is for admins and counters, whom the service keeps to open batches; creating,
 * editing, deleting and the lifecycle are for admins.
 */
export function batchRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['batches'];
    const params = batchParamsSchema;
    const giftParams = batchGiftParamsSchema;

    app.get(
      '/api/batches',
      { schema: { tags, querystring: batchListQuerySchema, response: { 200: batchListSchema } } },
      async (request) => listBatches(deps, requireBatchEntry(request), request.query),
    );

    app.post(
      '/api/batches',
      { schema: { tags, body: batchInputSchema, response: { 201: batchDetailSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createBatch(deps, requireFundraisingAdmin(request), request.body)),
    );

    app.get(
      '/api/batches/:id',
      { schema: { tags, params, response: { 200: batchDetailSchema } } },
      async (request) => batchDetail(deps, requireBatchEntry(request), request.params.id),
    );

    app.patch(
      '/api/batches/:id',
      { schema: { tags, params, body: batchInputSchema, response: { 200: batchDetailSchema } } },
      async (request) => updateBatch(deps, requireFundraisingAdmin(request), request.params.id, request.body),
    );

    app.delete('/api/batches/:id', { schema: { tags, params } }, async (request, reply) => {
      await deleteBatch(deps, requireFundraisingAdmin(request), request.params.id);
      return reply.status(204).send();
    });

    app.post(
      '/api/batches/:id/gifts',
      {
        schema: {
          tags,
          params,
          body: giftEntryInputSchema,
          response: { 201: giftSavedSchema, 409: giftConflict },
        },
      },
      async (request, reply) => {
        const member = requireBatchEntry(request);
        return orWarnings(
          reply,
          addGift(deps, member, request.params.id, request.body).then((saved) =>
            reply.status(201).send(saved),
          ),
        );
      },
    );

    app.patch(
      '/api/batches/:id/gifts/:giftId',
      {
        schema: {
          tags,
          params: giftParams,
          body: giftEntryInputSchema,
          response: { 200: giftSavedSchema, 409: giftConflict },
        },
      },
      async (request, reply) => {
        const member = requireBatchEntry(request);
        const { id, giftId } = request.params;
        return orWarnings(reply, updateGift(deps, member, id, giftId, request.body));
      },
    );

    app.delete(
      '/api/batches/:id/gifts/:giftId',
      { schema: { tags, params: giftParams, response: { 200: batchFiguresSchema } } },
      async (request) => {
        const member = requireBatchEntry(request);
        return deleteGift(deps, member, request.params.id, request.params.giftId);
      },
    );

    app.post(
      '/api/batches/:id/gifts/:giftId/adjust',
      {
        schema: {
          tags,
          params: giftParams,
          body: giftAdjustmentInputSchema,
          response: { 200: batchDetailSchema, 409: giftConflict },
        },
      },
      async (request, reply) => {
        const member = requireFundraisingAdmin(request);
        const { id, giftId } = request.params;
        return orWarnings(reply, proposeAdjustment(deps, member, id, giftId, request.body));
      },
    );

    const adjustmentParams = batchAdjustmentParamsSchema;
    const detail = { 200: batchDetailSchema };

    app.post(
      '/api/batches/:id/adjustments/:adjustmentId/approve',
      { schema: { tags, params: adjustmentParams, response: detail } },
      async (request) => {
        const { id, adjustmentId } = request.params;
        return approveAdjustment(deps, requireFundraisingAdmin(request), id, adjustmentId);
      },
    );

    app.post(
      '/api/batches/:id/adjustments/:adjustmentId/reject',
      { schema: { tags, params: adjustmentParams, response: detail } },
      async (request) => {
        const { id, adjustmentId } = request.params;
        return rejectAdjustment(deps, requireFundraisingAdmin(request), id, adjustmentId);
      },
    );

    app.post(
      '/api/batches/:id/commit',
      { schema: { tags, params, body: batchCommitInputSchema, response: detail } },
      async (request) =>
        commitBatch(deps, requireFundraisingAdmin(request), request.params.id, {
          overStalePresence: request.body?.overStalePresence ?? false,
        }),
    );

    app.post(
      '/api/batches/:id/deposit',
      { schema: { tags, params, body: batchDepositInputSchema, response: { 200: batchDetailSchema } } },
      async (request) =>
        depositBatch(deps, requireFundraisingAdmin(request), request.params.id, request.body.depositDate),
    );

    app.post(
      '/api/batches/:id/reopen',
      { schema: { tags, params, body: batchReopenInputSchema, response: { 200: batchDetailSchema } } },
      async (request) =>
        reopenBatch(deps, requireFundraisingAdmin(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/batches/:id/reopen/approve',
      { schema: { tags, params, response: detail } },
      async (request) => approveReopen(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.post(
      '/api/batches/:id/reopen/reject',
      { schema: { tags, params, response: detail } },
      async (request) => rejectReopen(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.put('/api/batches/:id/presence', { schema: { tags, params } }, async (request, reply) => {
      await enterBatch(deps, requireBatchEntry(request), request.params.id);
      return reply.status(204).send();
    });

    app.delete('/api/batches/:id/presence', { schema: { tags, params } }, async (request, reply) => {
      await leaveBatch(deps, requireBatchEntry(request), request.params.id);
      return reply.status(204).send();
    });
  };
}
