/**
 * Markup reaches the page only through setHtml (src/lib/safe-html.ts), which
 * takes SafeHtml built by the escaping `html` tag (issue 34). Checked on the
 * source text, without ESLint: no other .ts file under src/ assigns
 * innerHTML or outerHTML (`=` or `+=`, dotted or bracketed) or calls
 * insertAdjacentHTML. An offender is listed as file:line.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder } from './files-under.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ALLOWED = join('src', 'lib', 'safe-html.ts');
const RAW_HTML = /(?:\.|\[\s*['"`])(?:inner|outer)HTML(?:['"`]\s*\])?\s*\+?=(?!=)|insertAdjacentHTML\b/;

it('no .ts file under src/ writes raw HTML except src/lib/safe-html.ts', () => {
  const offenders = filesUnder(join(ROOT, 'src'), /\.ts$/)
    .map((path) => relative(ROOT, path))
    .filter((file) => file !== ALLOWED)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (RAW_HTML.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
  expect(offenders).toEqual([]);
});

it('the pattern catches what it should and nothing else', () => {
  for (const bad of ['el.innerHTML = x;', 'el.outerHTML = x', "el['innerHTML'] = x", 'el.innerHTML += x', 'el.insertAdjacentHTML("beforeend", x)']) {
    expect(RAW_HTML.test(bad), bad).toBe(true);
  }
  for (const fine of ['if (el.innerHTML === "") return;', 'const text = el.innerHTML;', 'setHtml(el, html`<b></b>`);']) {
    expect(RAW_HTML.test(fine), fine).toBe(false);
  }
});
