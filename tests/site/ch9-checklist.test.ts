/**
 * Chapter 9's checklist points at real tests: every file exists and still
 * contains the test title the chapter quotes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSIC_CHECKLIST, runName } from '../../src/lib/classic-checklist.ts';

const ROOT = join(import.meta.dirname, '../..');

describe('the classic-design checklist', () => {
  for (const item of CLASSIC_CHECKLIST) {
    // Named after the run the page quotes, so no test name shows a template part (issue 20, item 8).
    it(`${item.file}: ${runName(item)}`, () => {
      const path = join(ROOT, item.file);
      expect(existsSync(path), `${item.file} must exist`).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain(item.title);
    });
  }

  it('fills every template part of a title with a real value', () => {
    for (const item of CLASSIC_CHECKLIST) {
      const name = runName(item);
      expect(name, item.title).not.toMatch(/\$\{|…/);
      // The run's name is one the template really produces: the fixed text around the parts stays.
      for (const fixed of item.title.split(/\$\{[^}]*\}/)) expect(name).toContain(fixed);
    }
    expect(() => runName({ title: 'a ${b} c' })).toThrow(/no value for \$\{b\}/);
  });
});
