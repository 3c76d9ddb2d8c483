import { SECURITY_MESSAGES, SSO_PROVIDERS, SSO_SIGN_IN_MINUTES, type SsoProvider } from '@steward/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '@/config';
import { clientInfo } from '@/platform/authentication';
import { notFound } from '@/platform/errors';
import {
  clearCookie,
  handOverBrowser,
  readCookie,
  type SessionCookie,
  signInStepCookies,
  stewardCookie,
  writeCookie,
} from '@/platform/session/cookie';
import { finishSignOn, type SsoDeps, SsoFailure, startSignOn } from './service';

const params = z.object({ provider: z.enum(SSO_PROVIDERS) });
const startQuery = z.object({
  /** The token of the invitation being accepted (the invitation page's "Sign in with …"). */
  invitation: z.string().min(1).max(200).optional(),
});

/**
 * The access log leaves out these routes' query: the callback's holds the authorization code and
 * the state, the start's an invitation's token.
 */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?', 1)[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/**
 * Sign in with Google, Microsoft or a standard OpenID provider. Both routes are browser navigations, so each ends in a
 * redirect: to the provider, to the app signed in (`/`), to the second step (`/?sso=second-factor`,
 * with the pending cookie), or back with `sso_error=<code>` to the sign-in page (`/`) or, for an
 * invitation, to the invitation page (`/invite`, which keeps its token in the browser).
 */
export function ssoRoutes(deps: SsoDeps, config: Config, cookie: SessionCookie) {
  const steps = signInStepCookies(config);
  // The state of a sign-on in progress, held by the browser that started it (login CSRF).
  const browserState = stewardCookie(config, 'steward_sso', SSO_SIGN_IN_MINUTES * 60);
  const origin = (request: FastifyRequest) =>
    config.publicUrl?.origin ?? `${request.protocol}://${request.host}`;

  /**
   * Back to the app with the reason, and a line in the log with what went wrong underneath and
   * what the provider said of it (`providerError`: its `error` and `error_description`).
   */
  function failed(request: FastifyRequest, reply: FastifyReply, provider: SsoProvider, error: unknown) {
    if (!(error instanceof SsoFailure)) throw error;
    const { code, providerError } = error;
    request.log.warn({ err: error.cause, provider, code, providerError }, 'single sign-on failed');
    return reply.redirect(`${error.invitation ? '/invite' : '/'}?sso_error=${error.code}`);
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];

    app.get(
      '/api/auth/sso/:provider/start',
      { schema: { tags, params, querystring: startQuery }, logSerializers },
      async (request, reply) => {
        const { provider } = request.params;
        if (!deps.providers.isConfigured(provider)) throw notFound(SECURITY_MESSAGES.ssoNotConfigured);
        try {
          const { url, state } = await startSignOn(deps, {
            provider,
            origin: origin(request),
            invitation: request.query.invitation ?? null,
          });
          writeCookie(reply, browserState, state);
          return reply.redirect(url);
        } catch (error) {
          return failed(request, reply, provider, error);
        }
      },
    );

    app.get(
      '/api/auth/sso/:provider/callback',
      { schema: { tags, params }, logSerializers },
      async (request, reply) => {
        const { provider } = request.params;
        if (!deps.providers.isConfigured(provider)) throw notFound(SECURITY_MESSAGES.ssoNotConfigured);
        clearCookie(reply, browserState);
        try {
          const outcome = await finishSignOn(deps, {
            provider,
            callback: new URLSearchParams(request.url.split('?')[1] ?? ''),
            browserState: readCookie(request, browserState),
            client: clientInfo(request),
            deviceToken: readCookie(request, steps.device),
          });
          if (outcome.kind === 'second_factor') {
            writeCookie(reply, steps.pending, outcome.pendingToken);
            return reply.redirect('/?sso=second-factor');
          }
          await handOverBrowser(deps.db, request, reply, { session: cookie, steps }, outcome);
          return reply.redirect('/');
        } catch (error) {
          return failed(request, reply, provider, error);
        }
      },
    );
  };
}
