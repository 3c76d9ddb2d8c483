import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the PostgreSQL server the database tests create their databases on. */
    postgresUrl: string;
    /** A migrated database on that server, the template each test file's database is made from. */
    postgresTemplate: string;
  }
}

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Starts a throwaway PostgreSQL 15 from the machine's binaries in a temporary directory and returns
 * its superuser URL and a stop function. PostgreSQL refuses to run as root, so as root it runs as
 * the postgres user. `settings` are extra `-c` options (the tests turn durability off).
 */
export async function startPostgres(settings: string[] = []) {
  if (!existsSync(join(BIN, 'postgres'))) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${BIN}: run "apt-get install -y postgresql-15" or set TEST_DATABASE_URL`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(BIN, command), args, { stdio: 'pipe' });

  const dir = mkdtempSync(join(tmpdir(), 'steward-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const options = [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((s) => `-c ${s}`)];
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options.join(' '), '-w', 'start']);
  const log = join(dir, 'server.log');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The cluster's data directory. */
    dataDir: data,
    /**
     * Restarts the server as an operator would (`pg_ctl restart`, fast mode: sessions are ended,
     * then it starts again with the same options), resolving once it accepts connections. It does
     * not block the event loop, so a test can keep sending requests meanwhile.
     */
    async restart(mode: 'fast' | 'immediate' = 'fast') {
      // -l again: without it the new postmaster would keep pg_ctl's output pipe open.
      const args = ['-D', data, '-l', log, '-m', mode, '-w', 'restart'];
      if (asRoot)
        await promisify(execFile)('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...args]);
      else await promisify(execFile)(join(BIN, 'pg_ctl'), args);
    },
    stop() {
      const stopArgs = ['-D', data, '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...stopArgs]);
      else spawnSync(join(BIN, 'pg_ctl'), stopArgs);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The `server:postgres` tests' global setup: a throwaway server (see startPostgres), unless
 * TEST_DATABASE_URL points at one. It never skips: a missing server is a failed run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const url = process.env.TEST_DATABASE_URL;
    project.provide('postgresUrl', url);
    const template = await createTemplate(url);
    project.provide('postgresTemplate', template);
    return () => dropDatabase(url, template);
  }
  const server = await startPostgres(['fsync=off', 'synchronous_commit=off', 'max_connections=200']);
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', await createTemplate(server.url));
  return () => server.stop();
}

/** One statement as the server's superuser, on its own connection (CREATE and DROP DATABASE). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database migrated once, which createTestDatabase copies (CREATE DATABASE ... TEMPLATE) for each
 * test file instead of migrating each. Nothing may stay connected to it, or the copy is refused.
 */
async function createTemplate(url: string): Promise<string> {
  const name = `steward_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openPostgres(templateUrl.toString(), { max: 1 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return name;
}

function dropDatabase(url: string, name: string) {
  return adminQuery(url, `drop database if exists ${name} with (force)`);
}
