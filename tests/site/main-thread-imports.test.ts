/**
 * "Heavy work never runs on the page's main thread", checked as a fact about
 * the code rather than as a timing: starting from every client `<script>` in
 * src/ (what Astro bundles for the page), follow the value imports and
 * collect every solver module the page can reach. The searches, the BFS and
 * the tables they fill may only be reached through the worker, which the page
 * starts with `new Worker(new URL(...))` — not an import, so not followed.
 *
 * `import type` and `export type` lines are erased by TypeScript and bring no
 * code, so they are not edges. Frontmatter (between the `---` fences of an
 * .astro file) runs at build time in Node, where computing is allowed.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

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
  'classic-errata.ts',
  'self-checks.ts',
  'move-tables.ts',
  'worker-jobs.ts',
  'worker-handler.ts',
  'worker.ts',
  'index.ts',
  'generic/two-coordinate-bfs.ts',
  'three/corner-move-tables.ts',
  'three/corner-pdb.ts',
  'three/three-jobs.ts',
  'three/edge-group.ts',
  'three/three-ida.ts',
];

function filesUnder(dir: string, ext: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, ext));
    else if (name.endsWith(ext)) found.push(path);
  }
  return found;
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
  const queue: { from: string; specifier: string }[] = [];
  for (const file of filesUnder(SRC, '.astro')) {
    for (const body of clientScripts(readFileSync(file, 'utf8'))) {
      for (const specifier of valueImports(body)) queue.push({ from: file, specifier });
    }
  }
  while (queue.length > 0) {
    const { from, specifier } = queue.pop()!;
    if (!specifier.startsWith('.')) continue; // a package (d3-…): not ours
    const path = resolve(dirname(from), specifier);
    if (!/\.(ts|js|mjs)$/.test(path)) continue; // CSS and other assets
    const key = relative(ROOT, path).split(sep).join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of valueImports(readFileSync(path, 'utf8'))) queue.push({ from: path, specifier: next });
  }
  return seen;
}

describe('the page main thread', () => {
  const reachable = reachableFromPage();

  test('the graph walk finds the page code and the small solver modules it shares', () => {
    // If the walk found nothing, the assertion below would pass vacuously.
    expect(reachable.has('src/lib/solver.ts')).toBe(true);
    expect(reachable.has('solver/src/client.ts')).toBe(true);
    expect(reachable.has('solver/src/notation.ts')).toBe(true);
  });

  test('cannot reach the searches, the BFS or the tables: only the worker runs them', () => {
    const heavy = WORKER_ONLY.map((name) => relative(ROOT, join(SOLVER, name)).split(sep).join('/'));
    expect([...reachable].filter((path) => heavy.includes(path)).sort()).toEqual([]);
  });

  test('the worker entry does reach them (the list above names real modules)', () => {
    const fromWorker = new Set<string>();
    const queue = [join(SOLVER, 'worker.ts')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      const key = relative(SOLVER, file);
      if (fromWorker.has(key)) continue;
      fromWorker.add(key);
      for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      }
    }
    for (const name of WORKER_ONLY.filter((n) => n !== 'index.ts')) expect(fromWorker, name).toContain(name);
  });
});
