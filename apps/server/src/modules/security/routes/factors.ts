import {
  enrolmentResultSchema,
  recoveryCodesSchema,
  securityItemParamsSchema,
  securityOverviewSchema,
  signOutOthersResponseSchema,
  totpConfirmRequestSchema,
  totpSetupSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import type { ModuleDeps } from '@/platform/module';
import { readCookie, type SignInStepCookies, writeCookie } from '@/platform/session/cookie';
import { removeTrustedDevice, signOutOthers } from '../service/devices';
import { confirmTotp, regenerateRecoveryCodes, removeTotp } from '../service/factors';
import { securityOverview } from '../service/overview';
import { startTotpSetup, totpSecretBox } from '../service/totp';

/**
 * The member's own "Sign-in and security" page: their second factors, recovery codes, remembered
 * devices and sessions. Any signed-in user, with or without an organisation; a session restricted
 * to enrolment reaches these too (platform/authentication.ts).
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
      async (request) => startTotpSetup(db, factorDeps.totpBox, requirePrincipal(request)),
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

    app.delete('/api/security/totp', { schema: { tags: ['security'] } }, async (request, reply) => {
      await removeTotp(factorDeps, requirePrincipal(request), clientInfo(request));
      return reply.status(204).send();
    });

    app.post(
      '/api/security/recovery-codes',
      { schema: { tags: ['security'], response: { 200: recoveryCodesSchema } } },
      async (request) => ({
        recoveryCodes: await regenerateRecoveryCodes(
          factorDeps,
          requirePrincipal(request),
          clientInfo(request),
        ),
      }),
    );

    app.delete(
      '/api/security/trusted-devices/:id',
      { schema: { tags: ['security'], params: securityItemParamsSchema } },
      async (request, reply) => {
        await removeTrustedDevice(
          db,
          mailer,
          requirePrincipal(request),
          request.params.id,
          clientInfo(request),
        );
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/security/sign-out-others',
      { schema: { tags: ['security'], response: { 200: signOutOthersResponseSchema } } },
      async (request) => ({
        ended: await signOutOthers(db, mailer, requirePrincipal(request), clientInfo(request)),
      }),
    );
  };
}
