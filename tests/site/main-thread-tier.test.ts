/**
 * Every browser test that bounds the main thread runs in the quiet pass
 * (tiers.ts, MAIN_THREAD_TAG): a test that calls expectNoLongTaskSince without
 * the tag would run beside another test and measure the machine's load
 * instead of the page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'tests/browser';

/** The declaration line of the test around each long-task check: the nearest `test(` above it. */
function checkedTests(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!/expectNoLongTaskSince\(page/.test(line)) return;
    for (let j = i; j >= 0; j--) {
      if (/^\s*test\(/.test(lines[j])) {
        found.push(lines[j]);
        return;
      }
    }
    found.push(`(no test above line ${i + 1})`);
  });
  return found;
}

describe('the quiet pass for main-thread bounds', () => {
  const specs = readdirSync(DIR).filter((f) => f.endsWith('.spec.ts'));
  const all = specs.flatMap((f) => checkedTests(readFileSync(join(DIR, f), 'utf8')).map((line) => ({ f, line })));

  it('finds the long-task checks', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it('tags every test that checks for long tasks', () => {
    expect(all.filter(({ line }) => !line.includes('MAIN_THREAD_TAG')).map(({ f, line }) => `${f}: ${line.trim()}`)).toEqual([]);
  });

  it('runs the tagged tests in a pass of their own, one at a time', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test:browser']).toMatch(/--grep-invert '@slow\|@main-thread'/);
    expect(scripts['test:browser']).toMatch(/--grep @main-thread --grep-invert @slow --workers 1/);
  });
});
