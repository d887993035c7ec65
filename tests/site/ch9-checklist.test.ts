/**
 * Chapter 9's checklist points at real tests: every file exists and still
 * contains the test title the chapter quotes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLASSIC_CHECKLIST } from '../../src/lib/classic-checklist.ts';

const ROOT = join(import.meta.dirname, '../..');

describe('the classic-design checklist', () => {
  for (const item of CLASSIC_CHECKLIST) {
    it(`${item.file}: ${item.title}`, () => {
      const path = join(ROOT, item.file);
      expect(existsSync(path), `${item.file} must exist`).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain(item.title);
    });
  }
});
