// Citations a reader of the repository can follow. "spec 000 §5" in a comment or a string names
// section 5 of docs/spec/000-core-platform.md (001: docs/spec/001-fundraising.md), so every cited
// section must exist there. A work-tracking issue number leads nowhere from the code: comments say
// the reason, or point to the spec or docs/ (the browser tests in e2e/ are kept as they are).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';
import { walk } from './import-graph';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'scripts', 'e2e'];
const SPEC_FILES: Record<string, string> = {
  '000': 'docs/spec/000-core-platform.md',
  '001': 'docs/spec/001-fundraising.md',
};
const SPEC_INDEX = 'docs/spec/README.md';

/** "spec 000", a bare "000 §", an RFC (whose § numbers are its own), or a § number. */
const CITATION = /\bspec\s+(\d{3})\b|\b(\d{3})(?=\s*§)|\bRFC\s*\d+|§\s*(\d+(?:\.\d+)*)/gi;
const ISSUE = /\bissues?\s*#?\d+/gi;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function specSections(): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  for (const [spec, file] of Object.entries(SPEC_FILES)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    sections.set(spec, new Set([...text.matchAll(/^## (\d+)\. /gm)].map((m) => m[1] as string)));
  }
  return sections;
}

interface Passage {
  kind: 'comment' | 'string';
  /** Offset of the passage in its file. */
  start: number;
  /** The passage as written (escapes unread), so offsets match the file. */
  text: string;
}

/**
 * A file's comments and string literals, read by the TypeScript parser (a `//` inside a string or
 * a regular expression is not a comment). Line comments on consecutive lines are one comment.
 */
function passages(path: string, source: string): Passage[] {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : path.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, ts.CommentRange>();
  const strings: Passage[] = [];
  const addComments = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) comments.set(range.pos, range);
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node)
    ) {
      const start = node.getStart(file);
      strings.push({ kind: 'string', start, text: source.slice(start, node.end) });
    }
    addComments(ts.getLeadingCommentRanges(source, node.getFullStart()));
    addComments(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);

  const merged: Passage[] = [];
  let previous: ts.CommentRange | undefined;
  for (const range of [...comments.values()].sort((a, b) => a.pos - b.pos)) {
    const last = merged.at(-1);
    const nextLine =
      previous?.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      /^[ \t]*\r?\n[ \t]*$/.test(source.slice(previous.end, range.pos));
    if (last && nextLine) last.text = source.slice(last.start, range.end);
    else merged.push({ kind: 'comment', start: range.pos, text: source.slice(range.pos, range.end) });
    previous = range;
  }
  return [...merged, ...strings];
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

interface Report {
  citations: number;
  problems: string[];
}

/**
 * The citations of one file, each § number read against the spec named last before it in the same
 * comment or string ("spec 000 §2, §6": both of 000), and its comments' issue numbers.
 */
function checkSource(path: string, source: string, sections: Map<string, Set<string>>): Report {
  const report: Report = { citations: 0, problems: [] };
  for (const passage of passages(path, source)) {
    const at = (offset: number) => `${path}:${lineOf(source, passage.start + offset)}`;
    let spec: string | null = null;
    for (const match of passage.text.matchAll(CITATION)) {
      const [, named, bare, section] = match;
      if (named || bare) spec = (named ?? bare) as string;
      else if (section === undefined) spec = null;
      else if (spec !== null) {
        report.citations++;
        const known = sections.get(spec);
        if (!known)
          report.problems.push(`${at(match.index)}: spec ${spec} §${section}: no ${spec} in docs/spec`);
        else if (!known.has(section))
          report.problems.push(
            `${at(match.index)}: spec ${spec} §${section}: ${SPEC_FILES[spec]} has no section ${section} (it has §${[...known].join(', §')})`,
          );
      }
    }
    if (passage.kind === 'comment' && !path.startsWith('e2e/'))
      for (const issue of passage.text.matchAll(ISSUE))
        report.problems.push(
          `${at(issue.index)}: "${issue[0]}": say the reason, or point to the spec or a document in docs/`,
        );
  }
  return report;
}

function checkTree(): Report & { files: number } {
  const sections = specSections();
  const files = SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir), /\.(ts|tsx|mjs)$/));
  const report = { files: files.length, citations: 0, problems: [] as string[] };
  for (const file of files) {
    const path = relative(ROOT, file).split(sep).join('/');
    const { citations, problems } = checkSource(path, readFileSync(file, 'utf8'), sections);
    report.citations += citations;
    report.problems.push(...problems);
  }
  return report;
}

// The probes write § as \u00a7, so this file's own scan does not read them as citations.
const probe = (path: string, ...lines: string[]) => checkSource(path, lines.join('\n'), specSections());

describe('citations of the spec (docs/spec/README.md)', () => {
  it('name sections that exist, and no comment names an issue number', () => {
    const report = checkTree();
    expect(report.files).toBeGreaterThan(500);
    expect(report.citations).toBeGreaterThan(300);
    expect(report.problems).toEqual([]);
  });

  it('refuse a section the spec does not have, naming file and line', () => {
    const { problems } = probe(
      'apps/web/src/zz.ts',
      '/** Spec 000 \u00a72 Dashboard. */',
      'const a = 1;',
      '/**',
      ' * Spec 001 \u00a74, \u00a712 item 5 and spec 000 \u00a77.3, \u00a79; RFC 6749 \u00a710.12.',
      ' */',
      "it('spec 002 \u00a71', () => {});",
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^apps\/web\/src\/zz\.ts:4: spec 001 §12: docs\/spec\/001-fundraising\.md has no section 12/,
      ),
      expect.stringMatching(
        /^apps\/web\/src\/zz\.ts:4: spec 000 §7\.3: docs\/spec\/000-core-platform\.md has no/,
      ),
      'apps/web/src/zz.ts:6: spec 002 \u00a71: no 002 in docs/spec',
    ]);
  });

  it('read § numbers across the lines of one comment, never into the next', () => {
    const cited = probe(
      'bench/zz.ts',
      '// Spec 001 \u00a72 Upload panel and',
      '// \u00a799.',
      '',
      '// \u00a798 alone.',
    );
    expect(cited.problems).toEqual([expect.stringMatching(/^bench\/zz\.ts:2: spec 001 §99:/)]);
    expect(cited.citations).toBe(2);
  });

  it('refuse an issue number in a comment, outside e2e/ only', () => {
    // Put together, so that a grep of the tree for issue numbers does not find this probe.
    const mention = ['issue', '5'].join(' ');
    const comment = [`const a = 1; // real numbers (${mention})`, `const b = '${mention}';`];
    expect(probe('packages/domain/src/zz.ts', ...comment).problems).toEqual([
      `packages/domain/src/zz.ts:1: "${mention}": say the reason, or point to the spec or a document in docs/`,
    ]);
    expect(probe('e2e/zz.e2e.ts', ...comment).problems).toEqual([]);
  });

  it('link every numbered section from the index, at an anchor the heading has', () => {
    const index = readFileSync(join(ROOT, SPEC_INDEX), 'utf8');
    for (const file of Object.values(SPEC_FILES)) {
      const name = file.slice('docs/spec/'.length);
      const text = readFileSync(join(ROOT, file), 'utf8');
      const anchors = [...text.matchAll(/^#{2,3} (.+)$/gm)].map((m) => anchor(m[1] as string));
      expect(new Set(anchors).size).toBe(anchors.length);
      const linked = [...index.matchAll(new RegExp(`\\]\\(${name.replace('.', '\\.')}#([^)]+)\\)`, 'g'))].map(
        (m) => m[1],
      );
      for (const target of linked) expect(anchors).toContain(target);
      const numbered = [...text.matchAll(/^## (\d+\. .+)$/gm)].map((m) => anchor(m[1] as string));
      expect(linked).toEqual(expect.arrayContaining(numbered));
    }
  });
});
