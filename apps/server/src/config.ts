import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isOAuthProviderId, type OAuthProviderId } from '@steward/domain';
import { z } from 'zod';

/** Typed configuration of one server process, read from the environment at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, local files and the demo secret. */
  dataDir: string;
  /** Absent: embedded PostgreSQL (PGlite) under dataDir. */
  databaseUrl: string | null;
  demoMode: boolean;
  /** Null only in demo mode before the generated secret is loaded (see ensureAppSecret). */
  appSecret: string | null;
  /**
   * APP_SECRET_PREVIOUS: old secrets whose sealed values and signed links are still accepted during
   * a rotation, never used for new ones. Absent (configs built by hand) means none.
   */
  appSecretPrevious?: string[];
  /** The address users reach Steward at; decides cookie Secure, HSTS and the trusted Origin. */
  publicUrl: URL | null;
  /** Trust X-Forwarded-* from a reverse proxy in front of Steward. */
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Outgoing mail server; absent: emails stay in the local outbox in the database. */
  smtpUrl: string | null;
  /** The From address of every email Steward sends. */
  mailFrom: string;
  /** Uploads larger than this answer 413. */
  maxUploadBytes: number;
  /** S3-compatible object storage for documents; absent: local disk under dataDir/files. */
  s3: S3Config | null;
  /** OAUTH_PROVIDER_OVERRIDES: other endpoints for some providers (a test server, a regional host). */
  oauthProviderOverrides: OAuthProviderOverrides;
  /** Economic data services; without a key the Economic Insights tab shows labelled sample data. */
  economicData: EconomicDataConfig;
  /** The AI assistant's service; without a key Steward's built-in analyst answers. */
  assistant: AssistantConfig;
  /** JOB_INTERVAL_SECONDS: every background job on this one schedule (tests); null: their own. */
  jobIntervalMs: number | null;
}

export interface AssistantConfig {
  anthropicApiKey: string | null;
  /** Null: the SDK's default (https://api.anthropic.com). */
  anthropicBaseUrl: string | null;
  model: string;
  /** How long one call to the AI service may take. */
  timeoutMs: number;
}

export interface EconomicDataConfig {
  fredApiKey: string | null;
  /** Base URL of the FRED API (https://api.stlouisfed.org/fred). */
  fredUrl: string;
  beaApiKey: string | null;
  /** The BEA data API endpoint (https://apps.bea.gov/api/data). */
  beaUrl: string;
  /** NOAA Climate Data Online token, for the weather panel. */
  noaaToken: string | null;
  /** The CDO v2 API (https://www.ncei.noaa.gov/cdo-web/api/v2). */
  noaaUrl: string;
  /** The NOAA location of the weather panel, e.g. ZIP:28801. */
  noaaLocation: string;
  /** How long a call to one of these services may take. */
  timeoutMs: number;
}

export interface OAuthEndpointOverride {
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  revocationEndpoint?: string;
}
export type OAuthProviderOverrides = Partial<Record<OAuthProviderId, OAuthEndpointOverride>>;

export interface S3Config {
  bucket: string;
  region: string;
  /** For MinIO, R2 and other S3-compatible services; absent: AWS. */
  endpoint: string | null;
  /** Absent: the AWS SDK's default credential chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

const booleanVar = z
  .string()
  .transform((value, ctx) => {
    const parsed = BOOLEAN_WORDS[value.trim().toLowerCase()];
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    }
    return parsed;
  })
  .optional();

/** A URL whose scheme is one of `protocols`, e.g. ['http:', 'https:']. */
function urlVar(protocols: string[], message: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message)
    .optional();
}

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlVar(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  APP_SECRET_PREVIOUS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .refine((secrets) => secrets.length > 0, 'must list at least one old secret')
    .refine(
      (secrets) => secrets.every((secret) => secret.length >= 32),
      'must list secrets of at least 32 characters each, separated by commas',
    )
    .optional(),
  DEMO_MODE: booleanVar,
  PUBLIC_URL: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  TRUST_PROXY: booleanVar,
  SMTP_URL: urlVar(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().min(3, 'must be an email address').default('Steward <no-reply@steward.local>'),
  MAX_UPLOAD_MB: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of megabytes between 1 and 10240')
    .transform(Number)
    .refine((mb) => mb >= 1 && mb <= 10_240, 'must be a whole number of megabytes between 1 and 10240')
    .default(100),
  S3_BUCKET: z.string().trim().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanVar,
  OAUTH_PROVIDER_OVERRIDES: z.string().trim().optional(),
  ANTHROPIC_API_KEY: z.string().trim().min(1).optional(),
  ANTHROPIC_BASE_URL: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-4-5'),
  FRED_API_KEY: z.string().trim().min(1).optional(),
  FRED_API_URL: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  BEA_API_KEY: z.string().trim().min(1).optional(),
  BEA_API_URL: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  NOAA_TOKEN: z.string().trim().min(1).optional(),
  NOAA_API_URL: urlVar(['http:', 'https:'], 'must be an http:// or https:// URL'),
  NOAA_LOCATION: z
    .string()
    .trim()
    .regex(/^[A-Z]+:[A-Za-z0-9]+$/, 'must be a NOAA location id such as ZIP:28801')
    .default('ZIP:28801'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_INTERVAL_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds between 1 and 86400')
    .transform(Number)
    .refine(
      (seconds) => seconds >= 1 && seconds <= 86_400,
      'must be a whole number of seconds between 1 and 86400',
    )
    .optional(),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const endpointUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  );
const overridesSchema = z.record(
  z.string(),
  z.strictObject({
    authorizationEndpoint: endpointUrl.optional(),
    tokenEndpoint: endpointUrl.optional(),
    revocationEndpoint: endpointUrl.optional(),
  }),
);

/**
 * OAUTH_PROVIDER_OVERRIDES is JSON (`{"slack": {"tokenEndpoint": "https://..."}}`) or the path of a
 * file holding it, relative to the working directory.
 */
function parseOAuthOverrides(value: string | undefined, cwd: string): OAuthProviderOverrides {
  if (!value) return {};
  const name = 'OAUTH_PROVIDER_OVERRIDES';
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(resolve(cwd, value), 'utf8');
    } catch {
      throw new ConfigError([`${name} must be JSON or the path of a readable JSON file (got "${value}")`]);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError([`${name} is not valid JSON`]);
  }
  const parsed = overridesSchema.safeParse(json);
  const unknown = parsed.success ? Object.keys(parsed.data).filter((id) => !isOAuthProviderId(id)) : [];
  if (unknown.length > 0) {
    throw new ConfigError(unknown.map((id) => `${name} ${id} is not a known OAuth provider id`));
  }
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        `${name} ${issue.path.join('.')} ${issue.message}`.replace('  ', ' '),
      ),
    );
  }
  return parsed.data as OAuthProviderOverrides;
}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const secret = [
          'APP_SECRET',
          'APP_SECRET_PREVIOUS',
          'DATABASE_URL',
          'SMTP_URL',
          'S3_SECRET_ACCESS_KEY',
          'FRED_API_KEY',
          'ANTHROPIC_API_KEY',
          'NOAA_TOKEN',
          'BEA_API_KEY',
        ].includes(name);
        const shown = secret ? '' : ` (got "${present[name]}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const vars = result.data;
  const databaseUrl = vars.DATABASE_URL ?? null;
  const demoMode = vars.DEMO_MODE ?? databaseUrl === null;
  if (!demoMode && !vars.APP_SECRET) {
    throw new ConfigError([
      'APP_SECRET is required when DEMO_MODE is off (a random string of at least 32 characters)',
    ]);
  }
  if (!vars.S3_BUCKET && (vars.S3_ENDPOINT || vars.S3_ACCESS_KEY_ID || vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_BUCKET is required when other S3_ variables are set']);
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(cwd, vars.DATA_DIR),
    databaseUrl,
    demoMode,
    appSecret: vars.APP_SECRET ?? null,
    appSecretPrevious: vars.APP_SECRET_PREVIOUS ?? [],
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL) : null,
    trustProxy: vars.TRUST_PROXY ?? false,
    logLevel: vars.LOG_LEVEL,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    maxUploadBytes: vars.MAX_UPLOAD_MB * 1024 * 1024,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT ?? null,
          accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? Boolean(vars.S3_ENDPOINT),
        }
      : null,
    oauthProviderOverrides: parseOAuthOverrides(vars.OAUTH_PROVIDER_OVERRIDES, cwd),
    assistant: {
      anthropicApiKey: vars.ANTHROPIC_API_KEY ?? null,
      anthropicBaseUrl: vars.ANTHROPIC_BASE_URL ?? null,
      model: vars.ANTHROPIC_MODEL,
      timeoutMs: 30_000,
    },
    economicData: {
      fredApiKey: vars.FRED_API_KEY ?? null,
      fredUrl: (vars.FRED_API_URL ?? 'https://api.stlouisfed.org/fred').replace(/\/+$/, ''),
      beaApiKey: vars.BEA_API_KEY ?? null,
      beaUrl: vars.BEA_API_URL ?? 'https://apps.bea.gov/api/data',
      noaaToken: vars.NOAA_TOKEN ?? null,
      noaaUrl: (vars.NOAA_API_URL ?? 'https://www.ncei.noaa.gov/cdo-web/api/v2').replace(/\/+$/, ''),
      noaaLocation: vars.NOAA_LOCATION,
      timeoutMs: 8000,
    },
    jobIntervalMs: vars.JOB_INTERVAL_SECONDS ? vars.JOB_INTERVAL_SECONDS * 1000 : null,
  };
}

/** The URL without its password, for messages and logs (database and SMTP URLs). */
export function redactUrlPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
