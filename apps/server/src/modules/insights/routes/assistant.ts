import { assistantReplySchema, assistantRequestSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireFundraisingAdmin } from '@/modules/giving/service';
import type { AssistantDeps } from '../deps';
import { ask } from '../service/assistant';

/** Spec 001 §2 AI chat: the fundraising area's assistant, answered on the server. */
export function assistantRoutes(deps: AssistantDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/assistant/messages',
      {
        // The question's own limit (2,000 characters) is checked by the schema; this bounds the body.
        bodyLimit: 128 * 1024,
        schema: {
          tags: ['assistant'],
          body: assistantRequestSchema,
          response: { 200: assistantReplySchema },
        },
      },
      async (request) => {
        const member = requireFundraisingAdmin(request);
        return ask(deps, member, request.body, request.log);
      },
    );
  };
}
