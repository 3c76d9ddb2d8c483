import {
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  passkeySchema,
  passkeySignInOptionsRequestSchema,
  passkeySignInRequestSchema,
  renamePasskeyRequestSchema,
  securityItemParamsSchema,
  sessionResponseSchema,
  stepUpSchema,
  webauthnOptionsSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import type { ModuleDeps } from '@/platform/module';
import { handOverBrowser, readCookie, type SignInStepCookies, writeCookie } from '@/platform/session/cookie';
import { finishEnrolment } from '../service/enrolment';
import { signInOptions, verifyPasskeySignIn } from '../service/passkey-sign-in';
import { addPasskey, registrationOptions, removePasskey, renamePasskey } from '../service/passkeys';
import { toSessionResponse } from '../service/session-response';
import { requireStepUp } from '../service/step-up';
import { totpSecretBox } from '../service/totp';

export function passkeyRoutes(deps: ModuleDeps, steps: SignInStepCookies) {
  const { db, mailer, config, sessionCookie } = deps;
  const factorDeps = {
    db,
    mailer,
    totpBox: totpSecretBox(config.appSecret, config.appSecretPrevious ?? []),
  };
  // The CSRF check has already matched the browser's Origin to this host for these POSTs.
  const origin = (request: FastifyRequest) =>
    config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;
  const context = (request: FastifyRequest) => ({
    pendingToken: readCookie(request, steps.pending),
    origin: origin(request),
    client: clientInfo(request),
  });

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['security'];
    // WebAuthn options go to the browser as the library made them; the spreads below only turn
    // its interfaces into the plain JSON records the response schema describes.

    app.post(
      '/api/security/passkeys/options',
      { schema: { tags, body: stepUpSchema.nullish(), response: { 200: webauthnOptionsSchema } } },
      async (request) => {
        // Adding a passkey adds a way in (a passkey alone signs in): the password first, before
        // the browser's prompt, so a refused proof leaves no passkey on the device.
        const principal = requirePrincipal(request);
        await requireStepUp(factorDeps, principal, request.body ?? {}, clientInfo(request));
        return { ...(await registrationOptions(db, principal, origin(request))) };
      },
    );

    app.post(
      '/api/security/passkeys',
      { schema: { tags, body: addPasskeyRequestSchema, response: { 201: addPasskeyResponseSchema } } },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const client = clientInfo(request);
        // The challenge answered was issued to this member only after their proof (the options).
        const added = await addPasskey(db, mailer, principal, request.body, origin(request), client);
        // A session that could only reach the enrolment becomes a full one.
        const replaced = await finishEnrolment(db, principal, client);
        if (replaced) writeCookie(reply, sessionCookie, replaced.token);
        return reply.status(201).send(added);
      },
    );

    app.patch(
      '/api/security/passkeys/:id',
      {
        schema: {
          tags,
          params: securityItemParamsSchema,
          body: renamePasskeyRequestSchema,
          response: { 200: passkeySchema },
        },
      },
      async (request) => renamePasskey(db, requirePrincipal(request), request.params.id, request.body.name),
    );

    app.delete(
      '/api/security/passkeys/:id',
      { schema: { tags, params: securityItemParamsSchema, body: stepUpSchema.nullish() } },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const client = clientInfo(request);
        await requireStepUp(factorDeps, principal, request.body ?? {}, client);
        await removePasskey(db, mailer, principal, request.params.id, client);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/auth/passkey/options',
      {
        schema: {
          tags: ['auth'],
          body: passkeySignInOptionsRequestSchema,
          response: { 200: webauthnOptionsSchema },
        },
      },
      async (request) => ({ ...(await signInOptions(db, request.body.purpose, context(request))) }),
    );

    app.post(
      '/api/auth/passkey/verify',
      {
        schema: {
          tags: ['auth'],
          body: passkeySignInRequestSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const signedIn = await verifyPasskeySignIn(db, request.body, context(request));
        await handOverBrowser(db, request, reply, { session: sessionCookie, steps }, signedIn);
        return toSessionResponse(signedIn.principal);
      },
    );
  };
}
