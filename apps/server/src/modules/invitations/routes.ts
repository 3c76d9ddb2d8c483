import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  createdInvitationSchema,
  createInvitationRequestSchema,
  invitationIdParamsSchema,
  invitationListSchema,
  invitationLookupRequestSchema,
  invitationLookupSchema,
  USER_MANAGEMENT_RESTRICTED,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { signOut } from '@/modules/accounts/service';
import { toSessionResponse } from '@/modules/security/service';
import { clientInfo, requirePrincipal } from '@/platform/authentication';
import { requirePermission } from '@/platform/authorization';
import type { Mailer } from '@/platform/mail/mailer';
import {
  clearCookie,
  handOverBrowser,
  readCookie,
  type SessionCookie,
  signInStepCookies,
  writeCookie,
} from '@/platform/session/cookie';
import * as invitations from './service';

/**
 * Lookup and accept take the token in the body, not the path, so it never lands in access logs.
 */
export function invitationsRoutes(db: Db, mailer: Mailer, config: Config, cookie: SessionCookie) {
  const steps = signInStepCookies(config);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['invitations'];

    app.get(
      '/api/invitations',
      { schema: { tags, response: { 200: invitationListSchema } } },
      async (request) => {
        const actor = requirePermission(request, 'invitations.manage', USER_MANAGEMENT_RESTRICTED);
        return { items: await invitations.listInvitations(db, actor) };
      },
    );

    app.post(
      '/api/invitations',
      {
        schema: { tags, body: createInvitationRequestSchema, response: { 201: createdInvitationSchema } },
      },
      async (request, reply) => {
        const actor = requirePermission(request, 'invitations.manage', USER_MANAGEMENT_RESTRICTED);
        const principal = requirePrincipal(request);
        // The CSRF check has already matched Origin to this host for this unsafe request.
        const origin = config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;
        const created = await invitations.createInvitation(
          db,
          mailer,
          { ...actor, organizationName: principal.organization?.name ?? '', fullName: principal.fullName },
          request.body,
          origin,
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      '/api/invitations/:id',
      { schema: { tags, params: invitationIdParamsSchema } },
      async (request, reply) => {
        const actor = requirePermission(request, 'invitations.manage', USER_MANAGEMENT_RESTRICTED);
        await invitations.cancelInvitation(db, actor, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/invitations/lookup',
      { schema: { tags, body: invitationLookupRequestSchema, response: { 200: invitationLookupSchema } } },
      async (request) => invitations.lookupInvitation(db, request.body.token, clientInfo(request)),
    );

    app.post(
      '/api/invitations/accept',
      {
        schema: {
          tags,
          body: acceptInvitationRequestSchema,
          response: { 201: acceptInvitationResponseSchema },
        },
      },
      async (request, reply) => {
        const outcome = await invitations.acceptInvitation(
          db,
          request.body,
          clientInfo(request),
          readCookie(request, steps.device),
        );
        // Whoever was signed in on this browser before is signed out: the invitee takes over, also
        // while their second step is due.
        if (outcome.kind === 'second_factor') {
          const previous = readCookie(request, cookie);
          if (previous) await signOut(db, previous);
          clearCookie(reply, cookie);
          writeCookie(reply, steps.pending, outcome.pendingToken);
          return reply.status(201).send(outcome.challenge);
        }
        await handOverBrowser(db, request, reply, { session: cookie, steps }, outcome);
        return reply.status(201).send(toSessionResponse(outcome.principal));
      },
    );
  };
}
