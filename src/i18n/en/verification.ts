/** Chapter 3's verification panel and move-table timing in English (widgets/verification-panel/). */
import type { SelfCheck } from 'pocket-cube-solver/internals';
import { formatCount } from '../../lib/format.ts';

export const verification = {
  pass: '✓ pass',
  fail: '✗ FAIL',
  /** A check's name and what it tested (the solver's own words in English). */
  name: (check: SelfCheck) => check.name,
  detail: (check: SelfCheck) => check.detail,
  whenBuilt: 'when this page was built',
  inBrowser: 'in your browser',
  running: ' Running them in your browser…',
  runAgain: 'Run the checks again',
  couldNotRun: (message: string) => ` The checks could not run here: ${message}`,
  summary: (failed: number, total: number, where: string, ms?: number) => {
    const time = ms === undefined ? '' : ` in ${ms < 1 ? 'under 1' : Math.round(ms)} ms`;
    return failed === 0 ? `All ${total} checks passed ${where}${time}.` : `${failed} of ${total} checks failed ${where}${time}.`;
  },
  timing: {
    region: 'Move tables: sizes and build times',
    caption: "The move tables: entries, memory (16-bit entries), and the time to build them in your browser's solver worker",
    metric: 'Metric',
    perm: 'Permutation table',
    twist: 'Twist table',
    memory: 'Memory',
    buildTime: 'Build time',
    bytes: (bytes: number) => `${formatCount(bytes)} bytes (${(bytes / 1024).toFixed(1)} KiB)`,
    notMeasured: 'not measured yet',
    building: 'Building them in your browser…',
    buildAgain: 'Build them again',
    couldNotBuild: (message: string) => `The tables could not be built here: ${message}`,
    built: (ms: string, first: boolean) =>
      `Built in your browser's solver worker: ${ms} ms for both metrics${first ? ' (a first run includes the engine warming up; build again for the warm time)' : ''}.`,
  },
};
