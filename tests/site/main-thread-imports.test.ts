/**
 * "Heavy work never runs on the page's main thread", checked as a fact about
 * the code rather than as a timing: starting from every client `<script>` in
 * src/ (what Astro bundles for the page), follow the value imports and
 * collect every solver module the page can reach. The searches, the BFS and
 * the tables they fill may only be reached through the worker, which the page
 * starts from a `?worker` import — a separate bundle, so not followed.
 *
 * `import type` and `export type` lines are erased by TypeScript and bring no
 * code, so they are not edges. Frontmatter (between the `---` fences of an
 * .astro file) runs at build time in Node, where computing is allowed.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder } from './files-under.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const SOLVER = join(ROOT, 'solver/src');

/** Solver modules that do the expensive work: reachable from the worker only. */
const WORKER_ONLY = [
  'bfs.ts',
  'pattern-database.ts',
  'heuristics.ts',
  'heuristic-quality.ts',
  'ida-star.ts',
  'solve.ts',
  'classic/skipping-bfs.ts',
  'classic/move-tables.ts',
  'classic/pattern-databases.ts',
  'classic/ida-star.ts',
  'classic/solvers.ts',
  'self-checks.ts',
  'move-tables.ts',
  'worker/jobs.ts',
  'worker/distance-table.ts',
  'worker/pocket-cube-jobs.ts',
  'worker/classic-jobs.ts',
  'worker/complexity-jobs.ts',
  'worker/three-jobs.ts',
  'worker/two-phase-jobs.ts',
  'worker/request-error.ts',
  'worker/handler.ts',
  'worker/entry.ts',
  'complexity/brute-force-tree.ts',
  'complexity/heuristic-distribution.ts',
  'complexity/complete-iteration.ts',
  'complexity/measurement.ts',
  'complexity/pocket-cube-prediction.ts',
  'complexity/iteration-tree.ts',
  'complexity/iteration-estimate.ts',
  'complexity/knuth-probe.ts',
  'complexity/stratified-sampling.ts',
  'complexity/pocket-cube-tree.ts',
  'generic/two-coordinate-bfs.ts',
  'three/corner-move-tables.ts',
  'three/corner-pdb.ts',
  'three/edge-group.ts',
  'three/three-ida.ts',
  'three/three-iteration-tree.ts',
  'three/two-phase/move-tables.ts',
  'three/two-phase/pruning-tables.ts',
  'three/two-phase/flipslice-symmetry.ts',
  'three/two-phase/flipslice-twist-pruning.ts',
  'three/two-phase/phase2-perimeter.ts',
  'three/two-phase/search.ts',
  'three/two-phase/solve.ts',
];

/**
 * The solver package's `exports` map (solver/package.json): the site imports
 * its entries (`pocket-cube-solver`, `…/notation`, `…/client`, …), resolved
 * here as Vite resolves them, to the TypeScript source (the
 * `pocket-cube-source` condition).
 */
const EXPORTS: Record<string, string | Record<string, string>> = JSON.parse(readFileSync(join(ROOT, 'solver/package.json'), 'utf8')).exports;
const ENTRIES = join(SOLVER, 'entries');

/** The file a specifier names, or null for another package (d3-…). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const match = /^pocket-cube-solver(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const target = EXPORTS['.' + (match[1] ?? '')];
  const source = typeof target === 'string' ? target : target?.['pocket-cube-source'];
  if (!source) throw new Error(`${from}: ${specifier} is not in solver/package.json's exports`);
  return join(ROOT, 'solver', source);
}

/** The bodies of an .astro file's bundled `<script>` tags (not `is:inline`, which Astro leaves alone). */
function clientScripts(astroSource: string): string[] {
  const bodies: string[] = [];
  for (const match of astroSource.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\bis:inline\b|type="application\/(ld\+)?json"/.test(attributes)) continue;
    bodies.push(match[2]);
  }
  return bodies;
}

/**
 * The value names a module imports from `specifier` (null: all of them, as
 * for `import * as`, a bare import or a re-export).
 */
function importedNames(source: string, specifier: string): string[] | null {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const names: string[] = [];
  for (const match of code.matchAll(/^\s*import\s+(?!type\s)([^'";]*?)\s*\bfrom\s+['"]([^'"]+)['"]/gm)) {
    if (match[2] !== specifier) continue;
    const list = /^\{([^}]*)\}$/.exec(match[1].trim());
    if (!list) return null;
    names.push(...list[1].split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]));
  }
  return names;
}

/**
 * The modules of an entry (solver/src/entries/*.ts re-exports only) that
 * provide `names`: with sideEffects: false the bundler keeps only those, so
 * importing parseAlg from the core entry does not bring the BFS.
 */
function entryModules(entry: string, names: string[] | null): string[] {
  const modules: string[] = [];
  for (const specifier of valueImports(readFileSync(entry, 'utf8'))) {
    const lines = [...readFileSync(entry, 'utf8').matchAll(/export\s+(type\s+)?(\{[^}]*\}|\*)\s*from\s*'([^']+)'/g)].filter((m) => m[3] === specifier);
    const provides = lines.some((m) => m[2] === '*' || names === null || names.some((n) => new RegExp(`(^|[\\s,{])${n}([\\s,}]|$)`).test(m[2].replace(/\btype\s+\w+/g, ''))));
    const bare = lines.length === 0; // import '../worker/entry.ts'
    if (provides || bare) modules.push(specifier);
  }
  return modules;
}

/** Specifiers of the value imports and re-exports in a module's source. */
function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers: string[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (match[2]) continue; // import type / export type: erased
    if (match[1] === 'export' && !match[3]) continue;
    specifiers.push(match[4]);
  }
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  return specifiers;
}

/** Every local module reachable from the page's scripts, as paths relative to the repository. */
function reachableFromPage(): Set<string> {
  const seen = new Set<string>();
  const queue: { from: string; specifier: string; source: string }[] = [];
  for (const file of filesUnder(SRC, /\.astro$/)) {
    for (const body of clientScripts(readFileSync(file, 'utf8'))) {
      for (const specifier of valueImports(body)) queue.push({ from: file, specifier, source: body });
    }
  }
  while (queue.length > 0) {
    const { from, specifier, source } = queue.pop()!;
    if (specifier.endsWith('?worker')) continue; // Vite bundles the worker apart: the page gets its URL, not its code
    const path = resolveSpecifier(from, specifier);
    if (path === null) continue; // another package (d3-…): not ours
    if (!/\.(ts|js|mjs)$/.test(path)) continue; // CSS and other assets
    if (dirname(path) === ENTRIES) {
      const names = importedNames(source, specifier);
      for (const module of entryModules(path, names)) queue.push({ from: path, specifier: module, source: '' });
      continue;
    }
    const key = relative(ROOT, path).split(sep).join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    const text = readFileSync(path, 'utf8');
    for (const next of valueImports(text)) queue.push({ from: path, specifier: next, source: text });
  }
  return seen;
}

describe('the page main thread', () => {
  const reachable = reachableFromPage();

  test('the graph walk finds the page code and the small solver modules it shares', () => {
    // If the walk found nothing, the assertion below would pass vacuously.
    expect(reachable.has('src/lib/worker-client.ts')).toBe(true);
    expect(reachable.has('solver/src/page/client.ts')).toBe(true);
    expect(reachable.has('solver/src/notation.ts')).toBe(true);
  });

  test('cannot reach the searches, the BFS or the tables: only the worker runs them', () => {
    const heavy = WORKER_ONLY.map((name) => relative(ROOT, join(SOLVER, name)).split(sep).join('/'));
    expect([...reachable].filter((path) => heavy.includes(path)).sort()).toEqual([]);
  });

  test('the worker entry does reach them (the list above names real modules)', () => {
    const fromWorker = new Set<string>();
    const queue = [join(SOLVER, 'worker/entry.ts')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      const key = relative(SOLVER, file).split(sep).join('/');
      if (fromWorker.has(key)) continue;
      fromWorker.add(key);
      for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
        const path = resolveSpecifier(file, specifier);
        if (path) queue.push(path);
      }
    }
    for (const name of WORKER_ONLY) expect(fromWorker, name).toContain(name);
  });
});

describe('the worker boundary', () => {
  test("the site and every test outside the package reach the solver through its exports, never a deep relative path", () => {
    // tests/ is outside the package as a user is: it imports the published entry names (solver/test/, the
    // package's own white-box tests, mirrors solver/src/ and may import it directly).
    const deep: string[] = [];
    const outside = [...filesUnder(SRC, /\.ts$/), ...filesUnder(SRC, /\.astro$/), ...filesUnder(join(ROOT, 'content'), /\.mdx$/), ...filesUnder(join(ROOT, 'tests'), /\.(ts|mjs)$/)];
    for (const file of outside) {
      for (const specifier of valueImports(readFileSync(file, 'utf8')).concat(typeImports(readFileSync(file, 'utf8')))) {
        if (/(^|\/)solver\/src\//.test(specifier)) deep.push(`${relative(ROOT, file)}: ${specifier}`);
      }
    }
    expect(deep).toEqual([]);
  });
});

/** Specifiers of `import type` lines (not followed by the walk, but still paths into the package). */
function typeImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+type\s[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}
