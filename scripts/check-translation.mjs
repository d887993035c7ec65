// @ts-check
/**
 * Checks a Chinese chapter (or a page under content/zh/pages/) against its English twin, for a translator at work:
 *
 *   node scripts/check-translation.mjs content/zh/chapters/_04-breadth-first-search.mdx
 *   node scripts/check-translation.mjs --stamp content/zh/chapters/04-breadth-first-search.mdx
 *
 * It compiles the MDX (the compiler's line:column on a syntax error), lists the
 * English headings with the ids the Chinese ones must carry, and prints every
 * difference in sections, components, facts and listings. `--stamp` writes
 * `translationOf` (the English source's hash) into the Chinese frontmatter:
 * do it when the Chinese says everything the English says.
 * Exit code 0 when the outlines match, 1 when they do not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { chapterOutline, outlineDifferences, translationStamp } from './translation-outline.mjs';

const args = process.argv.slice(2);
const stamp = args.includes('--stamp');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/check-translation.mjs [--stamp] content/zh/chapters/NN-slug.mdx');
  process.exit(2);
}
// The English twin: the same path without `zh/` (content/zh/chapters/… → content/chapters/…, content/zh/pages/… → content/pages/…).
const englishFile = join(import.meta.dirname, '..', dirname(relative(join(import.meta.dirname, '..'), resolve(file))).replace(/(^|\/)zh\//, '$1'), basename(file).replace(/^_/, ''));
const englishSource = readFileSync(englishFile, 'utf8');
let chineseSource = readFileSync(file, 'utf8');

const english = await chapterOutline(englishSource);
let chinese;
try {
  chinese = await chapterOutline(chineseSource);
} catch (error) {
  console.error(`${file}: does not compile: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

console.log('English headings (the Chinese ones carry these ids, in this order):');
for (const h of english.headings) console.log(`  ${'#'.repeat(h.depth)} ${h.text} {#${h.id}}`);

const problems = outlineDifferences(english, chinese);
const wanted = translationStamp(englishSource);
if (stamp) {
  chineseSource = chineseSource.replace(/^---\r?\n([\s\S]*?)\r?\n---/, (block, body) => {
    const kept = body.split(/\r?\n/).filter((/** @type {string} */ line) => !line.startsWith('translationOf:'));
    return `---\n${[...kept, `translationOf: '${wanted}'`].join('\n')}\n---`;
  });
  writeFileSync(file, chineseSource);
  console.log(`translationOf: ${wanted} written`);
} else if (chinese.frontmatter.translationOf !== wanted) {
  problems.push(
    `translationOf is ${chinese.frontmatter.translationOf ?? '(missing)'}, the English is ${wanted}: when the Chinese says all the English says, run with --stamp`,
  );
}

if (problems.length === 0) {
  console.log(`OK: ${file} matches ${englishFile}`);
} else {
  console.log(`${problems.length} difference(s):`);
  for (const problem of problems) console.log(`  - ${problem}`);
  process.exit(1);
}
