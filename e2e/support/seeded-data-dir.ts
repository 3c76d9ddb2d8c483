import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuiltServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server seeded with the demo organisation, its documents read. */
    seededDataDir: string;
  }
}

const DEMO_ADMIN = { email: 'demo@example.org', password: 'demo1234' };
/** A word only the demo's scanned paper holds (apps/server/src/demo/assets): read once OCR ends. */
const SCANNED_WORD = 'Alvarez';

/**
 * The e2e global setup: the built server seeds a fresh DATA_DIR once, as `npm start` does on a
 * new machine, and reads the demo's documents (OCR of the scan last); then it stops cleanly, and
 * each browser test file's server starts on a copy (startBuiltServer).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-seeded-'));
  const server = await runBuiltServer(dataDir);
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'x-steward-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
    if (!signIn.ok || !cookie) throw new Error(`The demo sign-in answered ${signIn.status}`);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const found = await fetch(`${server.url}/api/documents?q=${SCANNED_WORD}`, { headers: { cookie } });
      if (found.ok && (await found.json()).total === 1) break;
      if (Date.now() > deadline) throw new Error("The demo's scanned paper was not read within 180 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
