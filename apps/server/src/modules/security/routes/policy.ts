import {
  memberSecuritySchema,
  memberUserParamsSchema,
  SECURITY_MESSAGES,
  securityPolicySchema,
  USER_MANAGEMENT_RESTRICTED,
  updateSecurityPolicyRequestSchema,
} from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configuredSsoProviders } from '@/config';
import { requirePermission } from '@/platform/authorization';
import type { ModuleDeps } from '@/platform/module';
import { memberSecurity, readPolicy, savePolicy } from '../service/policy';
import { resetSecondFactor } from '../service/reset';

/**
 * The organisation's sign-in policy and its members' second factors, on the user management page
 * (so its refusal is user management's), and the master admin's reset of a member's factors.
 */
export function policyRoutes({ db, mailer, config }: ModuleDeps) {
  const ssoProviders = configuredSsoProviders(config);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['security'];

    app.get(
      '/api/security/policy',
      { schema: { tags, response: { 200: securityPolicySchema } } },
      async (request) => {
        const member = requirePermission(request, 'security.policy', USER_MANAGEMENT_RESTRICTED);
        return readPolicy(db, member, ssoProviders);
      },
    );

    app.put(
      '/api/security/policy',
      {
        schema: { tags, body: updateSecurityPolicyRequestSchema, response: { 200: securityPolicySchema } },
      },
      async (request) => {
        const member = requirePermission(request, 'security.policy', USER_MANAGEMENT_RESTRICTED);
        return savePolicy(db, member, request.body, ssoProviders);
      },
    );

    app.get(
      '/api/security/members',
      { schema: { tags, response: { 200: memberSecuritySchema } } },
      async (request) => {
        const member = requirePermission(request, 'security.policy', USER_MANAGEMENT_RESTRICTED);
        return memberSecurity(db, member);
      },
    );

    app.post(
      '/api/security/members/:userId/reset',
      { schema: { tags, params: memberUserParamsSchema } },
      async (request, reply) => {
        const actor = requirePermission(
          request,
          'security.resetTwoFactor',
          SECURITY_MESSAGES.resetRestricted,
        );
        await resetSecondFactor(db, mailer, actor, request.params.userId);
        return reply.status(204).send();
      },
    );
  };
}
