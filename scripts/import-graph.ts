// The import graph of the tree, and the house rules it must keep (docs/ARCHITECTURE.md): no
// import circle, the platform never imports a module, a module reaches another only through its
// service, SQL only in queries, routes never touch the database, features import only the shared
// folders, the domain and themselves. `npm run lint` runs it; `--graph` prints the dependencies
// between areas as a Mermaid diagram.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from '@typescript/typescript6';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'e2e',
  'bench',
  'scripts',
];
const SQL_PACKAGES = /^(drizzle-orm|pg|pg-copy-streams|@electric-sql\/pglite)(\/|$)/;
const SQL_FILES = ['apps/server/src/db/schema', 'apps/server/src/db/copy.ts'];

export interface ImportEdge {
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Repository-relative path of the file it resolves to, or null for a package. */
  to: string | null;
  /** `import type` / `export type`: erased at run time. */
  typeOnly: boolean;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

export interface ImportReport {
  files: number;
  edges: ImportEdge[];
  cycles: string[][];
  violations: Violation[];
}

/** The source files below `dir` whose names match `pattern` (node_modules and builds left out). */
export function walk(dir: string, pattern = /(?<!\.d)\.tsx?$/, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, pattern, out);
    else if (pattern.test(entry)) out.push(path);
  }
  return out;
}

const compilerOptions = new Map<string, ts.CompilerOptions>();

/** The compiler options of the tsconfig that owns `file` (its paths decide what `@/` means). */
function optionsFor(file: string): ts.CompilerOptions {
  const rel = relative(ROOT, file);
  const project = rel.startsWith(`apps${sep}server`)
    ? 'apps/server/tsconfig.json'
    : rel.startsWith(`apps${sep}web`)
      ? 'apps/web/tsconfig.json'
      : rel.startsWith(`packages${sep}domain`)
        ? 'packages/domain/tsconfig.json'
        : 'tsconfig.json';
  let options = compilerOptions.get(project);
  if (!options) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, project),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    options = parsed?.options ?? {};
    compilerOptions.set(project, options);
  }
  return options;
}

/** Every import, re-export and dynamic import() of a source text. */
function importsOf(file: string, text: string): Omit<ImportEdge, 'to' | 'from'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Omit<ImportEdge, 'to' | 'from'>[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What each file on disk imports, and where each of its imports resolves, kept for the process:
 * the house-rules test analyses the tree once per wrong import it probes, and resolving the
 * tree's six thousand imports is nearly all of an analysis's time. A file whose text changed is
 * read again.
 */
const analysed = new Map<string, { text: string; edges: Omit<ImportEdge, 'from'>[] }>();

function edgesOf(file: string, text: string, virtual: Set<string>): Omit<ImportEdge, 'from'>[] {
  const known = analysed.get(file);
  if (known?.text === text) return known.edges;
  const edges = importsOf(file, text).map((found) => ({
    ...found,
    to: resolveImport(found.specifier, file, virtual),
  }));
  // Only a file on disk whose imports all resolve to files on disk: a probe's answers depend on the probe.
  const onDisk = (path: string | null) => path === null || !virtual.has(join(ROOT, path));
  if (!virtual.has(file) && edges.every((edge) => onDisk(edge.to))) analysed.set(file, { text, edges });
  return edges;
}

function resolveImport(specifier: string, file: string, virtual: Set<string>): string | null {
  const host = { ...ts.sys, fileExists: (path: string) => virtual.has(path) || ts.sys.fileExists(path) };
  const resolved = ts.resolveModuleName(specifier, file, optionsFor(file), host).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const path = relative(ROOT, resolved.resolvedFileName);
  return path.startsWith('..') ? null : path.split(sep).join('/');
}

/** Where a repository-relative path sits in the architecture. */
export function areaOf(path: string) {
  const server = /^apps\/server\/src\/(.*)$/.exec(path)?.[1];
  if (server !== undefined) {
    const module = /^modules\/([^/]+)\/(.*)$/.exec(server);
    if (module) {
      const [, name, rest] = module as unknown as [string, string, string];
      const part = /^(routes|service|queries|presenter|module)(\.ts$|\/)/.exec(rest)?.[1] ?? 'helper';
      return { app: 'server', layer: 'module', name, part } as const;
    }
    const layer = /^(platform|db|demo|security)\//.exec(server)?.[1] ?? 'root';
    return { app: 'server', layer, name: layer, part: null } as const;
  }
  if (path.startsWith('apps/server/test/')) return { app: 'server', layer: 'test', name: 'test', part: null };
  const web = /^apps\/web\/src\/(.*)$/.exec(path)?.[1];
  if (web !== undefined) {
    const feature = /^features\/([^/]+)\//.exec(web)?.[1];
    if (feature) return { app: 'web', layer: 'feature', name: feature, part: null } as const;
    const layer = /^(components|lib|app|test)\//.exec(web)?.[1] ?? 'root';
    return { app: 'web', layer, name: layer, part: null } as const;
  }
  if (path.startsWith('packages/domain/'))
    return { app: 'domain', layer: 'domain', name: 'domain', part: null };
  return { app: 'tooling', layer: 'tooling', name: path.split('/')[0] ?? path, part: null } as const;
}

const isTest = (path: string) => /\.test\.tsx?$|\.e2e\.ts$/.test(path);

/** The house rule an import breaks, or null. Tests may import freely; circles are checked apart. */
export function ruleBroken(edge: ImportEdge): string | null {
  const from = areaOf(edge.from);
  const to = edge.to ? areaOf(edge.to) : null;
  if (from.app === 'domain' && (to?.app === 'server' || to?.app === 'web')) {
    return 'the domain imports nothing of the apps';
  }
  if (from.app === 'web' && to?.app === 'server') return 'the web app never imports the server';
  if (from.app === 'server' && to?.app === 'web') return 'the server never imports the web app';

  // The repository's own tools (e2e, bench) reach into the apps by path; inside the apps, an
  // import across areas is written with @/ so it reads the same from anywhere.
  const insideApps = from.app !== 'tooling' && to !== null && to.app !== 'tooling';
  if (insideApps && edge.specifier.startsWith('.') && (to.layer !== from.layer || to.name !== from.name)) {
    return 'a relative import stays inside its own area; across areas it goes through @/';
  }
  if (isTest(edge.from)) return null;
  if (from.app === 'domain' && /^(node:|(react|react-dom|fastify|drizzle-orm)(\/|$))/.test(edge.specifier)) {
    return 'the domain is pure: no I/O and no framework';
  }
  const sqlImport =
    SQL_PACKAGES.test(edge.specifier) ||
    (edge.to !== null && SQL_FILES.some((sqlFile) => edge.to?.startsWith(sqlFile)));

  if (from.app === 'server') {
    if (from.layer === 'db' && (to?.layer === 'platform' || to?.layer === 'module')) {
      return 'the database layer is the lowest: it never imports the platform or a module';
    }
    if (from.layer === 'platform' && to?.layer === 'module') {
      return 'platform never imports a module: modules register with the platform instead';
    }
    if (from.layer === 'module') {
      if (to?.layer === 'module' && to.name !== from.name && to.part !== 'service') {
        return `a module reaches another only through its service (modules/${to.name}/service)`;
      }
      if (from.part === 'routes' && (sqlImport || (to?.layer === 'module' && to.part === 'queries'))) {
        return 'routes call services; they never touch the database';
      }
      if (from.part !== 'queries' && sqlImport) return "SQL lives only in a module's queries";
      // The types Db and Tx may travel through services; running a statement may not.
      if (edge.specifier === '@/db/client' && !edge.typeOnly && from.part !== 'queries') {
        return "SQL lives only in a module's queries";
      }
    }
  }

  if (from.app === 'web' && to?.app === 'web') {
    if (from.layer === 'feature' && !(to.layer === 'feature' && to.name === from.name)) {
      if (to.layer === 'feature' || to.layer === 'app' || to.layer === 'test') {
        return 'a feature imports only components/, lib/, the domain and itself';
      }
    }
    if (
      (from.layer === 'components' || from.layer === 'lib') &&
      (to.layer === 'feature' || to.layer === 'app')
    ) {
      return 'components/ and lib/ are shared: they never import a feature or the app';
    }
  }
  return null;
}

/**
 * Strongly connected components of more than one file (or a file importing itself). Type-only
 * imports count too: they vanish at run time, but a circle of types is still two areas that each
 * need the other, which is what the rules forbid.
 */
function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.to) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/**
 * Reads every source file of the tree (plus `virtualFiles`, path -> text, which stand in for
 * files on disk: the tests use them to prove a wrong import is refused) and checks the rules.
 */
export function analyseImports(virtualFiles: Record<string, string> = {}): ImportReport {
  const virtual = new Set(Object.keys(virtualFiles).map((path) => join(ROOT, path)));
  const files = new Set([...SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir))), ...virtual]);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const from = relative(ROOT, file).split(sep).join('/');
    const text = virtualFiles[from] ?? readFileSync(file, 'utf8');
    for (const edge of edgesOf(file, text, virtual)) edges.push({ ...edge, from });
  }
  const violations = edges.flatMap((edge) => {
    const rule = ruleBroken(edge);
    return rule ? [{ file: edge.from, specifier: edge.specifier, rule }] : [];
  });
  return { files: files.size, edges, cycles: findCycles(edges), violations };
}

/** The dependencies between areas (server modules, platform, web features...) as Mermaid. */
export function areaGraph(edges: ImportEdge[], app: 'server' | 'web'): string {
  const label = (path: string) => {
    const area = areaOf(path);
    return area.layer === 'module' || area.layer === 'feature' ? `${area.layer}s/${area.name}` : area.layer;
  };
  const lines = new Set<string>();
  for (const edge of edges) {
    if (!edge.to || isTest(edge.from)) continue;
    const from = areaOf(edge.from);
    const to = areaOf(edge.to);
    if (from.app !== app || to.app !== app) continue;
    const [a, b] = [label(edge.from), label(edge.to)];
    if (a !== b) lines.add(`  ${JSON.stringify(a)} --> ${JSON.stringify(b)}`.replaceAll('"', ''));
  }
  return ['graph LR', ...[...lines].sort()].join('\n');
}

function main() {
  const started = performance.now();
  const report = analyseImports();
  if (process.argv.includes('--graph')) {
    for (const app of ['server', 'web'] as const) console.log(`${app}:\n${areaGraph(report.edges, app)}\n`);
  }
  for (const cycle of report.cycles) console.error(`import circle: ${cycle.join(' -> ')}`);
  for (const v of report.violations) console.error(`${v.file}: import '${v.specifier}': ${v.rule}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `import graph: ${report.files} files, ${report.edges.length} imports, ${report.cycles.length} circles, ${report.violations.length} broken rules (${seconds} s)`,
  );
  if (report.cycles.length > 0 || report.violations.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
