/**
 * Rewrites imports of the solver from its old per-file subpaths
 * (`pocket-cube-solver/apply`, `…/three/corner-pdb`, `…/kre`, …) and from
 * relative paths into solver/src (vitest-run tests only) to the package's
 * entries (`pocket-cube-solver`, `…/notation`, `…/three`, …), splitting an
 * import when its names now live in different entries.
 *
 * The mapping is read from solver/src/entries/*.ts (which names each entry
 * re-exports from which module), so it stays right as entries change. Rerun it
 * after merging a branch that still uses the old subpaths:
 *
 *   node scripts/solver-entry-imports.mjs          # rewrite in place
 *   node scripts/solver-entry-imports.mjs --check  # list what it would change; exit 1 if anything
 *
 * Names no entry exports are reported and their import is left alone.
 * Playwright specs are rewritten too: playwright.config.ts registers a hook
 * that resolves the package's names to its source, as vitest does.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRIES_DIR = join(ROOT, 'solver/src/entries');
const SOURCE = join(ROOT, 'solver/src');
/** When two entries export a name, the first one listed wins (pages want the smallest). */
const PREFERENCE = ['notation', 'client', 'protocol', 'worker', 'complexity', 'three', 'two-phase', 'classic', 'core'];
const SPECIFIER = { core: 'pocket-cube-solver', 'two-phase': 'pocket-cube-solver/three/two-phase' };
const specifierOf = (entry) => SPECIFIER[entry] ?? `pocket-cube-solver/${entry}`;
/** Old subpaths whose module is not their name. */
const OLD_MODULE = { kre: 'complexity/kre-prediction', protocol: 'page/protocol', client: 'page/client', worker: 'worker/entry', 'three/two-phase': 'three/two-phase/index' };

/** name → [{ entry, module }] from `export { … } from '../module.ts'` lines of every entry. */
function readEntries() {
  const byName = new Map();
  const wholeModules = new Map(); // `export type * from` — every name of that module
  for (const file of readdirSync(ENTRIES_DIR)) {
    const entry = file.replace(/\.ts$/, '');
    const text = readFileSync(join(ENTRIES_DIR, file), 'utf8');
    for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'\.\.\/([^']+)\.ts'/g)) {
      for (const raw of m[1].split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/).at(-1);
        if (!name) continue;
        if (!byName.has(name)) byName.set(name, []);
        byName.get(name).push({ entry, module: m[2] });
      }
    }
    for (const m of text.matchAll(/export\s+type\s+\*\s+from\s*'\.\.\/([^']+)\.ts'/g)) wholeModules.set(m[1], entry);
  }
  return { byName, wholeModules };
}

const { byName, wholeModules } = readEntries();

function entryFor(name, module) {
  if (module && wholeModules.has(module)) return wholeModules.get(module);
  const candidates = byName.get(name) ?? [];
  if (candidates.length === 0) return null;
  const sameModule = candidates.filter((c) => c.module === module);
  const pool = sameModule.length > 0 ? sameModule : candidates;
  return pool.map((c) => c.entry).sort((a, b) => PREFERENCE.indexOf(a) - PREFERENCE.indexOf(b))[0];
}

/** The solver module an import specifier names, or undefined if it is not the solver. */
function moduleOf(specifier, file) {
  if (specifier === 'pocket-cube-solver') return null; // the old main entry: look names up anywhere
  if (specifier.startsWith('pocket-cube-solver/')) {
    const sub = specifier.slice('pocket-cube-solver/'.length);
    return OLD_MODULE[sub] ?? sub;
  }
  if (specifier.startsWith('.') && specifier.endsWith('.ts')) {
    const target = resolve(dirname(file), specifier);
    if (target.startsWith(SOURCE + '/')) {
      const module = relative(SOURCE, target).replace(/\.ts$/, '');
      return module === 'index' ? null : module;
    }
  }
  return undefined;
}

const IMPORT = /^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'([^']+)';[^\S\n]*$/gm;

function rewrite(file, text, problems) {
  return text.replace(IMPORT, (statement, keyword, typeOnly, list, specifier) => {
    const module = moduleOf(specifier, file);
    if (module === undefined) return statement;
    if (Object.values(SPECIFIER).includes(specifier) || (specifier.startsWith('pocket-cube-solver/') && PREFERENCE.some((e) => specifierOf(e) === specifier))) {
      // Already an entry; still check the names are there (the old main entry had more).
      if (specifier !== 'pocket-cube-solver') return statement;
    }
    const groups = new Map();
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      const entry = entryFor(name, module);
      if (!entry) {
        problems.push(`${relative(ROOT, file)}: ${name} (from ${specifier}) is in no entry`);
        return statement;
      }
      if (!groups.has(entry)) groups.set(entry, []);
      groups.get(entry).push(raw);
    }
    const multiline = list.includes('\n');
    return [...groups]
      .sort(([a], [b]) => specifierOf(a).localeCompare(specifierOf(b)))
      .map(([entry, names]) => {
        const inner = multiline ? `\n  ${names.join(',\n  ')},\n` : ` ${names.join(', ')} `;
        return `${keyword}${typeOnly ?? ''} {${inner}} from '${specifierOf(entry)}';`;
      })
      .join('\n');
  });
}

/** Joins one-line imports of the same entry (same `type`-ness) into the first of them. */
function mergeSameEntry(text) {
  const ONE_LINE = /^import(\s+type)? \{([^}\n]*)\} from '(pocket-cube-solver[^']*)';\n/gm;
  const first = new Map();
  const extra = new Map();
  for (const m of text.matchAll(ONE_LINE)) {
    const key = `${m[1] ?? ''}|${m[3]}`;
    if (!first.has(key)) first.set(key, m[0]);
    else extra.set(key, [...(extra.get(key) ?? []), m]);
  }
  for (const [key, more] of extra) {
    const [typeOnly, specifier] = key.split('|');
    const names = [first.get(key), ...more.map((m) => m[0])].flatMap((line) => /\{([^}]*)\}/.exec(line)[1].split(',').map((n) => n.trim()).filter(Boolean));
    for (const m of more) text = text.replace(m[0], '');
    const unique = [...new Set(names)];
    const oneLine = `import${typeOnly} { ${unique.join(', ')} } from '${specifier}';\n`;
    text = text.replace(first.get(key), oneLine.length <= 120 ? oneLine : `import${typeOnly} {\n  ${unique.join(',\n  ')},\n} from '${specifier}';\n`);
  }
  return text;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|mjs|astro|mdx)$/.test(name)) yield path;
  }
}

const check = process.argv.includes('--check');
const problems = [];
let changed = 0;
const targets = ['src', 'content', 'tests', 'scripts']
  .flatMap((d) => [...files(join(ROOT, d))])
  .filter((file) => !file.includes('/tests/package/')) // the outside test imports as a user does, on purpose
  .concat(join(ROOT, 'astro.config.mjs'));
for (const file of targets) {
  if (file === fileURLToPath(import.meta.url)) continue;
  const text = readFileSync(file, 'utf8');
  const next = mergeSameEntry(rewrite(file, text, problems));
  if (next === text) continue;
  changed++;
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative(ROOT, file)}`);
  if (!check) writeFileSync(file, next);
}
for (const p of problems) console.error(`left alone: ${p}`);
process.exitCode = check && changed > 0 ? 1 : 0;
