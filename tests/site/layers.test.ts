/**
 * The house has no arrow running back up (issue 34): the pieces below the widgets — the
 * shared library (src/lib), the catalogues (src/i18n) and the chapters' build-time facts
 * (src/facts) — import nothing from a widget's folder, so a widget's model or drawing that a
 * chapter's facts need lives below both; and the solver imports nothing from the site.
 * Read from the source's import specifiers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SPECIFIER = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(REPO, folder), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|astro)$/.test(f))
    .map((f) => join(folder, f));
}

/** Every relative import of a file, as a repository path. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(REPO, file), 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((m) => m[1] ?? m[2])
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(REPO, resolve(dirname(join(REPO, file)), s)));
}

it('src/lib, src/i18n and src/facts import nothing from src/widgets', () => {
  const upward = ['src/lib', 'src/i18n', 'src/facts'].flatMap(sourcesUnder).flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith('src/widgets/'))
      .map((target) => `${file} → ${target}`),
  );
  expect(upward).toEqual([]);
});

it('the solver imports nothing from the site', () => {
  const outward = sourcesUnder('solver/src').flatMap((file) =>
    importsOf(file)
      .filter((target) => !target.startsWith('solver/'))
      .map((target) => `${file} → ${target}`),
  );
  expect(outward).toEqual([]);
});
