import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { serverRoot } from '@/paths';
import { freePort } from '../free-port';

// The fault tests run Steward as `npm start` does, in a process of its own that they can kill, on
// a PostgreSQL they can look into. The entry point runs from source through tsx (as main.test.ts
// does), so a test never runs against a stale build.
const MAIN = join(serverRoot(), 'src', 'main.ts');

export const DEMO_ADMIN = { email: 'demo@example.org', password: 'demo1234' };
export const APP_SECRET = 'fault-tests-secret-fault-tests-secret-0123456789';

/** Polls `check` until it returns something other than undefined/false; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 45_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** One query on its own short-lived connection. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The same URL with another database name and an application_name (seen in pg_stat_activity). */
export function databaseUrl(serverUrl: string, database: string, applicationName?: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/**
 * An empty database on the server of the `server:postgres` project (or on `serverUrl`); Steward
 * migrates it when it starts. `drop` removes it, ending any session still on it.
 */
export async function createDatabase(serverUrl: string = inject('postgresUrl')) {
  const name = `steward_fault_${randomUUID().replaceAll('-', '')}`;
  await query(serverUrl, `create database ${name}`);
  return {
    name,
    /** A superuser URL of the database, for the test's own look inside. */
    url: databaseUrl(serverUrl, name),
    /** The URL a Steward process is given, named so its sessions can be told apart. */
    urlFor: (applicationName: string) => databaseUrl(serverUrl, name, applicationName),
    drop: () => query(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

export interface StewardProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGKILL: no shutdown hook, no clean-up, as a crash or an OOM kill ends it. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a clean shutdown). */
  stop(): Promise<void>;
}

const running = new Set<StewardProcess>();

/** Ends every process a test file started and did not stop (for afterAll). */
export async function killAll() {
  await Promise.all([...running].map((p) => p.kill()));
}

/** Starts Steward (src/main.ts) and resolves once /api/health answers 200. */
export async function startSteward(env: Record<string, string>): Promise<StewardProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const process_: StewardProcess = {
    url,
    child,
    output: () => output,
    exited,
    async kill() {
      running.delete(process_);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      running.delete(process_);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(process_);
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  await waitFor(
    'Steward to answer /api/health',
    async () => {
      if (ended) throw new Error(`Steward exited before it was ready:\n${output}`);
      try {
        return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
      } catch {
        return false;
      }
    },
    60_000,
    200,
  );
  return process_;
}

/** Headers the web app sends with a request that changes something (CSRF). */
export const MUTATION = { 'x-steward-csrf': '1' } as const;

/** Signs in and returns the `name=value` of the session cookie. */
export async function signIn(url: string, account = DEMO_ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { ...MUTATION, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

/** A JSON API call with the session cookie. */
export async function api(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      cookie,
      ...MUTATION,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the caller looks at `text`
  }
  return { status: response.status, text, json: json as Record<string, unknown> | null };
}
