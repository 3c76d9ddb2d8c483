import { accountingExportQuerySchema, batchParamsSchema } from '@steward/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import { contentDisposition } from '@/platform/storage/content-disposition';
import { accountingExport } from '../service/accounting-export';
import {
  type BatchOutputDeps,
  batchReportCsv,
  batchReportPdf,
  depositSlipPdf,
} from '../service/batch-outputs';

function sendFile(
  reply: FastifyReply,
  file: { filename: string },
  body: string | Buffer,
  contentType: string,
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .header('cache-control', 'no-store')
    .send(body);
}

const CSV = 'text/csv; charset=utf-8';

/** What a batch gives out (admins): its report as PDF and CSV, its deposit slip, the accounting export. */
export function batchOutputRoutes(deps: BatchOutputDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['batches'];

    app.get(
      '/api/batches/accounting-export',
      { schema: { tags, querystring: accountingExportQuerySchema } },
      async (request, reply) => {
        const file = await accountingExport(deps, requireFundraisingAdmin(request), request.query);
        return sendFile(reply, file, file.text, CSV);
      },
    );

    app.get(
      '/api/batches/:id/report.csv',
      { schema: { tags, params: batchParamsSchema } },
      async (request, reply) => {
        const file = await batchReportCsv(deps, requireFundraisingAdmin(request), request.params.id);
        return sendFile(reply, file, file.text, CSV);
      },
    );

    app.get(
      '/api/batches/:id/report.pdf',
      { schema: { tags, params: batchParamsSchema } },
      async (request, reply) => {
        const file = await batchReportPdf(deps, requireFundraisingAdmin(request), request.params.id);
        return sendFile(reply, file, Buffer.from(file.bytes), 'application/pdf');
      },
    );

    app.get(
      '/api/batches/:id/deposit-slip.pdf',
      { schema: { tags, params: batchParamsSchema } },
      async (request, reply) => {
        const file = await depositSlipPdf(deps, requireFundraisingAdmin(request), request.params.id);
        return sendFile(reply, file, Buffer.from(file.bytes), 'application/pdf');
      },
    );
  };
}
