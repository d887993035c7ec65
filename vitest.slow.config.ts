import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The slow tier (`npm run test:slow`; .ci/run runs it after `npm test`): test
 * files named *.slow.test.ts, which cost minutes of CPU while a faster test
 * catches the same faults in the default run. Each says in its header which.
 * Same resolution as the default run; only the files differ.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['**/*.slow.test.ts'], exclude: ['node_modules/**', 'dist/**'] },
});
