import {
  batchAttachmentSchema,
  batchParamsSchema,
  donorLookupQuerySchema,
  donorLookupSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { donorLookup } from '@/modules/donors/service';
import { type GivingDeps, requireBatchEntry, requireFundraisingAdmin } from '@/modules/giving/service';
import { attachToBatch } from '../service/batch-attachments';

/**
 * What gift entry needs beside the batches themselves: the donor look-up of the entry grid (counters
 * too) and check or count-sheet images attached to a batch or one of its gifts (admins).
 */
export function batchEntryExtraRoutes(deps: GivingDeps, maxUploadBytes: number) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['batches'];

    app.get(
      '/api/batches/donor-lookup',
      { schema: { tags, querystring: donorLookupQuerySchema, response: { 200: donorLookupSchema } } },
      async (request) => donorLookup(deps, requireBatchEntry(request), request.query.q),
    );

    app.post(
      '/api/batches/:id/attachments',
      {
        schema: {
          tags,
          params: batchParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: batchAttachmentSchema },
        },
      },
      async (request, reply) => {
        const member = requireFundraisingAdmin(request);
        const attached = await attachToBatch(
          deps,
          member,
          request.params.id,
          await request.file(),
          maxUploadBytes,
        );
        return reply.status(201).send(attached);
      },
    );
  };
}
