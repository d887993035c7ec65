/**
 * The solver's tests mirror its source (issue 22; as d3's and Observable
 * Framework's tests mirror theirs): solver/test/P/NAME.test.ts tests
 * solver/src/P/NAME.ts, so the tests of a module are found by its path, and a
 * test named after a module that was renamed or removed shows up here.
 * NAME.slow.test.ts (the slow tier, vitest.slow.config.ts) and
 * NAME.fuzz.test.ts (property tests) mirror the same NAME.ts. A test of
 * several modules sits beside the main one; a test that spans the whole
 * package belongs in tests/ (tests/package/, tests/solver/), not here.
 * solver/test/support/ holds helpers, not tests.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder } from './files-under.ts';

const SOLVER = resolve(import.meta.dirname, '../../solver');
const TEST_NAME = /^(.*?)(?:\.slow|\.fuzz)?\.test\.ts$/;

const TESTS = filesUnder(join(SOLVER, 'test'), /\.test\.ts$/).map((path) => relative(join(SOLVER, 'test'), path));

/** The source file a test file mirrors: test/P/NAME(.slow|.fuzz).test.ts → src/P/NAME.ts. */
function mirroredSource(testPath: string): string {
  return `src/${TEST_NAME.exec(testPath)![1]}.ts`;
}

test('the walk finds the tests, and a test of a module maps to it', () => {
  expect(TESTS.length).toBeGreaterThan(50);
  expect(mirroredSource('worker/three-jobs.slow.test.ts')).toBe('src/worker/three-jobs.ts');
  expect(mirroredSource('cli-line.fuzz.test.ts')).toBe('src/cli-line.ts');
});

test('every solver/test/P/NAME.test.ts has its solver/src/P/NAME.ts', () => {
  const orphans = TESTS.filter((t) => !existsSync(join(SOLVER, mirroredSource(t)))).map((t) => `test/${t} (no ${mirroredSource(t)})`);
  expect(orphans).toEqual([]);
});
