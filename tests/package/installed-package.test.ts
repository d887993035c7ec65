/**
 * The solver as someone else gets it: `npm pack` solver/, install the tarball
 * offline into a fresh project outside the repo, and use it from plain Node
 * ESM, from TypeScript and from the shell — plus every runnable example of
 * solver/README.md (`js run` blocks run; `ts run` blocks type-checked with the
 * strict consumer's tsc, then run), so the README cannot rot. publint and
 * are-the-types-wrong lint the same tarball.
 *
 * It packs a copy of the package (`stagePackage`), so its build (prepack)
 * writes dist/ there, never into solver/: `npm test` runs this file beside the
 * site's build and type check, which must see the solver as a fresh clone has
 * it, source only (they resolve its entries by the pocket-cube-source
 * condition), and a developer's own solver/dist/ is left alone.
 *
 * Everything runs on this process's Node (npm scripts put the repo's Node 24
 * first on PATH) and the repo's TypeScript.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../browser/chromium.ts';
import { solvesAsHeld } from '../referee/facelet-cube.ts';
import { frontExports } from './front-docs.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SOLVER = join(REPO, 'solver');
const CONSUMER = fileURLToPath(new URL('./consumer/', import.meta.url));
const TSC = binOf('typescript', 'tsc');
const PUBLINT = binOf('publint', 'publint');
const ATTW = binOf('@arethetypeswrong/cli', 'attw');
const NODE = process.execPath;
/** The solver's one runtime dependency as the repository installed it (solver/package.json `dependencies`). */
const ACORN = join(REPO, 'node_modules', 'acorn');
/** Packing runs the solver's tsc build (prepack); installing and type-checking take seconds more. */
const SETUP_MS = 240_000;

/** The entries a user is promised (solver/README.md's table). */
const ENTRIES = [
  'pocket-cube-solver',
  'pocket-cube-solver/internals',
  'pocket-cube-solver/notation',
  'pocket-cube-solver/client',
  'pocket-cube-solver/protocol',
  'pocket-cube-solver/worker',
  'pocket-cube-solver/complexity',
  'pocket-cube-solver/three',
  'pocket-cube-solver/three/two-phase',
  'pocket-cube-solver/classic',
  'pocket-cube-solver/cells',
  'pocket-cube-solver/cells/worker',
  'pocket-cube-solver/cells/grade',
];

/** The entries that promise nothing (solver/README.md): the chapters' internals and two teaching entries; and the worker scripts, which export nothing. */
const NOT_FRONTS = new Set([
  'pocket-cube-solver/internals',
  'pocket-cube-solver/complexity',
  'pocket-cube-solver/classic',
  'pocket-cube-solver/worker',
  'pocket-cube-solver/cells/worker',
]);

/** Every test file's text (the repository's and the solver's), to find a front export used in one. */
function testSources(): string {
  const roots = [join(REPO, 'tests'), join(SOLVER, 'test')];
  return roots
    .flatMap((root) => readdirSync(root, { recursive: true }).map(String).filter((f) => /\.(ts|mjs|js)$/.test(f)).map((f) => join(root, f)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

let project = '';
let tarball = '';
let staged = '';

/**
 * A copy of solver/ as `npm pack` reads it: package.json, what its `files`
 * list names (but dist/, which packing builds) and the tsconfigs the build
 * uses, in a temporary folder. Its node_modules is a link to the repo's, so
 * the prepack build finds tsc and @types/node as it does in solver/ (npm packs
 * no node_modules).
 */
function stagePackage(): string {
  const stage = join(mkdtempSync(join(tmpdir(), 'pocket-cube-pack-')), 'solver');
  const { files } = JSON.parse(readFileSync(join(SOLVER, 'package.json'), 'utf8')) as { files: string[] };
  const inputs = ['package.json', 'tsconfig.json', 'tsconfig.build.json', ...files.filter((f) => !f.startsWith('!') && f !== 'dist')];
  for (const name of inputs) cpSync(join(SOLVER, name), join(stage, name), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(stage, 'node_modules'), 'dir');
  return stage;
}

/** A dev dependency's command script, found through its package.json `bin` rather than a path inside the package that a release may move. */
function binOf(name: string, command: string): string {
  const dir = join(REPO, 'node_modules', name);
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  return join(dir, typeof bin === 'string' ? bin : bin[command]);
}

function run(command: string, args: readonly string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: SETUP_MS });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', output: `${result.stdout}\n${result.stderr}` };
}

/** The `js run` (or `ts run`) fenced blocks of solver/README.md. */
function readmeExamples(language: 'js' | 'ts', tag = 'run'): string[] {
  const readme = readFileSync(join(SOLVER, 'README.md'), 'utf8');
  const fence = new RegExp('```' + language + ' ' + tag + '\n([\\s\\S]*?)```', 'g');
  return [...readme.matchAll(fence)].map((m) => m[1]);
}

/** The README's block fenced as ```<language> <tag>, which must be there exactly once. */
function readmeBlock(language: string, tag: string): string {
  const readme = readFileSync(join(SOLVER, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(new RegExp('```' + language + ' ' + tag + '\n([\\s\\S]*?)```', 'g'))];
  expect(blocks, `one \`\`\`${language} ${tag} block in solver/README.md`).toHaveLength(1);
  return blocks[0][1];
}

/**
 * Serves `root` on a free port, opens `path` in Chromium and returns what the page logged (the README's examples
 * print their answer) once `done` says it is complete, with any page error. Chromium is the one the browser
 * tests drive (tests/browser/chromium.ts).
 */
async function logOfPage(root: string, path: string, done: (lines: readonly string[]) => boolean): Promise<{ lines: string[]; errors: string[] }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const file = join(root, normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://page').pathname)));
    const target = file.endsWith('/') ? join(file, 'index.html') : file;
    if (!target.startsWith(root) || !existsSync(target)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' }).end(readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumExecutable('tests'), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const lines: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => (message.type() === 'error' ? errors : lines).push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await expect.poll(() => done(lines) || errors.length > 0, { timeout: 30_000 }).toBe(true);
    return { lines, errors };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Writes the README's `ts run` blocks into the project; their file names. */
function writeTypeScriptExamples(): string[] {
  return readmeExamples('ts').map((code, i) => {
    const file = `readme-example-${i + 1}.ts`;
    writeFileSync(join(project, file), code);
    return file;
  });
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'pocket-cube-consumer-'));
  staged = stagePackage();
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', project], { cwd: staged, encoding: 'utf8' });
  tarball = join(project, packed.trim().split('\n').at(-1)!);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // --offline with an empty cache: the package must install with no network and without npm's cache
  // (npm ci caches tarballs, not the registry metadata an install by range asks for). Its one dependency,
  // acorn (the code cells' syntax check), is packed from the repository's own node_modules and installed
  // beside it, which satisfies the solver's range.
  const acornTarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', project, ACORN], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
  const emptyCache = mkdtempSync(join(tmpdir(), 'pocket-cube-npm-cache-'));
  try {
    execFileSync('npm', ['install', join(project, acornTarball), tarball, '--offline', '--cache', emptyCache, '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project, encoding: 'utf8' });
  } finally {
    rmSync(emptyCache, { recursive: true, force: true });
  }
  for (const file of readdirSync(CONSUMER)) copyFileSync(join(CONSUMER, file), join(project, file));
}, SETUP_MS);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  if (staged) rmSync(join(staged, '..'), { recursive: true, force: true });
});

describe('the packed solver, installed into an empty project', () => {
  test('runs on the Node the package asks for (≥ 22.12)', () => {
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major > 22 || (major === 22 && minor >= 12)).toBe(true);
  });

  test('exports exactly the promised entries, and the tarball holds no tests or benches', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/pocket-cube-solver/package.json'), 'utf8'));
    const names = Object.keys(installed.exports).filter((key) => key !== './package.json').map((key) => `pocket-cube-solver${key.slice(1)}`);
    expect(names.sort()).toEqual([...ENTRIES].sort());
    const shipped = readdirSync(join(project, 'node_modules/pocket-cube-solver'), { recursive: true }).map(String);
    expect(shipped.filter((file) => /\.test\.|(^|\/)(test|bench)\//.test(file))).toEqual([]);
  });

  // Issue 34: a small front, each export documented (a JSDoc comment in the types a user's editor shows, an
  // example on each function and class) and used where someone would look for it: a README example or a test.
  test('every export of the promised entries is documented, with an example on each function, and used in the README or a test', () => {
    const installed = join(project, 'node_modules/pocket-cube-solver');
    const { exports } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { exports: Record<string, { types?: string }> };
    const fronts = Object.fromEntries(
      ENTRIES.filter((entry) => !NOT_FRONTS.has(entry)).map((entry) => [entry, join(installed, exports[`.${entry.slice('pocket-cube-solver'.length)}`].types!)]),
    );
    const found = frontExports(fronts);
    expect(found.length).toBeGreaterThan(50);
    const readme = readFileSync(join(SOLVER, 'README.md'), 'utf8');
    const tests = testSources();
    const usedIn = (name: string) => new RegExp(`\\b${name}\\b`).test(readme) || new RegExp(`\\b${name}\\b`).test(tests);
    expect(found.filter((e) => !e.documented).map((e) => `${e.entry}: ${e.name}`), 'undocumented').toEqual([]);
    expect(found.filter((e) => e.example === false).map((e) => `${e.entry}: ${e.name}`), 'functions and classes without an @example').toEqual([]);
    expect(found.filter((e) => !usedIn(e.name)).map((e) => `${e.entry}: ${e.name}`), 'used in no README example or test').toEqual([]);
  }, SETUP_MS);

  test('publint (warnings as errors) and are-the-types-wrong (ESM only) find nothing to fix in the tarball', () => {
    const publint = run(NODE, [PUBLINT, 'run', tarball, '--strict'], project);
    expect(publint.status, publint.output).toBe(0);
    const attw = run(NODE, [ATTW, tarball, '--profile', 'esm-only', '--no-color', '--no-emoji'], project);
    expect(attw.status, attw.output).toBe(0);
  }, SETUP_MS);

  test('every entry works from plain Node ESM, and every answer solves its scramble', () => {
    const { status, stdout, output } = run(NODE, ['use-every-entry.mjs'], project);
    expect(status, output).toBe(0);
    for (const entry of ENTRIES) expect(stdout).toMatch(new RegExp(`^ok ${entry}( |$)`, 'm'));
  }, SETUP_MS);

  test("a strict TypeScript consumer (nodenext) type-checks against every entry, and the README's TypeScript examples", () => {
    const examples = writeTypeScriptExamples();
    expect(examples.length).toBeGreaterThanOrEqual(1);
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', lib: ['es2023', 'dom'], strict: true, noEmit: true, types: [] },
        files: ['every-entry-types.ts', ...examples],
      }),
    );
    const { status, output } = run(NODE, [TSC, '-p', 'tsconfig.json'], project);
    expect(status, output).toBe(0);
  }, SETUP_MS);

  test('the installed pocket-cube command solves a scramble, and its answer solves it', async () => {
    const { status, stdout, output } = run(join(project, 'node_modules/.bin/pocket-cube'), ['solve', "R U R' U'"], project);
    expect(status, output).toBe(0);
    const answer = /^(.*?) {2}\(\d+ HTM/.exec(stdout.trim())?.[1];
    expect(answer, stdout).toBeTruthy();
    const { applyMoveNames, isSolvedAsHeld, scrambleToState } = await import('pocket-cube-solver');
    const scrambled = scrambleToState("R U R' U'");
    expect(scrambled.ok).toBe(true);
    if (scrambled.ok) expect(isSolvedAsHeld(applyMoveNames(scrambled.state, answer!.split(' ')))).toBe(true);
  }, SETUP_MS);

  test('the installed pocket-cube command prints the depth histogram of all positions', async () => {
    const { status, stdout, output } = run(join(project, 'node_modules/.bin/pocket-cube'), ['histogram'], project);
    expect(status, output).toBe(0);
    const { STATE_COUNT } = await import('pocket-cube-solver');
    const total = /^total\s+(\d+)\s+God's number: (\d+)/m.exec(stdout);
    expect(total, stdout).not.toBeNull();
    expect(Number(total![1])).toBe(STATE_COUNT);
    const depths = [...stdout.matchAll(/^\s+(\d+)\s+(\d+)$/gm)].map((m) => Number(m[2]));
    expect(depths.length - 1).toBe(Number(total![2]));
    expect(depths.reduce((a, b) => a + b, 0)).toBe(STATE_COUNT);
  }, SETUP_MS);

  test('every runnable example in solver/README.md runs against the installed package', () => {
    const examples = readmeExamples('js').map((code, i) => ({ code, file: `readme-example-${i + 1}.mjs` }));
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const { code, file } of examples) writeFileSync(join(project, file), code);
    // The TypeScript ones too: this Node (24) runs .ts files by stripping their types.
    const typed = writeTypeScriptExamples().map((file) => ({ code: readFileSync(join(project, file), 'utf8'), file }));
    for (const { code, file } of [...examples, ...typed]) {
      const { status, output } = run(NODE, [file], project);
      expect(status, `${file}:\n${code}\n${output}`).toBe(0);
      expect(output, file).not.toMatch(/\bfalse\b/); // the examples print `true` where they check an answer
    }
  }, SETUP_MS);

  // package.json's `sideEffects` lists the worker entries: a bundler that took the package for side-effect free would
  // drop `import 'pocket-cube-solver/worker'` whole and ship a worker that never answers (issue 34: esbuild did, and
  // no test noticed). And a page that imports only the client must not carry the search with it.
  test('a bundler keeps the worker entry\'s message listener, and a page importing only the client gets no search code', async () => {
    const { build } = await import('esbuild');
    const bundle = async (source: string) => {
      const result = await build({ stdin: { contents: source, resolveDir: project, loader: 'js' }, bundle: true, write: false, format: 'esm', platform: 'browser', absWorkingDir: project, logLevel: 'silent' });
      return result.outputFiles[0].text;
    };
    // esbuild writes a class as `var Name = class {` when it bundles.
    const declares = (name: string) => new RegExp(`class ${name}\\b|\\b${name} = class\\b`);
    const worker = await bundle("import 'pocket-cube-solver/worker';");
    expect(worker).toMatch(/addEventListener\(\s*"message"/);
    expect(worker).toMatch(declares('IdaSearch'));
    const page = await bundle("import { SolverClient } from 'pocket-cube-solver/client'; globalThis.client = SolverClient;");
    expect(page).toMatch(declares('SolverClient'));
    expect(page).not.toMatch(/IdaSearch/);
  }, SETUP_MS);

  // The README's worker examples, built and run as a user would (issue 34: the one before resolved a bare name that
  // only an import map can resolve, so it ran nowhere as written).
  test('the README\'s Web Worker examples run in Chromium as written: a Vite page, and a plain page with an import map', async () => {
    const solves = (line: string) => solvesAsHeld("R U R' U'", line); // the independent 2×2×2 referee
    const answered = (lines: readonly string[]) => lines.some((line) => /^[URF]/.test(line) && !line.startsWith('progress'));

    const site = join(project, 'vite-page');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html>\n<meta charset="utf-8">\n<script type="module" src="./main.js"></script>\n');
    writeFileSync(join(site, 'main.js'), readmeBlock('js', 'vite'));
    const { build } = await import('vite');
    await build({ root: site, logLevel: 'silent', configFile: false, build: { outDir: join(site, 'dist'), emptyOutDir: true } });
    const vite = await logOfPage(join(site, 'dist'), '/', answered);
    expect(vite.errors).toEqual([]);
    expect(vite.lines.filter((line) => !line.startsWith('progress')).map(solves)).toEqual([true]);

    writeFileSync(join(project, 'import-map.html'), readmeBlock('html', 'import-map'));
    const plain = await logOfPage(project, '/import-map.html', answered);
    expect(plain.errors).toEqual([]);
    expect(plain.lines.map(solves)).toEqual([true]);
  }, SETUP_MS);
});
