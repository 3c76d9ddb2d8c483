import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../apps/server/test/free-port';

const ROOT = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app as `npm start` runs it (node apps/server/dist/main.js), on a free port and
 * a fresh DATA_DIR, so every browser test file begins from a newly seeded demo organisation: a
 * copy of the one the e2e global setup seeded once (seeded-data-dir.ts), its documents already
 * read, which saves each file the first start's seeding and OCR (about 20-40 s here).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const server = await runBuiltServer(dataDir, env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server on `dataDir`, answering /api/health; stop() ends it with SIGTERM. */
export async function runBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const logDir = process.env.E2E_SERVER_LOG_DIR;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_SERVER_LOG_DIR keeps each server's log, every request with its time, to find a stall.
      LOG_LEVEL: logDir ? 'info' : 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    if (logDir) appendFileSync(join(logDir, `server-${port}.log`), chunk);
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
