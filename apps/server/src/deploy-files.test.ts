import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// yaml is installed with @fastify/swagger (a server dependency) and vite.
import { parse } from 'yaml';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { configVariables, parseConfig } from './config';
import { serverRoot } from './paths';

// Docker cannot run where the tests run: these check what the files say against the code.
const root = join(serverRoot(), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  environment?: Record<string, string | number | boolean | null> | string[];
  command?: string | string[];
  networks?: Record<string, { aliases?: string[] } | null> | string[];
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };

function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => [entry.split('=')[0] as string, entry.split('=').slice(1).join('=')]),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value ?? '')]));
}

/** What compose gives the container when .env sets nothing: `${X:-default}` is the default, `${X}` is empty. */
function withDefaults(value: string): string {
  return value.replace(
    /\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g,
    (_match, fallback: string | undefined) => fallback ?? '',
  );
}

const steward = compose.services.steward as ComposeService;
const stewardEnvironment = environmentOf(steward);

describe('docker-compose.yml', () => {
  it('sets only environment variables that config.ts reads', () => {
    const known = configVariables();
    expect(known).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'APP_SECRET', 'APP_SECRET_PREVIOUS', 'S3_BUCKET']),
    );
    const names = Object.keys(stewardEnvironment);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });

  it('has an APP_SECRET placeholder of at least 32 characters, and its defaults form a valid configuration', () => {
    const appSecret = withDefaults(stewardEnvironment.APP_SECRET ?? '');
    expect(appSecret.length).toBeGreaterThanOrEqual(32);
    const environment = Object.fromEntries(
      Object.entries(stewardEnvironment).map(([name, value]) => [name, withDefaults(value)]),
    );
    const config = parseConfig(environment, '/app');
    expect(config).toMatchObject({ demoMode: false, host: '0.0.0.0', appSecret, appSecretPrevious: [] });
    expect(config.s3).toMatchObject({ bucket: 'steward', forcePathStyle: true });
  });

  it('points the database, mail and bucket addresses at services of the file, and creates the bucket', () => {
    const names = new Set<string>();
    for (const [name, service] of Object.entries(compose.services)) {
      names.add(name);
      const networks = service.networks;
      if (networks && !Array.isArray(networks))
        for (const network of Object.values(networks))
          for (const alias of network?.aliases ?? []) names.add(alias);
    }
    for (const variable of ['DATABASE_URL', 'SMTP_URL', 'S3_ENDPOINT']) {
      const url = new URL(withDefaults(stewardEnvironment[variable] ?? ''));
      expect(names, variable).toContain(url.hostname);
    }
    const init = [compose.services['minio-init']?.command ?? ''].flat().join(' ');
    expect(init).toMatch(new RegExp(`mc mb --ignore-existing \\w+/${stewardEnvironment.S3_BUCKET}\\b`));
  });
});

describe('npm start', () => {
  it('runs the built server with the flags every start of it uses', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(
      `npm run build && node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`,
    );
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';
  const instructions = (stage: string, name: string) =>
    stage.split('\n').filter((line) => line.startsWith(`${name} `));

  it('builds in one stage and runs the built server from a slim Node stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).toMatch(/npm run build\b/);
    expect(runtime).toMatch(/^node:\d+[\w.-]*-slim\b/);
    expect(runtime).toMatch(/--omit=dev|--from=production-dependencies/);
    const command = ['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'];
    expect(instructions(runtime, 'CMD')).toEqual([
      `CMD [${command.map((part) => JSON.stringify(part)).join(', ')}]`,
    ]);
  });

  it('builds and runs on the Node LTS that npm test starts the built server on', () => {
    const lts = /^const LTS = '(\d+)\./m.exec(read('scripts/test-on-lts.mjs'))?.[1];
    expect(lts).toMatch(/^\d+$/);
    const images = stages
      .map((stage) => stage.split(/\s/)[0] ?? '')
      .filter((image) => image.startsWith('node:'));
    expect(images).toEqual([`node:${lts}-bookworm-slim`, `node:${lts}-bookworm-slim`]);
  });

  it('runs as a user other than root', () => {
    const users = instructions(runtime, 'USER').map((line) => line.slice('USER '.length).trim());
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0', '0:0']).not.toContain(users.at(-1));
  });

  it('exposes the port compose publishes, and checks the health endpoint the server answers', () => {
    expect(instructions(runtime, 'EXPOSE')).toEqual([`EXPOSE ${stewardEnvironment.PORT}`]);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(readFileSync(join(serverRoot(), 'src', 'modules', 'system', 'routes.ts'), 'utf8')).toContain(
      "'/api/health'",
    );
  });

  it('copies from the build context only paths that exist and that .dockerignore lets in', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const sources = dockerfile
      .split('\n')
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      expect(ignored, source).not.toContain(source);
    }
  });
});
