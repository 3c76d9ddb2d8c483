import type { SsoProvider } from '@steward/domain';
import * as oidc from 'openid-client';
import type { Config, SsoProviderConfig } from '@/config';

/** How long one request to a provider (discovery, the token exchange, its keys) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The OpenID providers this server is configured for, each discovered once per process: the first
 * sign-on fetches the provider's metadata (endpoints, signing keys' address) and later ones reuse
 * it. A discovery that failed is forgotten, so the next sign-on tries again.
 *
 * Microsoft with a tenant of "organizations" (or "common") publishes the issuer
 * `https://login.microsoftonline.com/{tenantid}/v2.0`, a template rather than one issuer.
 * openid-client 6 recognises it when discovery is given the issuer itself (not the address of its
 * `.well-known` document, panva/openid-client#893) on login.microsoftonline.com: every ID token's
 * `iss` must then equal that template with the token's own `tid` put in, so a token of one tenant
 * can never pass as another's, and a token without `tid` matches nothing.
 */
export class SsoProviders {
  readonly #settings: Record<SsoProvider, SsoProviderConfig | null>;
  readonly #discovered = new Map<SsoProvider, Promise<oidc.Configuration>>();
  readonly #fetch: CustomFetch | undefined;

  /** `fetch`: how to reach the providers (a test routes Microsoft's address to its own server). */
  constructor(config: Pick<Config, 'google' | 'microsoft'>, options: { fetch?: CustomFetch } = {}) {
    this.#settings = { google: config.google, microsoft: config.microsoft };
    this.#fetch = options.fetch;
  }

  isConfigured(provider: SsoProvider): boolean {
    return this.#settings[provider] !== null;
  }

  /** The provider's discovered configuration; rejects when it is not configured or not reachable. */
  configuration(provider: SsoProvider): Promise<oidc.Configuration> {
    const settings = this.#settings[provider];
    if (!settings) return Promise.reject(new Error(`${provider} single sign-on is not configured`));
    let discovered = this.#discovered.get(provider);
    if (!discovered) {
      discovered = discover(settings, this.#fetch);
      this.#discovered.set(provider, discovered);
      discovered.catch(() => this.#discovered.delete(provider));
    }
    return discovered;
  }
}

export type CustomFetch = NonNullable<oidc.DiscoveryRequestOptions[typeof oidc.customFetch]>;

function discover(settings: SsoProviderConfig, fetch: CustomFetch | undefined): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(fetch ? { [oidc.customFetch]: fetch } : {}),
    // Plain http only for a provider on this machine (the tests' own); a real one is https.
    execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
  });
}

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
