/**
 * The performance targets the notebook promises, checked against the figures.
 * A miss is reported, never fatal: this is a measurement, not a test (the
 * machine may be busy, and the numbers are what they are).
 */
import type { BenchFigures } from './figures.ts';
import { ms, rate, ratio } from './format.ts';

export type TargetId = 'parse' | 'bfsHtm' | 'permPdb' | 'orientPdb' | 'pdbSolveMedian' | 'pdbSolveMax' | 'naiveSpeedup' | 'greedyRate';

export interface TargetResult {
  readonly id: TargetId;
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

export function evaluateTargets(f: BenchFigures): Record<TargetId, TargetResult> {
  const worst = (pick: (m: 'htm' | 'qtm') => number) => Math.max(pick('htm'), pick('qtm'));
  const permPdb = worst((m) => f.builds[m].permPdb.medianMs);
  const orientPdb = worst((m) => f.builds[m].orientPdb.medianMs);
  const results: TargetResult[] = [
    { id: 'parse', target: '≪ 100 ms', measured: `${ms(f.parse.medianMs)} ms`, met: f.parse.medianMs < 50 },
    { id: 'bfsHtm', target: 'HTM ≤ 500 ms', measured: `${ms(f.builds.htm.bfs.medianMs)} ms`, met: f.builds.htm.bfs.medianMs <= 500 },
    { id: 'permPdb', target: '≤ 10 ms (both)', measured: `${ms(permPdb)} ms`, met: permPdb <= 10 },
    { id: 'orientPdb', target: '≤ 10 ms (both)', measured: `${ms(orientPdb)} ms`, met: orientPdb <= 10 },
    { id: 'pdbSolveMedian', target: 'HTM ≤ 0.1 ms', measured: `${ms(f.pdbSolves.htm.medianMs)} ms`, met: f.pdbSolves.htm.medianMs <= 0.1 },
    { id: 'pdbSolveMax', target: 'HTM ≤ 2 ms', measured: `${ms(f.pdbSolves.htm.maxMs)} ms`, met: f.pdbSolves.htm.maxMs <= 2 },
    { id: 'naiveSpeedup', target: '≥ 20×', measured: ratio(f.naive.speedup), met: f.naive.speedup >= 20 },
    {
      id: 'greedyRate',
      target: 'HTM ≥ 1,000,000/s',
      measured: rate(f.greedyDescent.htm.solvesPerSecond),
      met: f.greedyDescent.htm.solvesPerSecond >= 1e6,
    },
  ];
  return Object.fromEntries(results.map((r) => [r.id, r])) as Record<TargetId, TargetResult>;
}
