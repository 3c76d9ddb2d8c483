import { createOrganizationRequestSchema, sessionResponseSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client';
import { toSessionResponse } from '@/modules/security/service';
import { requirePrincipal } from '@/platform/authentication';
import { requireMember, requirePermission } from '@/platform/authorization';
import { principalFor } from '@/platform/session/session';
import { readLogo, removeLogo, saveLogo } from './service/logo';
import { createOrganization } from './service/organizations';

export const LOGO_RESTRICTED = 'Only admins can change the logo';

export function organizationsRoutes(db: Db) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.put(
      '/api/organizations/logo',
      {
        schema: {
          tags: ['organizations'],
          consumes: ['multipart/form-data'],
          response: { 200: sessionResponseSchema },
        },
      },
      async (request) => {
        const member = requirePermission(request, 'organization.logo', LOGO_RESTRICTED);
        await saveLogo(db, member, await request.file());
        const principal = requirePrincipal(request);
        return toSessionResponse(await principalFor(db, principal.sessionId, principal.userId));
      },
    );

    app.delete(
      '/api/organizations/logo',
      { schema: { tags: ['organizations'], response: { 200: sessionResponseSchema } } },
      async (request) => {
        const member = requirePermission(request, 'organization.logo', LOGO_RESTRICTED);
        await removeLogo(db, member);
        const principal = requirePrincipal(request);
        return toSessionResponse(await principalFor(db, principal.sessionId, principal.userId));
      },
    );

    // The logo as an image, for <img> in the header. Served in a sandbox like uploaded files, even
    // though it was sanitised: a second wall.
    app.get('/api/organizations/logo', { schema: { tags: ['organizations'] } }, async (request, reply) => {
      const svg = await readLogo(db, requireMember(request));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(svg);
    });

    app.post(
      '/api/organizations',
      {
        schema: {
          tags: ['organizations'],
          body: createOrganizationRequestSchema,
          response: { 201: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        await createOrganization(db, principal, request.body, request.ip);
        const updated = await principalFor(db, principal.sessionId, principal.userId);
        return reply.status(201).send(toSessionResponse(updated));
      },
    );
  };
}
