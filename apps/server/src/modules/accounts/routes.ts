import { sessionResponseSchema, signInRequestSchema, signUpRequestSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import {
  clearSessionToken,
  readSessionToken,
  type SessionCookie,
  setSessionToken,
} from '@/platform/session/cookie';
import * as accounts from './service';

export function accountsRoutes(db: Db, cookie: SessionCookie) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/sign-in',
      {
        schema: { tags: ['auth'], body: signInRequestSchema, response: { 200: sessionResponseSchema } },
      },
      async (request, reply) => {
        const { token, principal } = await accounts.signIn(db, request.body, clientInfo(request));
        // Rotate: once the new session exists, whatever session this browser had ends. A failed
        // attempt leaves it alone.
        const previous = readSessionToken(request, cookie);
        if (previous) await accounts.signOut(db, previous);
        setSessionToken(reply, cookie, token);
        return accounts.toSessionResponse(principal);
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
      const token = readSessionToken(request, cookie);
      if (token) await accounts.signOut(db, token);
      clearSessionToken(reply, cookie);
      return reply.status(204).send();
    });

    app.get(
      '/api/auth/session',
      { schema: { tags: ['auth'], response: { 200: sessionResponseSchema } } },
      async (request) => accounts.toSessionResponse(requirePrincipal(request)),
    );
  };
}
