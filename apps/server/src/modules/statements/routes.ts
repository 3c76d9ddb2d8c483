import {
  createPledgeStatementRunSchema,
  createStatementRunSchema,
  STATEMENT_PREVIEW_NO_ADDRESS_HEADER,
  statementEmailResultSchema,
  statementPreviewSchema,
  statementRecipientPageSchema,
  statementRecipientParamsSchema,
  statementRecipientsQuerySchema,
  statementRunListSchema,
  statementRunParamsSchema,
  statementRunSchema,
  statementSettingsResponseSchema,
  statementSettingsSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import { contentDisposition } from '@/platform/storage/content-disposition';
import { createPledgeStatementRun } from './service/pledge-statement-runs';
import { deleteStatementRun } from './service/statement-run-delete';
import {
  createStatementRun,
  emailStatements,
  getStatementRun,
  listStatementRuns,
  previewStatement,
  type StatementDeps,
  statementFile,
  statementRecipients,
  statementZip,
} from './service/statement-runs';
import { saveStatementSettings, statementSettings } from './service/statement-settings';

function sendFile(
  reply: FastifyReply,
  body: unknown,
  filename: string,
  contentType: string,
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(disposition, filename))
    .header('cache-control', 'no-store')
    .send(body);
}

/** Year-end giving statements: settings, runs made in the background, downloads and email. */
export function statementRoutes(deps: StatementDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['statements'];

    app.get(
      '/api/statements/settings',
      { schema: { tags, response: { 200: statementSettingsResponseSchema } } },
      async (request) => statementSettings(deps, requireFundraisingAdmin(request)),
    );

    app.put(
      '/api/statements/settings',
      { schema: { tags, body: statementSettingsSchema, response: { 200: statementSettingsResponseSchema } } },
      async (request) => saveStatementSettings(deps, requireFundraisingAdmin(request), request.body),
    );

    app.post(
      '/api/statements/preview',
      { schema: { tags, body: statementPreviewSchema } },
      async (request, reply) => {
        const { bytes, filename, hasAddress } = await previewStatement(
          deps,
          requireFundraisingAdmin(request),
          request.body,
        );
        if (!hasAddress) reply.header(STATEMENT_PREVIEW_NO_ADDRESS_HEADER, '1');
        return sendFile(reply, Buffer.from(bytes), filename, 'application/pdf', 'inline');
      },
    );

    app.get(
      '/api/statements/runs',
      { schema: { tags, response: { 200: statementRunListSchema } } },
      async (request) => listStatementRuns(deps, requireFundraisingAdmin(request)),
    );

    app.post(
      '/api/statements/runs',
      { schema: { tags, body: createStatementRunSchema, response: { 202: statementRunSchema } } },
      async (request, reply) => {
        const run = await createStatementRun(deps, requireFundraisingAdmin(request), request.body);
        return reply.status(202).send(run);
      },
    );

    // A campaign's pledge statements (not in the spec: docs/spec-deviations.md), then a run as above.
    app.post(
      '/api/statements/pledge-runs',
      { schema: { tags, body: createPledgeStatementRunSchema, response: { 202: statementRunSchema } } },
      async (request, reply) => {
        const run = await createPledgeStatementRun(deps, requireFundraisingAdmin(request), request.body);
        return reply.status(202).send(run);
      },
    );

    app.get(
      '/api/statements/runs/:id',
      { schema: { tags, params: statementRunParamsSchema, response: { 200: statementRunSchema } } },
      async (request) => getStatementRun(deps, requireFundraisingAdmin(request), request.params.id),
    );

    app.delete(
      '/api/statements/runs/:id',
      { schema: { tags, params: statementRunParamsSchema } },
      async (request, reply) => {
        await deleteStatementRun(deps, requireFundraisingAdmin(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/statements/runs/:id/recipients',
      {
        schema: {
          tags,
          params: statementRunParamsSchema,
          querystring: statementRecipientsQuerySchema,
          response: { 200: statementRecipientPageSchema },
        },
      },
      async (request) =>
        statementRecipients(deps, requireFundraisingAdmin(request), request.params.id, request.query),
    );

    app.get(
      '/api/statements/runs/:id/zip',
      { schema: { tags, params: statementRunParamsSchema } },
      async (request, reply) => {
        const { stream, filename } = await statementZip(
          deps,
          requireFundraisingAdmin(request),
          request.params.id,
        );
        return sendFile(reply, stream, filename, 'application/zip', 'attachment');
      },
    );

    app.get(
      '/api/statements/runs/:id/combined',
      { schema: { tags, params: statementRunParamsSchema } },
      async (request, reply) => {
        const member = requireFundraisingAdmin(request);
        const { stream, filename } = await statementFile(deps, member, request.params.id, 'combined');
        return sendFile(reply, stream, filename, 'application/pdf', 'inline');
      },
    );

    app.get(
      '/api/statements/runs/:id/recipients/:donorId/pdf',
      { schema: { tags, params: statementRecipientParamsSchema } },
      async (request, reply) => {
        const member = requireFundraisingAdmin(request);
        const { stream, filename } = await statementFile(
          deps,
          member,
          request.params.id,
          request.params.donorId,
        );
        return sendFile(reply, stream, filename, 'application/pdf', 'inline');
      },
    );

    app.post(
      '/api/statements/runs/:id/email',
      { schema: { tags, params: statementRunParamsSchema, response: { 200: statementEmailResultSchema } } },
      async (request) => emailStatements(deps, requireFundraisingAdmin(request), request.params.id, null),
    );

    app.post(
      '/api/statements/runs/:id/recipients/:donorId/email',
      {
        schema: {
          tags,
          params: statementRecipientParamsSchema,
          response: { 200: statementEmailResultSchema },
        },
      },
      async (request) =>
        emailStatements(deps, requireFundraisingAdmin(request), request.params.id, request.params.donorId),
    );
  };
}
