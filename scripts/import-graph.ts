// The import graph of the tree, and the house rules it must keep (docs/ARCHITECTURE.md): no
// import circle, the platform never imports a module, a module reaches another only through its
// public surface (service.ts, or the barrel service/index.ts), no two modules depend on each
// other, SQL only in queries, routes never touch the database, features import only the shared
// folders, the domain and themselves, and no room (a server module, a web feature) grows past
// ROOM_LINE_LIMIT lines. `npm run lint` runs it and prints the largest rooms; `--graph` prints
// the dependencies between areas as a Mermaid diagram.
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
/**
 * The most lines of source (test files left out) one server module or one web feature may hold:
 * past it, an area is several areas and is split, so each stays one a reader can hold in mind.
 */
export const ROOM_LINE_LIMIT = 4_000;

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

/** Server modules that depend on each other, around one circle: `modules` ends where it starts. */
export interface ModuleCircle {
  modules: string[];
  /** One import behind each step of the circle. */
  via: ImportEdge[];
}

/** A server module (`apps/server/src/modules/<m>`) or a web feature (`apps/web/src/features/<f>`). */
export interface Room {
  app: 'server' | 'web';
  /** Its folder, repository-relative. */
  path: string;
  /** Lines of its source files, test files left out. */
  lines: number;
}

export interface ImportReport {
  files: number;
  edges: ImportEdge[];
  cycles: string[][];
  moduleCircles: ModuleCircle[];
  violations: Violation[];
  /** Every room, the largest first. */
  rooms: Room[];
  /** The rooms over ROOM_LINE_LIMIT. */
  oversizedRooms: Room[];
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
  // A virtual file may stand in a folder that does not exist either (a probe's new module).
  const host = {
    ...ts.sys,
    fileExists: (path: string) => virtual.has(path) || ts.sys.fileExists(path),
    directoryExists: (path: string) =>
      [...virtual].some((file) => file.startsWith(`${path}${sep}`)) || ts.sys.directoryExists(path),
  };
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

/**
 * What other modules may import of a module: its service, `service.ts` when that is one file or
 * the barrel `service/index.ts` when it is a folder. Everything behind it is the module's own.
 */
const isPublicSurface = (path: string) =>
  /^apps\/server\/src\/modules\/[^/]+\/service(\.ts|\/index\.ts)$/.test(path);

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
      if (to?.layer === 'module' && to.name !== from.name && !isPublicSurface(edge.to as string)) {
        return `a module reaches another only through its service (@/modules/${to.name}/service): one area never imports another area's queries/ or service/ internals`;
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
  return stronglyConnected(next);
}

/**
 * Server modules that depend on each other: the circles of the graph of modules, where a module
 * depends on another when one of its files (tests left out, type-only imports included) imports
 * one of the other's. A barrel makes a circle of files likely as soon as two modules use each
 * other, so this is the rule that keeps the areas layered. One circle per knot of modules, the
 * shortest through its first module by name: once it is undone, the next run shows the next.
 */
function findModuleCircles(edges: ImportEdge[]): ModuleCircle[] {
  const via = new Map<string, ImportEdge>();
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.to || isTest(edge.from)) continue;
    const [from, to] = [areaOf(edge.from), areaOf(edge.to)];
    if (from.layer !== 'module' || to.layer !== 'module' || from.name === to.name) continue;
    const key = `${from.name} ${to.name}`;
    if (via.has(key)) continue;
    via.set(key, edge);
    next.set(from.name, [...(next.get(from.name) ?? []), to.name]);
  }
  return stronglyConnected(next).map((knot) => {
    const start = knot[0] as string;
    // Breadth first from the start, inside the knot, until a step leads back to it.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (last === undefined) {
      const node = queue.shift() as string;
      for (const target of (next.get(node) ?? []).filter((name) => knot.includes(name)).sort()) {
        if (target === start) {
          last = node;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    const between: string[] = [];
    for (let node = last; node !== start; node = cameFrom.get(node) as string) between.unshift(node);
    const modules = [start, ...between, start];
    const steps = modules.slice(1).map((to, i) => via.get(`${modules[i]} ${to}`) as ImportEdge);
    return { modules, via: steps };
  });
}

/**
 * The knots of a directed graph: its strongly connected components of more than one node (or a
 * node pointing at itself), each sorted.
 */
function stronglyConnected(next: Map<string, string[]>): string[][] {
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
  const texts: [string, string][] = [];
  for (const file of files) {
    const from = relative(ROOT, file).split(sep).join('/');
    const text = virtualFiles[from] ?? readFileSync(file, 'utf8');
    texts.push([from, text]);
    for (const edge of edgesOf(file, text, virtual)) edges.push({ ...edge, from });
  }
  const violations = edges.flatMap((edge) => {
    const rule = ruleBroken(edge);
    return rule ? [{ file: edge.from, specifier: edge.specifier, rule }] : [];
  });
  const rooms = roomSizes(texts);
  return {
    files: files.size,
    edges,
    cycles: findCycles(edges),
    moduleCircles: findModuleCircles(edges),
    violations,
    rooms,
    oversizedRooms: rooms.filter((room) => room.lines > ROOM_LINE_LIMIT),
  };
}

/** The room a repository-relative path belongs to (its folder), or null outside any. */
export function roomOf(path: string): Pick<Room, 'app' | 'path'> | null {
  const server = /^apps\/server\/src\/modules\/[^/]+(?=\/)/.exec(path)?.[0];
  if (server) return { app: 'server', path: server };
  const web = /^apps\/web\/src\/features\/[^/]+(?=\/)/.exec(path)?.[0];
  return web ? { app: 'web', path: web } : null;
}

/** Lines of a text as an editor numbers them; a last line without its newline counts too. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * How many lines of source each room holds, the largest first: its TypeScript files (`.ts`,
 * `.tsx`) but not its tests (`*.test.*`, `*.e2e.*`), which grow with the code they prove.
 */
export function roomSizes(files: Iterable<[path: string, text: string]>): Room[] {
  const rooms = new Map<string, Room>();
  for (const [path, text] of files) {
    const room = roomOf(path);
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!room || !/\.tsx?$/.test(name) || name.endsWith('.d.ts') || /\.(test|e2e)\./.test(name)) continue;
    const known = rooms.get(room.path) ?? { ...room, lines: 0 };
    known.lines += countLines(text);
    rooms.set(room.path, known);
  }
  return [...rooms.values()].sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

/** What the lint says of a room over ROOM_LINE_LIMIT. */
export function oversizedRoomMessage(room: Room): string {
  const parts = room.app === 'server' ? 'modules' : 'features';
  return `room over ${ROOM_LINE_LIMIT} lines: ${room.path} has ${room.lines} lines of source (tests left out); split it into smaller ${parts}, one area each`;
}

/** What the lint says of a circle of modules. */
export function moduleCircleMessage(circle: ModuleCircle): string {
  return `module circle: ${circle.modules.join(' -> ')}`;
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
  for (const app of ['server', 'web'] as const) {
    const largest = report.rooms.filter((room) => room.app === app).slice(0, 5);
    const names = largest.map((room) => `${room.path.slice(room.path.lastIndexOf('/') + 1)} ${room.lines}`);
    console.log(
      `largest ${app === 'server' ? 'server modules' : 'web features'} (lines, limit ${ROOM_LINE_LIMIT}): ${names.join(', ')}`,
    );
  }
  for (const cycle of report.cycles) console.error(`import circle: ${cycle.join(' -> ')}`);
  for (const circle of report.moduleCircles) {
    console.error(moduleCircleMessage(circle));
    for (const step of circle.via) console.error(`  ${step.from}: import '${step.specifier}'`);
  }
  for (const v of report.violations) console.error(`${v.file}: import '${v.specifier}': ${v.rule}`);
  for (const room of report.oversizedRooms) console.error(oversizedRoomMessage(room));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `import graph: ${report.files} files, ${report.edges.length} imports, ${report.cycles.length} circles, ${report.moduleCircles.length} module circles, ${report.violations.length} broken rules, ${report.oversizedRooms.length} rooms over ${ROOM_LINE_LIMIT} lines (${seconds} s)`,
  );
  const failed =
    report.cycles.length +
    report.moduleCircles.length +
    report.violations.length +
    report.oversizedRooms.length;
  if (failed > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
