import {
  enrolmentResultSchema,
  recoveryCodesSchema,
  type StepUp,
  securityItemParamsSchema,
  securityOverviewSchema,
  signOutOthersResponseSchema,
  stepUpSchema,
  totpConfirmRequestSchema,
  totpSetupSchema,
} from '@steward/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import type { ModuleDeps } from '@/platform/module';
import { readCookie, type SignInStepCookies, writeCookie } from '@/platform/session/cookie';
import { removeTrustedDevice, signOutOthers } from '../service/devices';
import { confirmTotp, regenerateRecoveryCodes, removeTotp } from '../service/factors';
import { removeIdentity } from '../service/identities';
import { securityOverview } from '../service/overview';
import { requireStepUp } from '../service/step-up';
import { startTotpSetup, totpSecretBox } from '../service/totp';

/**
 * The member's own "Sign-in and security" page: their second factors, recovery codes, remembered
 * devices and sessions. Any signed-in user, with or without an organisation; a session restricted
 * to enrolment reaches these too (platform/authentication.ts). Every change but setting up the
 * authenticator app carries the member's password (or code) in its body: service/step-up.ts.
 * The body is optional in the schema so that a request without one meets step-up's 403 and its
 * message, not a 400 about the body's shape.
 */
export function factorRoutes(deps: ModuleDeps, steps: SignInStepCookies) {
  const { db, mailer, sessionCookie } = deps;
  const factorDeps = {
    db,
    mailer,
    totpBox: totpSecretBox(deps.config.appSecret, deps.config.appSecretPrevious ?? []),
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/security',
      { schema: { tags: ['security'], response: { 200: securityOverviewSchema } } },
      async (request) => securityOverview(db, requirePrincipal(request), readCookie(request, steps.device)),
    );

    app.post(
      '/api/security/totp/setup',
      { schema: { tags: ['security'], response: { 200: totpSetupSchema } } },
      async (request) =>
        startTotpSetup(db, factorDeps.totpBox, requirePrincipal(request), deps.config.publicUrl),
    );

    app.post(
      '/api/security/totp/confirm',
      {
        schema: {
          tags: ['security'],
          body: totpConfirmRequestSchema,
          response: { 200: enrolmentResultSchema },
        },
      },
      async (request, reply) => {
        const { result, session } = await confirmTotp(
          factorDeps,
          requirePrincipal(request),
          request.body.code,
          clientInfo(request),
        );
        if (session) writeCookie(reply, sessionCookie, session.token);
        return result;
      },
    );

    /** The signed-in member, once the request's own body proved it is them. */
    async function steppedUp(request: FastifyRequest, proof: StepUp | null | undefined) {
      const principal = requirePrincipal(request);
      await requireStepUp(factorDeps, principal, proof ?? {}, clientInfo(request));
      return principal;
    }
    const stepUpBody = stepUpSchema.nullish();

    app.delete(
      '/api/security/totp',
      { schema: { tags: ['security'], body: stepUpBody } },
      async (request, reply) => {
        await removeTotp(factorDeps, await steppedUp(request, request.body), clientInfo(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/security/recovery-codes',
      { schema: { tags: ['security'], body: stepUpBody, response: { 200: recoveryCodesSchema } } },
      async (request) => ({
        recoveryCodes: await regenerateRecoveryCodes(
          factorDeps,
          await steppedUp(request, request.body),
          clientInfo(request),
        ),
      }),
    );

    app.delete(
      '/api/security/trusted-devices/:id',
      { schema: { tags: ['security'], params: securityItemParamsSchema, body: stepUpBody } },
      async (request, reply) => {
        const principal = await steppedUp(request, request.body);
        await removeTrustedDevice(db, mailer, principal, request.params.id, clientInfo(request));
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/security/identities/:id',
      { schema: { tags: ['security'], params: securityItemParamsSchema, body: stepUpBody } },
      async (request, reply) => {
        const principal = await steppedUp(request, request.body);
        await removeIdentity(db, mailer, principal, request.params.id, clientInfo(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/security/sign-out-others',
      { schema: { tags: ['security'], body: stepUpBody, response: { 200: signOutOthersResponseSchema } } },
      async (request) =>
        signOutOthers(db, mailer, await steppedUp(request, request.body), clientInfo(request)),
    );
  };
}
