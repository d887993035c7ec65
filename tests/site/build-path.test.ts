/**
 * The house has one build-time path and no arrow running up (issue 22):
 *
 *   content/chapters/NN-*.mdx ─ values only from ─▶ src/facts/chapter-NN.build.ts
 *        │ components (.astro)                           │
 *        ▼                                               ▼
 *   src/components, src/figures, src/widgets, src/exercises ──▶ src/lib ──▶ pocket-cube-solver
 *
 * Checked as facts about the import graph (value and type imports alike):
 * - no import cycle anywhere in src/, nor in solver/src/;
 * - src/lib imports nothing from the folders above it;
 * - a chapter takes values from its own facts entry and from nothing else
 *   (so a second-language edition of the chapter states the same numbers);
 * - a module that imports a build-time module (`*.build.ts`) for its values is
 *   build-time itself, an .astro file's frontmatter, or a chapter — so nothing computed at
 *   build time can reach a page's script by accident;
 * - only build-time modules read the disk (`node:` imports).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder } from './files-under.ts';

const ROOT = resolve(import.meta.dirname, '../..');

interface Edge {
  readonly specifier: string;
  /** The imported file (repo-relative), or null for a package. */
  readonly target: string | null;
  /** In an .astro file: from its frontmatter (build time) rather than a <script>. */
  readonly frontmatter: boolean;
  /** `import type` / `export type`: erased by TypeScript, so it brings no code along. */
  readonly typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

function importsOf(code: string): { specifier: string; typeOnly: boolean }[] {
  return Array.from(code.matchAll(IMPORT), (m) => ({ specifier: m[2], typeOnly: m[1] !== undefined }));
}

/** The parts of a file that hold imports, each marked as build time or not. */
function codeParts(file: string): { code: string; frontmatter: boolean }[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.astro')) {
    const fence = /^---\n([\s\S]*?)\n---/.exec(text);
    const scripts = Array.from(text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g), (m) => ({ code: m[1], frontmatter: false }));
    return [...(fence ? [{ code: fence[1], frontmatter: true }] : []), ...scripts];
  }
  if (file.endsWith('.mdx')) return [{ code: text.replace(/^---\n[\s\S]*?\n---/, ''), frontmatter: true }];
  return [{ code: text, frontmatter: false }];
}

function edgesOf(file: string): Edge[] {
  return codeParts(file).flatMap(({ code, frontmatter }) =>
    importsOf(code).map(({ specifier, typeOnly }) => ({
      specifier,
      target: specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)) : null,
      frontmatter,
      typeOnly,
    })),
  );
}

const SOURCES = filesUnder(join(ROOT, 'src'), /\.(ts|astro)$/).filter((f) => !f.endsWith('.test.ts'));
const CHAPTERS = filesUnder(join(ROOT, 'content/chapters'), /\.mdx$/);
const GRAPH = new Map([...SOURCES, ...CHAPTERS].map((file) => [relative(ROOT, file), edgesOf(file)]));

/** The solver package's own modules, for the cycle check (the rules about build time are the site's). */
const SOLVER_GRAPH = new Map(
  filesUnder(join(ROOT, 'solver/src'), /\.ts$/).map((file) => [relative(ROOT, file), edgesOf(file)]),
);

/** Every import cycle within `graph`, each as a path `a → b → … → a` (depth-first search, a file met while still open closes a cycle). */
function cyclesIn(graph: ReadonlyMap<string, readonly Edge[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!target || !graph.has(target)) continue;
      if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target].join(' → '));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const isBuildTime = (path: string) => path.endsWith('.build.ts');

describe('the build-time path', () => {
  test('the graph is really read: chapters reach their facts entries, and lib modules their neighbours', () => {
    expect(GRAPH.get('content/chapters/01-the-pocket-cube.mdx')!.map((e) => e.target)).toContain('src/facts/chapter-01.build.ts');
    expect(GRAPH.get('src/lib/classic-facts.build.ts')!.map((e) => e.target)).toContain('src/lib/pocket-cube-facts.build.ts');
  });

  test('no import cycle in src/ (type imports count: a cycle of types still ties two modules together)', () => {
    expect(cyclesIn(GRAPH)).toEqual([]);
  });

  test('no import cycle in solver/src/ either (issue 22: the painter and its invariants shared types both ways)', () => {
    expect(SOLVER_GRAPH.has('solver/src/three/three-painting.ts')).toBe(true);
    expect(cyclesIn(SOLVER_GRAPH)).toEqual([]);
  });

  test('src/lib imports nothing from the folders above it', () => {
    const upward = [...GRAPH].flatMap(([file, edges]) =>
      file.startsWith('src/lib/') ? edges.filter((e) => e.target && !e.target.startsWith('src/lib/')).map((e) => `${file} → ${e.target}`) : [],
    );
    expect(upward).toEqual([]);
  });

  test("each chapter takes its values from its own facts entry, and from nothing else", () => {
    const strays = CHAPTERS.flatMap((file) => {
      const number = /\/(\d\d)-[^/]+\.mdx$/.exec(file)![1];
      const entry = `src/facts/chapter-${number}.build.ts`;
      return edgesOf(file)
        .filter((e) => !/\.(astro|css)$/.test(e.specifier) && e.target !== entry)
        .map((e) => `${relative(ROOT, file)}: ${e.specifier}`);
    });
    expect(strays).toEqual([]);
    for (const file of CHAPTERS) expect(GRAPH.has(`src/facts/chapter-${/\/(\d\d)-/.exec(file)![1]}.build.ts`), file).toBe(true);
  });

  test('only build-time code imports build-time modules: *.build.ts, .astro frontmatter, chapters', () => {
    const leaks = [...GRAPH].flatMap(([file, edges]) =>
      edges
        .filter((e) => e.target && isBuildTime(e.target) && !e.typeOnly)
        .filter((e) => !(isBuildTime(file) || (file.endsWith('.astro') && e.frontmatter) || file.endsWith('.mdx')))
        .map((e) => `${file} → ${e.target}`),
    );
    expect(leaks).toEqual([]);
    expect([...GRAPH.keys()].filter((f) => f.startsWith('src/facts/') && !isBuildTime(f))).toEqual([]);
  });

  test('only build-time modules read the disk', () => {
    const readers = [...GRAPH].flatMap(([file, edges]) =>
      edges.filter((e) => e.specifier.startsWith('node:') && !isBuildTime(file) && !(file.endsWith('.astro') && e.frontmatter)).map((e) => `${file}: ${e.specifier}`),
    );
    expect(readers).toEqual([]);
  });
});
