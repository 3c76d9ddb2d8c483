import {
  sessionResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { toSessionResponse } from '@/modules/security/service';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import {
  clearCookie,
  handOverBrowser,
  readCookie,
  type SessionCookie,
  type SignInStepCookies,
  writeCookie,
} from '@/platform/session/cookie';
import * as accounts from './service';

export function accountsRoutes(db: Db, cookie: SessionCookie, steps: SignInStepCookies) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/sign-in',
      {
        schema: { tags: ['auth'], body: signInRequestSchema, response: { 200: signInResponseSchema } },
      },
      async (request, reply) => {
        const outcome = await accounts.signIn(
          db,
          request.body,
          clientInfo(request),
          readCookie(request, steps.device),
        );
        if (outcome.kind === 'second_factor') {
          writeCookie(reply, steps.pending, outcome.pendingToken);
          return outcome.challenge;
        }
        await handOverBrowser(db, request, reply, { session: cookie, steps }, outcome);
        return toSessionResponse(outcome.principal);
      },
    );

    app.post(
      '/api/auth/sign-up',
      {
        schema: {
          tags: ['auth'],
          body: signUpRequestSchema,
          response: { 201: z.object({ id: z.uuid() }) },
        },
      },
      async (request, reply) => {
        const user = await accounts.signUp(db, request.body, clientInfo(request));
        return reply.status(201).send(user);
      },
    );

    app.post('/api/auth/sign-out', { schema: { tags: ['auth'] } }, async (request, reply) => {
      const token = readCookie(request, cookie);
      if (token) await accounts.signOut(db, token);
      clearCookie(reply, cookie);
      return reply.status(204).send();
    });

    app.get(
      '/api/auth/session',
      { schema: { tags: ['auth'], response: { 200: sessionResponseSchema } } },
      async (request) => toSessionResponse(requirePrincipal(request)),
    );
  };
}
