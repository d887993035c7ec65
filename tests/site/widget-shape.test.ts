/**
 * A widget is its shell, its drawing and its prose; everything shared comes
 * from the kit (src/widgets/shared/) or the two cube parts next to it
 * (cube-3d/, paint-cube/). Checked on the files: a widget reaches into no
 * other widget's folder except for build-time data (`*.build.ts`), and no
 * widget file needs 400 lines (past that, a part wants its own module).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder } from './files-under.ts';

const WIDGETS = resolve(import.meta.dirname, '../../src/widgets');
const SHARED_FOLDERS = new Set(['shared', 'cube-3d', 'paint-cube']);
const MAX_LINES = 400;

const FILES = filesUnder(WIDGETS, /\.(ts|astro)$/).map((path) => ({ path, name: relative(WIDGETS, path), text: readFileSync(path, 'utf8') }));

test('no widget file needs 400 lines', () => {
  const long = FILES.filter((f) => f.name.endsWith('.ts') && f.text.split('\n').length > MAX_LINES).map((f) => `${f.name}: ${f.text.split('\n').length} lines`);
  expect(long).toEqual([]);
});

test("a widget takes shared code from the kit, never from another widget's folder", () => {
  const reaches = FILES.flatMap((f) => {
    const own = f.name.split('/')[0];
    return Array.from(f.text.matchAll(/from '\.\.\/([\w-]+)\/([^']+)'|import '\.\.\/([\w-]+)\/([^']+)'/g))
      .map((m) => ({ folder: m[1] ?? m[3], file: m[2] ?? m[4] }))
      .filter(({ folder, file }) => folder !== own && !SHARED_FOLDERS.has(folder) && !file.endsWith('.build.ts') && own !== 'shared')
      .map(({ folder, file }) => `${f.name} → ${folder}/${file}`);
  });
  expect(reaches).toEqual([]);
});
