import { SSO_PROVIDER_LABELS, type SsoProvider } from '@steward/domain';
import * as oidc from 'openid-client';
import type { Config, SsoProviderConfig } from '@/config';

/** How long one request to a provider (discovery, the token exchange, its keys, UserInfo) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What Steward asks Google and Microsoft for: the ID token, the email and the person's name. */
const SCOPES = 'openid email profile';

interface ProviderSettings extends SsoProviderConfig {
  /** What its button ("Sign in with …") and its emails call it. */
  name: string;
  /** The scopes asked for, space-separated. */
  scopes: string;
}

/**
 * The OpenID providers this server is configured for (Google, Microsoft, one standard provider),
 * each discovered once per process: the first sign-on fetches the provider's metadata (endpoints,
 * signing keys' address, client authentication methods) and later ones reuse it. A discovery that
 * failed is forgotten, so the next sign-on tries again.
 *
 * Microsoft with a tenant of "organizations" (or "common") publishes the issuer
 * `https://login.microsoftonline.com/{tenantid}/v2.0`, a template rather than one issuer.
 * openid-client 6 recognises it when discovery is given the issuer itself (not the address of its
 * `.well-known` document, panva/openid-client#893) on login.microsoftonline.com: every ID token's
 * `iss` must then equal that template with the token's own `tid` put in, so a token of one tenant
 * can never pass as another's, and a token without `tid` matches nothing.
 */
export class SsoProviders {
  readonly #settings: Record<SsoProvider, ProviderSettings | null>;
  readonly #discovered = new Map<SsoProvider, Promise<oidc.Configuration>>();
  readonly #fetch: CustomFetch | undefined;

  /** `fetch`: how to reach the providers (a test routes Microsoft's address to its own server). */
  constructor(config: Pick<Config, SsoProvider>, options: { fetch?: CustomFetch } = {}) {
    const { google, microsoft, oidc } = config;
    this.#settings = {
      google: google && { ...google, name: SSO_PROVIDER_LABELS.google, scopes: SCOPES },
      microsoft: microsoft && { ...microsoft, name: SSO_PROVIDER_LABELS.microsoft, scopes: SCOPES },
      oidc,
    };
    this.#fetch = options.fetch;
  }

  isConfigured(provider: SsoProvider): boolean {
    return this.#settings[provider] !== null;
  }

  /** What the provider is called: "Google", "Microsoft", or a standard provider's OIDC_NAME. */
  name(provider: SsoProvider): string {
    return this.#settings[provider]?.name ?? SSO_PROVIDER_LABELS[provider];
  }

  /** The scopes a sign-on asks the provider for. */
  scopes(provider: SsoProvider): string {
    return this.#settings[provider]?.scopes ?? SCOPES;
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

/**
 * How Steward authenticates to the provider's token endpoint, chosen from the methods its
 * discovery document lists (`token_endpoint_auth_methods_supported`, OpenID Connect Discovery §3):
 * `client_secret_basic` when it lists it, or lists nothing (the specification's default), else
 * `client_secret_post`. A provider may refuse any method but the one a client is registered with,
 * which is `client_secret_basic` unless the client was registered otherwise (OpenID Connect Dynamic
 * Client Registration §2). Chosen as each request is made, from the metadata discovered, so a
 * single discovery serves.
 */
export function clientAuthentication(clientSecret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(clientSecret);
  const post = oidc.ClientSecretPost(clientSecret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const chosen = methods === undefined || methods.includes('client_secret_basic') ? basic : post;
    chosen(as, client, body, headers);
  };
}

export type CustomFetch = NonNullable<oidc.DiscoveryRequestOptions[typeof oidc.customFetch]>;

function discover(settings: SsoProviderConfig, fetch: CustomFetch | undefined): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // The secret is the client's metadata too, for a provider that signs its ID tokens with it (HS256).
  const { clientId, clientSecret } = settings;
  return oidc.discovery(issuer, clientId, clientSecret, clientAuthentication(clientSecret), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(fetch ? { [oidc.customFetch]: fetch } : {}),
    // Plain http only for a provider on this machine (the tests' own); a real one is https.
    execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
  });
}

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
