import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const WEB_ROOT = join(import.meta.dirname, '..', 'apps', 'web');

/** Every server secret Steward reads, under its own name and as a VITE_ variable Vite would inline. */
const SECRET_NAMES = [
  'APP_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'ANTHROPIC_API_KEY',
  'FRED_API_KEY',
  'BEA_API_KEY',
  'NOAA_TOKEN',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const outDir = mkdtempSync(join(tmpdir(), 'steward-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built web app', () => {
  it('carries no secret: a build with every secret set (also as VITE_ variables) contains none of them', async () => {
    const canaries = new Map(SECRET_NAMES.map((name) => [name, `canary-${name.toLowerCase()}-7f3a9c`]));
    const saved = { ...process.env };
    for (const [name, value] of canaries) {
      process.env[name] = value;
      process.env[`VITE_${name}`] = value;
    }
    try {
      const { build } = await import('vite');
      await build({ root: WEB_ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env = saved;
    }
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [name, value] of canaries) expect(text.includes(value), `${name} in ${file}`).toBe(false);
    }
  }, 120_000);

  it('shipped as built by npm start holds nothing that looks like a key', () => {
    const dist = join(WEB_ROOT, 'dist');
    for (const file of filesUnder(dist)) {
      const text = readFileSync(file, 'utf8');
      // Anthropic keys, AWS access keys, and a "key=" with a long value in a URL.
      expect(text, file).not.toMatch(/sk-ant-[\w-]{10,}|AKIA[0-9A-Z]{16}|api_key=[\w-]{16,}/);
    }
  });
});
