import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyseImports,
  countLines,
  moduleCircleMessage,
  oversizedRoomMessage,
  ROOM_LINE_LIMIT,
  roomSizes,
} from './import-graph';

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
    graph:
      "a module reaches another only through its service (@/modules/accounts/service): one area never imports another area's queries/ or service/ internals",
  },
  {
    // A file behind another module's barrel: the barrel is the surface, what it re-exports is not.
    path: 'apps/server/src/modules/email/zz-rule-probe.ts',
    text: "import { documentFileLink } from '@/modules/documents/service/links';\nexport const probe = documentFileLink;\n",
    biome: 'A module uses another only through its service',
    graph: 'a module reaches another only through its service (@/modules/documents/service)',
  },
  {
    // Types are held to the same surface.
    path: 'apps/server/src/modules/sso/zz-rule-probe.ts',
    text: "import type { PendingSignIn } from '@/modules/security/service/sign-in-steps';\nexport type Probe = PendingSignIn;\n",
    biome: 'A module uses another only through its service',
    graph: 'a module reaches another only through its service (@/modules/security/service)',
  },
  {
    // A module's queries too: another module's rules are asked of its service, never imported.
    path: 'apps/server/src/modules/members/queries/zz-rule-probe.ts',
    text: "import { findUserByEmail } from '@/modules/accounts/queries';\nexport const probe = findUserByEmail;\n",
    biome: 'A module uses another only through its service',
    graph: 'a module reaches another only through its service (@/modules/accounts/service)',
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

/** The rules a file breaks, as `path: rule`: a probe's own, whatever the rest of the tree holds. */
function violationsOf(report: ReturnType<typeof analyseImports>, path: string) {
  return report.violations.filter((v) => v.file === path).map((v) => `${v.file}: ${v.rule}`);
}

describe('the house rules (docs/ARCHITECTURE.md)', () => {
  it('hold on the tree as it is: no import circle, no broken rule, no room too large', () => {
    const report = analyseImports();
    expect(report.files).toBeGreaterThan(500);
    expect(report.cycles).toEqual([]);
    expect(report.moduleCircles.map(moduleCircleMessage)).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(report.oversizedRooms.map(oversizedRoomMessage)).toEqual([]);
  });

  it.each(WRONG)('refuse $path in the import graph', ({ path, text, graph }) => {
    const report = analyseImports({ [path]: text });
    expect(violationsOf(report, path)).toEqual([expect.stringContaining(`${path}: ${graph}`)]);
  });

  it("let a module import another's public surface, service.ts or the barrel service/index.ts", () => {
    const path = 'apps/server/src/modules/members/zz-rule-probe.ts';
    const report = analyseImports({
      [path]: [
        "import { documentFileLink } from '@/modules/documents/service';",
        "import { findUserByEmail } from '@/modules/accounts/service';",
        'export const probe = [documentFileLink, findUserByEmail];',
        '',
      ].join('\n'),
    });
    expect(violationsOf(report, path)).toEqual([]);
  });

  it("let a test import another module's internals", () => {
    const path = 'apps/server/src/modules/members/zz-rule-probe.db.test.ts';
    const report = analyseImports({
      [path]:
        "import { findUserByEmail } from '@/modules/accounts/queries';\nexport const probe = findUserByEmail;\n",
    });
    expect(violationsOf(report, path)).toEqual([]);
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
    expect(violationsOf(report, path)).toEqual([`${path}: ${rule}`]);
  });

  it('refuse a relative import that climbs into another area (the import graph alone)', () => {
    const path = 'apps/server/src/modules/members/zz-rule-probe.ts';
    const report = analyseImports({
      [path]: "import { recordAudit } from '../../platform/audit-log';\nexport const probe = recordAudit;\n",
    });
    expect(violationsOf(report, path)).toEqual([
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

  it('find two modules that depend on each other, through their surfaces and by a type alone', () => {
    // accounts signs in through security's surface; security using accounts back closes a circle,
    // though no file imports itself again.
    const report = analyseImports({
      'apps/server/src/modules/security/zz-rule-probe.ts':
        "import type { signIn } from '@/modules/accounts/service';\nexport type Probe = typeof signIn;\n",
    });
    expect(report.cycles).toEqual([]);
    const circle = report.moduleCircles.find((found) => found.modules.includes('accounts'));
    expect(circle && moduleCircleMessage(circle)).toBe('module circle: accounts -> security -> accounts');
    expect(circle?.via.map((edge) => `${edge.from}: ${edge.specifier}`)).toEqual([
      expect.stringMatching(/^apps\/server\/src\/modules\/accounts\/[^:]+: @\/modules\/security\/service$/),
      'apps/server/src/modules/security/zz-rule-probe.ts: @/modules/accounts/service',
    ]);
  });

  it('name the shortest module circle of a knot, and leave tests out of it', () => {
    const report = analyseImports({
      'apps/server/src/modules/zz-probe-a/service.ts':
        "import { b } from '@/modules/zz-probe-b/service';\nexport const a = () => b;\n",
      'apps/server/src/modules/zz-probe-b/service.ts':
        "import { c } from '@/modules/zz-probe-c/service';\nexport const b = () => c;\n",
      'apps/server/src/modules/zz-probe-c/service.ts':
        "import type { a } from '@/modules/zz-probe-a/service';\nexport const c = (): typeof a | null => null;\n",
      'apps/server/src/modules/zz-probe-a/helper.ts':
        "import { c } from '@/modules/zz-probe-c/service';\nexport const helper = c;\n",
      'apps/server/src/modules/zz-probe-d/service.ts': 'export const d = 1;\n',
      'apps/server/src/modules/zz-probe-d/service.test.ts':
        "import { a } from '@/modules/zz-probe-a/service';\nexport const probe = a;\n",
      'apps/server/src/modules/zz-probe-a/service.test.ts':
        "import { d } from '@/modules/zz-probe-d/service';\nexport const probe = d;\n",
    });
    const probes = report.moduleCircles.filter((circle) => circle.modules.some((m) => m.startsWith('zz-')));
    expect(probes.map(moduleCircleMessage)).toEqual([
      'module circle: zz-probe-a -> zz-probe-c -> zz-probe-a',
    ]);
  });

  describe('rooms: no server module and no web feature over ROOM_LINE_LIMIT lines', () => {
    it('count the lines of source files, tests left out', () => {
      expect([countLines(''), countLines('a'), countLines('a\n'), countLines('a\n\nb')]).toEqual([
        0, 1, 1, 3,
      ]);
      const rooms = roomSizes([
        ['apps/server/src/modules/zz-a/service.ts', 'a\nb\n'],
        ['apps/server/src/modules/zz-a/routes/list.ts', 'c\n'],
        ['apps/server/src/modules/zz-a/service.db.test.ts', 'x\n'.repeat(50)],
        ['apps/server/src/modules/zz-a/types.d.ts', 'x\n'.repeat(50)],
        ['apps/server/src/modules/zz-a/README.md', 'x\n'.repeat(50)],
        ['apps/server/src/modules/zz-a.ts', 'x\n'.repeat(50)],
        ['apps/server/src/platform/zz.ts', 'x\n'.repeat(50)],
        ['apps/web/src/features/zz-b/page.tsx', 'a\nb\nc\nd\n'],
        ['apps/web/src/features/zz-b/page.test.tsx', 'x\n'.repeat(50)],
        ['apps/web/src/features/zz-b/flow.e2e.ts', 'x\n'.repeat(50)],
        ['apps/web/src/components/zz.tsx', 'x\n'.repeat(50)],
      ]);
      expect(rooms).toEqual([
        { app: 'web', path: 'apps/web/src/features/zz-b', lines: 4 },
        { app: 'server', path: 'apps/server/src/modules/zz-a', lines: 3 },
      ]);
    });

    it('refuse a room over the limit, by name, and not one at it', () => {
      const lines = (count: number) => 'export const probe = 1;\n'.repeat(count);
      const report = analyseImports({
        'apps/server/src/modules/zz-probe-large/service.ts': lines(ROOM_LINE_LIMIT - 10),
        'apps/server/src/modules/zz-probe-large/queries.ts': lines(11),
        'apps/server/src/modules/zz-probe-at/service.ts': lines(ROOM_LINE_LIMIT),
        'apps/server/src/modules/zz-probe-at/service.db.test.ts': lines(100),
        'apps/web/src/features/zz-probe-large/page.tsx': lines(ROOM_LINE_LIMIT + 1),
      });
      const probes = report.oversizedRooms.filter((room) => room.path.includes('/zz-probe-'));
      expect(probes.map(oversizedRoomMessage)).toEqual([
        'room over 4000 lines: apps/server/src/modules/zz-probe-large has 4001 lines of source (tests left out); split it into smaller modules, one area each',
        'room over 4000 lines: apps/web/src/features/zz-probe-large has 4001 lines of source (tests left out); split it into smaller features, one area each',
      ]);
      expect(report.rooms).toContainEqual({
        app: 'server',
        path: 'apps/server/src/modules/zz-probe-at',
        lines: 4000,
      });
    });
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
