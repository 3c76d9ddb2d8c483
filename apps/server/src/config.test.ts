import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, redactUrlPassword } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env, '/srv/steward');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('runs with no variables at all: port 3000, ./data, embedded database, demo mode', () => {
    const config = parseConfig({}, '/srv/steward');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/steward/data',
      databaseUrl: null,
      demoMode: true,
      appSecret: null,
      publicUrl: null,
      trustProxy: false,
    });
  });

  it('names the variable and the bad value in one line', () => {
    expect(problems({ PORT: 'abc' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
    ]);
    expect(problems({ PORT: '70000' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "70000")',
    ]);
    expect(problems({ DEMO_MODE: 'maybe' })).toEqual(['DEMO_MODE must be true or false (got "maybe")']);
    expect(problems({ PUBLIC_URL: 'steward.example.org' })).toEqual([
      'PUBLIC_URL must be an http:// or https:// URL (got "steward.example.org")',
    ]);
  });

  it('reports every bad variable at once, and never echoes a secret', () => {
    const lines = problems({ PORT: 'x', DATABASE_URL: 'mysql://u:hunter2@db/app', APP_SECRET: 'short' });
    expect(lines).toHaveLength(3);
    expect(lines).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(lines).toContain('APP_SECRET must be at least 32 characters long');
    expect(lines.join('\n')).not.toContain('hunter2');
  });

  it('turns demo mode off by default on a real database, and then requires APP_SECRET', () => {
    expect(problems({ DATABASE_URL: 'postgres://steward@db.internal/steward' })).toEqual([
      'APP_SECRET is required when DEMO_MODE is off (a random string of at least 32 characters)',
    ]);
    const config = parseConfig({
      DATABASE_URL: 'postgres://steward@db.internal/steward',
      APP_SECRET: 'x'.repeat(32),
    });
    expect(config.demoMode).toBe(false);
    expect(config.databaseUrl).toBe('postgres://steward@db.internal/steward');
  });

  it('accepts the usual spellings of true and false, and treats an empty variable as unset', () => {
    expect(parseConfig({ DEMO_MODE: 'off', APP_SECRET: 'y'.repeat(40) }).demoMode).toBe(false);
    expect(parseConfig({ DEMO_MODE: 'Yes', DATABASE_URL: 'postgresql://h/db' }).demoMode).toBe(true);
    expect(parseConfig({ PORT: '', TRUST_PROXY: '1' })).toMatchObject({ port: 3000, trustProxy: true });
  });

  it('reads SMTP_URL and MAIL_FROM, and never echoes an SMTP password', () => {
    expect(parseConfig({})).toMatchObject({ smtpUrl: null, mailFrom: 'Steward <no-reply@steward.local>' });
    const config = parseConfig({
      SMTP_URL: 'smtps://mailer:pw@smtp.example.org',
      MAIL_FROM: 'office@church.org',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:pw@smtp.example.org',
      mailFrom: 'office@church.org',
    });
    expect(problems({ SMTP_URL: 'http://mailer:hunter2@smtp.example.org' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
    ]);
  });

  it('reads JOB_INTERVAL_SECONDS as one schedule for every job, unset by default', () => {
    expect(parseConfig({}).jobIntervalMs).toBeNull();
    expect(parseConfig({ JOB_INTERVAL_SECONDS: '2' }).jobIntervalMs).toBe(2000);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(problems({ JOB_INTERVAL_SECONDS: bad })).toEqual([
        `JOB_INTERVAL_SECONDS must be a whole number of seconds between 1 and 86400 (got "${bad}")`,
      ]);
    }
  });

  it('reads MAX_UPLOAD_MB (default 100) and the S3 settings, which need a bucket', () => {
    expect(parseConfig({}).maxUploadBytes).toBe(100 * 1024 * 1024);
    expect(parseConfig({ MAX_UPLOAD_MB: '5' }).maxUploadBytes).toBe(5 * 1024 * 1024);
    expect(problems({ MAX_UPLOAD_MB: '0' })).toEqual([
      'MAX_UPLOAD_MB must be a whole number of megabytes between 1 and 10240 (got "0")',
    ]);
    expect(parseConfig({}).s3).toBeNull();
    expect(
      parseConfig({
        S3_BUCKET: 'steward-docs',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'steward-docs',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(problems({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET is required when other S3_ variables are set',
    ]);
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toHaveLength(1);
  });

  it('resolves DATA_DIR against the working directory', () => {
    expect(parseConfig({ DATA_DIR: 'var/steward' }, '/srv/app').dataDir).toBe('/srv/app/var/steward');
    expect(parseConfig({ DATA_DIR: '/var/lib/steward' }, '/srv/app').dataDir).toBe('/var/lib/steward');
  });

  it('reads OAUTH_PROVIDER_OVERRIDES as JSON or from a file, and refuses unknown providers and bad URLs', () => {
    expect(parseConfig({}).oauthProviderOverrides).toEqual({});
    const json = '{"slack": {"tokenEndpoint": "http://127.0.0.1:9000/token"}}';
    expect(parseConfig({ OAUTH_PROVIDER_OVERRIDES: json }).oauthProviderOverrides).toEqual({
      slack: { tokenEndpoint: 'http://127.0.0.1:9000/token' },
    });
    const dir = mkdtempSync(join(tmpdir(), 'steward-config-'));
    writeFileSync(
      join(dir, 'oauth.json'),
      '{"github": {"authorizationEndpoint": "https://gh.example/authorize"}}',
    );
    expect(parseConfig({ OAUTH_PROVIDER_OVERRIDES: 'oauth.json' }, dir).oauthProviderOverrides).toEqual({
      github: { authorizationEndpoint: 'https://gh.example/authorize' },
    });
    rmSync(dir, { recursive: true });

    expect(problems({ OAUTH_PROVIDER_OVERRIDES: 'missing.json' })).toEqual([
      'OAUTH_PROVIDER_OVERRIDES must be JSON or the path of a readable JSON file (got "missing.json")',
    ]);
    expect(problems({ OAUTH_PROVIDER_OVERRIDES: '{"slack": ' })).toEqual([
      'OAUTH_PROVIDER_OVERRIDES is not valid JSON',
    ]);
    expect(problems({ OAUTH_PROVIDER_OVERRIDES: '{"dropbox": {}}' })[0]).toContain(
      'not a known OAuth provider id',
    );
    expect(problems({ OAUTH_PROVIDER_OVERRIDES: '{"slack": {"tokenEndpoint": "ftp://x"}}' })).toEqual([
      'OAUTH_PROVIDER_OVERRIDES slack.tokenEndpoint must be an http(s) URL',
    ]);
    expect(problems({ OAUTH_PROVIDER_OVERRIDES: '{"slack": {"tokenUrl": "https://x"}}' })[0]).toContain(
      'tokenUrl',
    );
  });

  it('reads Google and Microsoft sign-in, whose client id and secret are set together', () => {
    expect(parseConfig({})).toMatchObject({ google: null, microsoft: null });
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' }).google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuer: 'https://accounts.google.com',
    });
    expect(
      parseConfig({ MICROSOFT_CLIENT_ID: 'm-id', MICROSOFT_CLIENT_SECRET: 'm-secret' }).microsoft,
    ).toEqual({
      clientId: 'm-id',
      clientSecret: 'm-secret',
      tenant: 'organizations',
      issuer: 'https://login.microsoftonline.com/organizations/v2.0',
    });
    expect(
      parseConfig({
        MICROSOFT_CLIENT_ID: 'm-id',
        MICROSOFT_CLIENT_SECRET: 'm-secret',
        MICROSOFT_TENANT: 'stmarks.onmicrosoft.com',
      }).microsoft?.issuer,
    ).toBe('https://login.microsoftonline.com/stmarks.onmicrosoft.com/v2.0');

    expect(problems({ GOOGLE_CLIENT_ID: 'g-id' })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    const lines = problems({ MICROSOFT_CLIENT_SECRET: 'hunter2' });
    expect(lines).toEqual(['MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET must be set together']);
    expect(problems({ MICROSOFT_TENANT: 'x/../evil' })[0]).toContain(
      'MICROSOFT_TENANT must be a tenant id, a domain, or "organizations"',
    );
  });

  it('reads a standard OpenID provider, whose issuer, client, secret and name are set together', () => {
    const standard = {
      OIDC_ISSUER: 'https://id.diocese.example/realms/parishes',
      OIDC_CLIENT_ID: 'steward',
      OIDC_CLIENT_SECRET: 'o-secret',
      OIDC_NAME: ' Diocese Sign-in ',
    };
    expect(parseConfig({}).oidc).toBeNull();
    expect(parseConfig(standard).oidc).toEqual({
      issuer: 'https://id.diocese.example/realms/parishes',
      clientId: 'steward',
      clientSecret: 'o-secret',
      name: 'Diocese Sign-in',
      scopes: 'openid email profile',
    });
    expect(parseConfig({ ...standard, OIDC_SCOPES: '  openid  email groups email ' }).oidc?.scopes).toBe(
      'openid email groups',
    );
    expect(problems({ ...standard, OIDC_NAME: '' })).toEqual([
      'OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME must be set together',
    ]);
    expect(problems({ ...standard, OIDC_SCOPES: 'openid profile' })[0]).toContain(
      'OIDC_SCOPES must include openid and email',
    );
    expect(problems({ ...standard, OIDC_NAME: 'x'.repeat(41) })[0]).toContain('OIDC_NAME must be at most 40');
  });

  it('takes an http issuer only on this machine, for every provider', () => {
    const standard = { OIDC_CLIENT_ID: 'steward', OIDC_CLIENT_SECRET: 'o-secret', OIDC_NAME: 'Diocese' };
    expect(parseConfig({ ...standard, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(parseConfig({ ...standard, OIDC_ISSUER: 'http://localhost:9000/realms/a' }).oidc?.issuer).toBe(
      'http://localhost:9000/realms/a',
    );
    const https = 'must be an https:// URL (http:// only on localhost or 127.0.0.1)';
    expect(problems({ ...standard, OIDC_ISSUER: 'http://id.diocese.example' })[0]).toContain(
      `OIDC_ISSUER ${https}`,
    );
    expect(problems({ GOOGLE_ISSUER: 'http://accounts.example.net' })[0]).toContain(`GOOGLE_ISSUER ${https}`);
    expect(problems({ MICROSOFT_ISSUER: 'ftp://login.example.net' })[0]).toContain(
      `MICROSOFT_ISSUER ${https}`,
    );
    expect(problems({ ...standard, OIDC_ISSUER: 'not a url' })[0]).toContain(`OIDC_ISSUER ${https}`);
  });
});

describe('redactUrlPassword', () => {
  it('hides the password', () => {
    expect(redactUrlPassword('postgres://steward:s3cret@db:5432/app')).toBe(
      'postgres://steward:***@db:5432/app',
    );
  });
});
