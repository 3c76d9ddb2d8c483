import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUILT_IN_INTEGRATIONS, OAUTH_PROVIDER_IDS } from './integrations';
import {
  CANNOT_REFRESH_TOKEN,
  COMPANY_DOMAIN_INVALID,
  COMPANY_DOMAIN_PLACEHOLDER,
  COMPANY_DOMAIN_REQUIRED,
  connectedMessage,
  disconnectConfirmation,
  disconnectFailed,
  findOAuthProvider,
  isOAuthProviderId,
  MISSING_OAUTH_PARAMETERS,
  OAUTH_CALLBACK_FAILED,
  OAUTH_CONNECTION_FAILED,
  OAUTH_PROVIDER_CATEGORIES,
  OAUTH_PROVIDERS,
  OAUTH_STATE_TTL_SECONDS,
  OAUTH_SUCCESS_REDIRECT_MS,
  oauthConfigInputSchema,
  oauthConfigSchemaFor,
  oauthErrorMessage,
  oauthNotConfigured,
  providerNotFound,
  providerUrl,
  redirectUri,
  scopeLabel,
  TOKEN_REFRESH_MARGIN_SECONDS,
  tokenExchangeFailed,
  tokenRefreshFailed,
} from './oauth-providers';

const httpsUrl = z.url({ protocol: /^https$/, hostname: /\./ });

describe('OAuth provider catalogue (spec 000 §3 OAuth provider definition)', () => {
  it('has each of the ten providers once, in the order of OAUTH_PROVIDER_IDS', () => {
    expect(OAUTH_PROVIDERS.map((provider) => provider.id)).toEqual([...OAUTH_PROVIDER_IDS]);
    expect(OAUTH_PROVIDERS).toHaveLength(10);
  });

  it("gives each provider the spec's name and category", () => {
    expect(OAUTH_PROVIDERS.map((provider) => [provider.id, provider.name, provider.category])).toEqual([
      ['google-workspace', 'Google Workspace', 'Productivity'],
      ['google-search-console', 'Google Search Console', 'Analytics'],
      ['youtube', 'YouTube', 'Video Platform'],
      ['microsoft-365', 'Microsoft 365', 'Productivity'],
      ['quickbooks', 'QuickBooks', 'Accounting'],
      ['slack', 'Slack', 'Communication'],
      ['mailchimp', 'Mailchimp', 'Marketing'],
      ['gusto', 'Gusto', 'Payroll'],
      ['bamboohr', 'BambooHR', 'HRIS'],
      ['github', 'GitHub', 'Development'],
    ]);
    for (const provider of OAUTH_PROVIDERS) expect(OAUTH_PROVIDER_CATEGORIES).toContain(provider.category);
  });

  it('describes every provider in one sentence', () => {
    for (const provider of OAUTH_PROVIDERS) expect(provider.description).toMatch(/^[A-Z][^\n]{20,200}\.$/);
  });

  it('uses only https endpoints and launch links, the BambooHR templates too', () => {
    for (const provider of OAUTH_PROVIDERS) {
      const urls: (string | null)[] = [
        provider.authorizationEndpoint,
        provider.tokenEndpoint,
        provider.revocationEndpoint,
        provider.launchUrl,
      ];
      for (const url of urls.filter((url) => url !== null)) {
        expect(url.startsWith('https://')).toBe(true);
        expect(url.includes(COMPANY_DOMAIN_PLACEHOLDER)).toBe(provider.needsCompanyDomain);
        expect(httpsUrl.safeParse(providerUrl(url, 'grace-church')).success).toBe(true);
      }
    }
  });

  it('places BambooHR on the company subdomain, and only BambooHR', () => {
    expect(OAUTH_PROVIDERS.filter((provider) => provider.needsCompanyDomain).map((p) => p.id)).toEqual([
      'bamboohr',
    ]);
    const bamboo = findOAuthProvider('bamboohr');
    expect(providerUrl(bamboo?.authorizationEndpoint ?? '', 'Grace-Church')).toBe(
      'https://grace-church.bamboohr.com/authorize.php?request=authorize',
    );
    expect(providerUrl(bamboo?.tokenEndpoint ?? '', 'gracechurch')).toBe(
      'https://gracechurch.bamboohr.com/token.php?request=token',
    );
  });

  it('refuses a company domain that could point the request elsewhere', () => {
    const template = findOAuthProvider('bamboohr')?.tokenEndpoint ?? '';
    for (const domain of [
      undefined,
      null,
      '',
      'evil.com/x?',
      'a.b',
      'x@evil.com',
      '-grace',
      'a'.repeat(64),
    ]) {
      expect(() => providerUrl(template, domain)).toThrow();
    }
    expect(providerUrl('https://slack.com/api/oauth.v2.access')).toBe(
      'https://slack.com/api/oauth.v2.access',
    );
  });

  it('records refresh, revocation and scopes per provider', () => {
    const table = Object.fromEntries(
      OAUTH_PROVIDERS.map((p) => [p.id, [p.supportsRefresh, p.revocationEndpoint !== null, p.scopes.length]]),
    );
    expect(table).toEqual({
      'google-workspace': [true, true, 4],
      'google-search-console': [true, true, 1],
      youtube: [true, true, 1],
      'microsoft-365': [true, false, 4],
      quickbooks: [true, true, 1],
      slack: [false, true, 2],
      mailchimp: [false, false, 0],
      gusto: [true, false, 0],
      bamboohr: [true, false, 1],
      github: [false, false, 1],
    });
  });

  it('says how each provider takes client credentials and revocation requests', () => {
    const table = Object.fromEntries(
      OAUTH_PROVIDERS.map((p) => [p.id, [p.tokenEndpointAuth, p.revocationStyle]]),
    );
    expect(table).toEqual({
      'google-workspace': ['client_secret_post', 'rfc7009'],
      'google-search-console': ['client_secret_post', 'rfc7009'],
      youtube: ['client_secret_post', 'rfc7009'],
      'microsoft-365': ['client_secret_post', null],
      quickbooks: ['client_secret_basic', 'json-basic'],
      slack: ['client_secret_post', 'bearer'],
      mailchimp: ['client_secret_post', null],
      gusto: ['client_secret_post', null],
      bamboohr: ['client_secret_post', null],
      github: ['client_secret_post', null],
    });
    for (const p of OAUTH_PROVIDERS) expect(p.revocationStyle === null).toBe(p.revocationEndpoint === null);
  });

  it('gives Mailchimp no scopes (spec 000 §3)', () => {
    expect(findOAuthProvider('mailchimp')?.scopes).toEqual([]);
  });

  it('asks Microsoft for offline_access, the scope that brings its refresh token', () => {
    expect(findOAuthProvider('microsoft-365')?.scopes).toContain('offline_access');
  });

  it('finds providers by id and tells provider ids from other strings', () => {
    expect(findOAuthProvider('slack')?.name).toBe('Slack');
    expect(findOAuthProvider('nope')).toBeUndefined();
    expect(isOAuthProviderId('github')).toBe(true);
    expect(isOAuthProviderId('quickbooks-online')).toBe(false);
  });

  it('knows every provider a built-in integration card points at', () => {
    for (const integration of BUILT_IN_INTEGRATIONS) {
      if (integration.oauthProvider) expect(findOAuthProvider(integration.oauthProvider)).toBeDefined();
    }
  });
});

describe('redirectUri (spec 000 §3)', () => {
  it('is {origin}/oauth/callback/{provider id}', () => {
    expect(redirectUri('https://steward.example.org', 'slack')).toBe(
      'https://steward.example.org/oauth/callback/slack',
    );
  });

  it('drops trailing slashes from the origin', () => {
    expect(redirectUri('https://steward.example.org/', 'google-workspace')).toBe(
      'https://steward.example.org/oauth/callback/google-workspace',
    );
    expect(redirectUri('http://localhost:5173//', 'github')).toBe(
      'http://localhost:5173/oauth/callback/github',
    );
  });
});

describe('scopeLabel (spec 000 §2 "scopes shown by last path segment")', () => {
  it.each([
    ['https://www.googleapis.com/auth/youtube.readonly', 'youtube.readonly'],
    ['https://www.googleapis.com/auth/admin.directory.user.readonly', 'admin.directory.user.readonly'],
    ['https://mail.google.com/', 'mail.google.com'],
    ['User.Read', 'User.Read'],
    ['channels:read', 'channels:read'],
    ['read:user', 'read:user'],
    ['com.intuit.quickbooks.accounting', 'com.intuit.quickbooks.accounting'],
    ['openid', 'openid'],
  ])('%s → %s', (scope, label) => {
    expect(scopeLabel(scope)).toBe(label);
  });
});

describe('OAuth constants (spec 000 §4, §9)', () => {
  it('refreshes under 5 minutes to expiry and redirects after 2 seconds', () => {
    expect(TOKEN_REFRESH_MARGIN_SECONDS).toBe(300);
    expect(OAUTH_SUCCESS_REDIRECT_MS).toBe(2000);
    expect(OAUTH_STATE_TTL_SECONDS).toBe(600);
  });
});

describe('OAuth texts (spec 000 §8 OAuth, §2 OAuth callback, §4 OAuth connection)', () => {
  it('writes every text as the spec does', () => {
    expect(oauthErrorMessage('access_denied')).toBe('OAuth error: access_denied');
    expect(MISSING_OAUTH_PARAMETERS).toBe('Missing required OAuth parameters');
    expect(tokenExchangeFailed('Bad Request')).toBe('Token exchange failed: Bad Request');
    expect(providerNotFound('dropbox')).toBe('Provider dropbox not found');
    expect(oauthNotConfigured('slack')).toBe('OAuth not configured for slack');
    expect(OAUTH_CONNECTION_FAILED).toBe('Failed to complete OAuth connection');
    expect(OAUTH_CALLBACK_FAILED).toBe('OAuth callback failed');
    expect(tokenRefreshFailed('Unauthorized')).toBe('Token refresh failed: Unauthorized');
    expect(CANNOT_REFRESH_TOKEN).toBe('Cannot refresh token');
    expect(connectedMessage('Slack')).toBe('Successfully connected to Slack');
    expect(disconnectConfirmation('Google Workspace')).toBe(
      'Are you sure you want to disconnect Google Workspace?',
    );
    expect(disconnectFailed('Network error')).toBe('Failed to disconnect: Network error');
  });

  it('says "Unknown error" rather than ending on a colon', () => {
    expect(tokenExchangeFailed('')).toBe('Token exchange failed: Unknown error');
    expect(tokenRefreshFailed(' ')).toBe('Token refresh failed: Unknown error');
    expect(disconnectFailed('')).toBe('Failed to disconnect: Unknown error');
  });
});

describe('oauthConfigInputSchema (spec 000 §3 OAuth config)', () => {
  const messages = (input: unknown, schema = oauthConfigInputSchema) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('trims the credentials and turns an empty company domain into null', () => {
    expect(oauthConfigInputSchema.parse({ clientId: '  abc.apps  ', clientSecret: ' s3cret\n' })).toEqual({
      clientId: 'abc.apps',
      clientSecret: 's3cret',
      companyDomain: null,
    });
    expect(oauthConfigInputSchema.parse({ clientId: 'a', clientSecret: 'b', companyDomain: '  ' })).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      companyDomain: null,
    });
  });

  it('requires the client ID and secret', () => {
    expect(messages({})).toEqual(['Please enter the client ID', 'Please enter the client secret']);
    expect(messages({ clientId: '   ', clientSecret: '' })).toEqual([
      'Please enter the client ID',
      'Please enter the client secret',
    ]);
  });

  it('limits the client ID to 500 characters and the secret to 2000', () => {
    expect(
      oauthConfigInputSchema.safeParse({ clientId: 'a'.repeat(500), clientSecret: 'b'.repeat(2000) }).success,
    ).toBe(true);
    expect(messages({ clientId: 'a'.repeat(501), clientSecret: 'b'.repeat(2001) })).toEqual([
      'Client ID must be at most 500 characters',
      'Client secret must be at most 2000 characters',
    ]);
  });

  it('accepts a company domain of letters, digits and hyphens, lower-cased', () => {
    const parsed = oauthConfigInputSchema.parse({
      clientId: 'a',
      clientSecret: 'b',
      companyDomain: ' Grace-Church1 ',
    });
    expect(parsed.companyDomain).toBe('grace-church1');
    for (const companyDomain of [
      'grace.bamboohr.com',
      'https://grace',
      'grace church',
      '-grace',
      'grace_church',
    ]) {
      expect(messages({ clientId: 'a', clientSecret: 'b', companyDomain })).toEqual([COMPANY_DOMAIN_INVALID]);
    }
  });

  it('requires the company domain for BambooHR only', () => {
    const credentials = { clientId: 'a', clientSecret: 'b' };
    expect(messages(credentials, oauthConfigSchemaFor('bamboohr'))).toEqual([COMPANY_DOMAIN_REQUIRED]);
    expect(messages({ companyDomain: '' }, oauthConfigSchemaFor('bamboohr'))).toEqual([
      'Please enter the client ID',
      'Please enter the client secret',
      COMPANY_DOMAIN_REQUIRED,
    ]);
    expect(messages({ ...credentials, companyDomain: 'a.b' }, oauthConfigSchemaFor('bamboohr'))).toEqual([
      COMPANY_DOMAIN_INVALID,
    ]);
    expect(
      oauthConfigSchemaFor('bamboohr').parse({ ...credentials, companyDomain: 'grace' }).companyDomain,
    ).toBe('grace');
    expect(oauthConfigSchemaFor('slack').safeParse(credentials).success).toBe(true);
  });
});
