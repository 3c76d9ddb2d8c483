import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@test/free-port';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths';

// These start the real entry point in a child process, as `npm start` does.
const MAIN = join(serverRoot(), 'src', 'main.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'steward-main-'));
  dirs.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('Steward is running at')) resolve();
    });
    child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
  });
  // Only some tests wait for it; the others expect the process to exit.
  listening.catch(() => {});
  return { child, exited, listening };
}

describe('starting the server', () => {
  it('stops with one clear line naming a bad variable, not a stack trace', async () => {
    const { exited } = start({ PORT: 'abc', DATA_DIR: tempDir() });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toBe('steward: PORT must be a whole number between 1 and 65535 (got "abc")\n');
  });

  it('stops with one clear line when DATABASE_URL cannot be reached, without printing its password', async () => {
    const port = await freePort();
    const { exited } = start({
      DATABASE_URL: `postgres://steward:hunter2@127.0.0.1:${port}/steward`,
      APP_SECRET: 'z'.repeat(40),
    });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^steward: DATABASE_URL: cannot connect to postgres:\/\/steward:\*\*\*@127\.0\.0\.1:\d+\/steward \(.+\)\n$/,
    );
    expect(stderr).not.toContain('hunter2');
  });

  it('serves the demo on the embedded database, refuses a second process on the same DATA_DIR, and shuts down cleanly', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await first.listening;

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', driver: 'pglite' });
    // The demo secret is generated once and readable by its owner only.
    expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^steward: DATA_DIR: another Steward process is already using .+\n$/);

    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('shutting down');
    // Two processes start from source and the first seeds the demo: past 30 s beside a browser file.
  }, 90_000);
});
