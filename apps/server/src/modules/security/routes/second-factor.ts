import { pendingSignInSchema, secondFactorRequestSchema, sessionResponseSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '@/platform/authentication';
import { notFound } from '@/platform/errors';
import type { ModuleDeps } from '@/platform/module';
import { handOverBrowser, readCookie, type SignInStepCookies } from '@/platform/session/cookie';
import { completeWithCode } from '../service/second-factor';
import { toSessionResponse } from '../service/session-response';
import { pendingChallenge, readPendingSignIn } from '../service/sign-in-steps';
import { totpSecretBox } from '../service/totp';

/** The second step of a sign-in: a code for the pending sign-in behind the `pending` cookie. */
export function secondFactorRoutes(deps: ModuleDeps, steps: SignInStepCookies) {
  const { db, mailer, sessionCookie } = deps;
  const totpBox = totpSecretBox(deps.config.appSecret, deps.config.appSecretPrevious ?? []);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/auth/second-factor',
      {
        schema: {
          tags: ['auth'],
          body: secondFactorRequestSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const signedIn = await completeWithCode(
          { db, mailer, totpBox },
          readCookie(request, steps.pending),
          request.body,
          clientInfo(request),
        );
        await handOverBrowser(db, request, reply, { session: sessionCookie, steps }, signedIn);
        return toSessionResponse(signedIn.principal);
      },
    );

    app.get(
      '/api/auth/pending',
      { schema: { tags: ['auth'], response: { 200: pendingSignInSchema } } },
      async (request) => {
        const token = readCookie(request, steps.pending);
        if (!token) throw notFound('No sign-in is waiting for its second step');
        return pendingChallenge(db, await readPendingSignIn(db, token));
      },
    );
  };
}
