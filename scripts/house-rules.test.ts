import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImports } from './import-graph';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Wrong imports, one per house rule, with the words of the rule each must be refused with. */
const WRONG: { path: string; text: string; biome: string; graph: string }[] = [
  {
    path: 'packages/domain/src/zz-rule-probe.ts',
    text: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    biome: 'The domain is pure TypeScript',
    graph: 'the domain is pure: no I/O and no framework',
  },
  {
    path: 'apps/server/src/db/zz-rule-probe.ts',
    text: "import { recordAudit } from '@/platform/audit-log';\nexport const probe = recordAudit;\n",
    biome: 'The database layer is the lowest',
    graph: 'the database layer is the lowest: it never imports the platform or a module',
  },
  {
    path: 'apps/server/src/platform/zz-rule-probe.ts',
    text: "import { signIn } from '@/modules/accounts/service';\nexport const probe = signIn;\n",
    biome: 'The platform never imports a module',
    graph: 'platform never imports a module',
  },
  {
    path: 'apps/server/src/modules/members/zz-rule-probe.ts',
    text: "import { findUserByEmail } from '@/modules/accounts/queries';\nexport const probe = findUserByEmail;\n",
    biome: 'A module uses another only through its service',
    graph: 'a module reaches another only through its service',
  },
  {
    path: 'apps/server/src/modules/members/service/zz-rule-probe.ts',
    text: "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    biome: "SQL lives only in a module's queries",
    graph: "SQL lives only in a module's queries",
  },
  {
    path: 'apps/server/src/modules/members/routes/zz-rule-probe.ts',
    text: "import { memberships } from '@/db/schema';\nexport const probe = memberships;\n",
    biome: 'they never touch the database',
    graph: 'routes call services; they never touch the database',
  },
  {
    path: 'apps/web/src/features/departments/zz-rule-probe.ts',
    text: "import { useMembers } from '@/features/members/api/get-members';\nexport const probe = useMembers;\n",
    biome: 'A feature imports only components/, lib/, the domain and itself',
    graph: 'a feature imports only components/, lib/, the domain and itself',
  },
  {
    path: 'apps/web/src/lib/zz-rule-probe.ts',
    text: "import { useMembers } from '@/features/members/api/get-members';\nexport const probe = useMembers;\n",
    biome: 'they never import a feature or the app',
    graph: 'components/ and lib/ are shared: they never import a feature or the app',
  },
];

/**
 * Biome's lint of the probes, written into the tree for the moment of the check, as the text of
 * each one's diagnostics by path. One run for all of them: each run of Biome indexes the whole
 * project first (about 4 s here), however few files it is given.
 */
function biomeLint(probes: { path: string; text: string }[]): Map<string, string> {
  // The folders too, when a probe needs one that does not exist (removed again afterwards).
  const written = probes.map(({ path, text }) => {
    const file = join(ROOT, path);
    const created = mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return created ?? file;
  });
  let output = '';
  try {
    execFileSync(
      join(ROOT, 'node_modules/.bin/biome'),
      ['lint', '--max-diagnostics=none', ...probes.map(({ path }) => path)],
      { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    output = `${stdout}${stderr}`;
  } finally {
    for (const path of written) rmSync(path, { recursive: true, force: true });
  }
  // Each diagnostic starts with a line "path:line:column rule ━━━".
  const byPath = new Map<string, string>();
  for (const diagnostic of output.split(/^(?=\S+:\d+:\d+ \S+ ━)/m)) {
    const path = /^(\S+):\d+:\d+ /.exec(diagnostic)?.[1];
    if (path) byPath.set(path, `${byPath.get(path) ?? ''}${diagnostic}`);
  }
  return byPath;
}

describe('the house rules (docs/ARCHITECTURE.md)', () => {
  it('hold on the tree as it is: no import circle, no broken rule', () => {
    const report = analyseImports();
    expect(report.files).toBeGreaterThan(500);
    expect(report.cycles).toEqual([]);
    expect(report.violations).toEqual([]);
  });

  it.each(WRONG)('refuse $path in the import graph', ({ path, text, graph }) => {
    const report = analyseImports({ [path]: text });
    expect(report.violations.map((v) => `${v.file}: ${v.rule}`)).toEqual([
      expect.stringContaining(`${path}: ${graph}`),
    ]);
  });

  it.each([
    {
      path: 'packages/domain/src/zz-rule-probe.ts',
      text: "import type { Config } from '../../../apps/server/src/config';\nexport type Probe = Config;\n",
      rule: 'the domain imports nothing of the apps',
    },
    {
      path: 'apps/web/src/lib/zz-rule-probe.ts',
      text: "import type { Config } from '../../../server/src/config';\nexport type Probe = Config;\n",
      rule: 'the web app never imports the server',
    },
  ])('refuse $path reaching into another app (the import graph alone)', ({ path, text, rule }) => {
    const report = analyseImports({ [path]: text });
    expect(report.violations.map((v) => `${v.file}: ${v.rule}`)).toEqual([`${path}: ${rule}`]);
  });

  it('refuse a relative import that climbs into another area (the import graph alone)', () => {
    const path = 'apps/server/src/modules/members/zz-rule-probe.ts';
    const report = analyseImports({
      [path]: "import { recordAudit } from '../../platform/audit-log';\nexport const probe = recordAudit;\n",
    });
    expect(report.violations.map((v) => `${v.file}: ${v.rule}`)).toEqual([
      `${path}: a relative import stays inside its own area; across areas it goes through @/`,
    ]);
  });

  it('find an import circle, type-only imports included', () => {
    const report = analyseImports({
      'apps/server/src/platform/zz-circle-a.ts':
        "import type { B } from './zz-circle-b';\nexport type A = B[];\n",
      'apps/server/src/platform/zz-circle-b.ts':
        "import type { A } from './zz-circle-a';\nexport type B = A | 1;\n",
    });
    expect(report.cycles).toEqual([
      ['apps/server/src/platform/zz-circle-a.ts', 'apps/server/src/platform/zz-circle-b.ts'],
    ]);
  });

  describe('in Biome, as an editor shows them', () => {
    let diagnostics: Map<string, string>;
    beforeAll(() => {
      diagnostics = biomeLint(WRONG);
    });

    it.each(WRONG)('refuse $path', ({ path, biome }) => {
      const output = diagnostics.get(path) ?? '';
      expect(output).toContain('lint/style/noRestrictedImports');
      expect(output).toContain(biome);
    });
  });
});
