/**
 * A page fetches only the catalogue areas its widgets name in defineWidget (src/i18n/page-language.ts), so a
 * widget that reads an area it did not name breaks on a page where no other widget named it. This reads every
 * defineWidget call, follows the widget's imports through src/ (static and dynamic), and checks that each area
 * the code reads — `messages.<area>`, `words.<area>`, `pageMessages().<area>` — is named (or always loaded).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en/index.ts';

const SRC = join(import.meta.dirname, '../../src');
const AREAS = Object.keys(en);
const ALWAYS = ['site', 'kit'];
const READ = new RegExp(String.raw`\b(?:messages|words|pageMessages\(\))\s*\.\s*(${AREAS.join('|')})\b`, 'g');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const DEFINE = /^defineWidget\('([^']+)', \w+, \[([^\]]*)\]\);/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The areas `entry` and everything it imports under src/ read (the catalogues themselves aside). */
function areasRead(entry: string): Set<string> {
  const seen = new Set<string>();
  const read = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || file.includes(`${join('src', 'i18n')}`)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(READ)) read.add(match[1]);
    for (const match of source.matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      if (target.endsWith('.ts') && existsSync(target)) stack.push(target);
    }
  }
  return read;
}

const widgets = sourceFiles(SRC).flatMap((file) => {
  const match = DEFINE.exec(readFileSync(file, 'utf8'));
  return match ? [{ file, name: match[1], named: match[2].split(',').map((s) => s.trim().replace(/'/g, '')).filter(Boolean) }] : [];
});

describe('every widget names the catalogue areas it reads', () => {
  it('finds the widgets', () => expect(widgets.length).toBeGreaterThan(25));

  for (const { file, name, named } of widgets) {
    it(`${name} (${relative(SRC, file)})`, () => {
      for (const area of named) expect(AREAS, `${name} names an area the catalogue does not have`).toContain(area);
      const missing = [...areasRead(file)].filter((area) => !named.includes(area) && !ALWAYS.includes(area));
      expect(missing, `${name} reads these areas without naming them in defineWidget`).toEqual([]);
    });
  }
});
