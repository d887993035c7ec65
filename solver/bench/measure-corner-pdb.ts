/**
 * The 3×3×3 corner pattern database (Korf 1997, 88,179,840 states): wall and
 * CPU time of the generic BFS in each metric, the histogram checked against
 * the published one, and the ratio to a plain native C BFS over a byte per
 * state, which took ~5 s (HTM) and ~3 s (QTM) on one core of these machines
 * (/work/shared/notes/classic-design.md).
 */
import type { Metric } from 'pocket-cube-solver';
import { PUBLISHED_CORNER_HISTOGRAM, buildCornerPdb } from '../src/three/corner-pdb.ts';
import { cornerMoveTables } from '../src/three/corner-move-tables.ts';
import type { CheckLog } from './checks.ts';

/** Seconds a plain native C BFS took here (shared note), for the ratio. */
export const NATIVE_C_SECONDS: Readonly<Record<Metric, number>> = { htm: 5, qtm: 3 };

export interface CornerPdbFigures {
  readonly tablesMs: number;
  readonly bfsMs: number;
  /** CPU milliseconds of the BFS (user + system): less inflated than wall time on a shared machine. */
  readonly bfsCpuMs: number;
  /** bfsMs / native C time. */
  readonly ratioToNative: number;
  readonly cpuRatioToNative: number;
  readonly histogram: number[];
}

export function measureCornerPdb(metric: Metric, log: CheckLog): CornerPdbFigures {
  const t0 = performance.now();
  cornerMoveTables(metric);
  const tablesMs = performance.now() - t0;
  const cpu0 = process.cpuUsage();
  const t1 = performance.now();
  const pdb = buildCornerPdb(metric);
  const bfsMs = performance.now() - t1;
  const cpu = process.cpuUsage(cpu0);
  const bfsCpuMs = (cpu.user + cpu.system) / 1000;
  const expected = PUBLISHED_CORNER_HISTOGRAM[metric];
  if (JSON.stringify(pdb.histogram) !== JSON.stringify(expected)) log.fail(`corner PDB ${metric}: histogram ${pdb.histogram.join(',')} differs from the published ${expected.join(',')}`);
  const native = NATIVE_C_SECONDS[metric] * 1000;
  return { tablesMs, bfsMs, bfsCpuMs, ratioToNative: bfsMs / native, cpuRatioToNative: bfsCpuMs / native, histogram: pdb.histogram };
}

/** A Markdown section for the report. */
export function cornerPdbMarkdown(figures: Record<Metric, CornerPdbFigures>): string {
  const rows = (Object.keys(figures) as Metric[]).map((m) => {
    const f = figures[m];
    return `| ${m.toUpperCase()} | ${f.tablesMs.toFixed(0)} ms | ${(f.bfsMs / 1000).toFixed(2)} s | ${(f.bfsCpuMs / 1000).toFixed(2)} s | ~${NATIVE_C_SECONDS[m]} s | ${f.ratioToNative.toFixed(2)}× (CPU ${f.cpuRatioToNative.toFixed(2)}×) |`;
  });
  return [
    '',
    '### 3×3×3 corner pattern database (88,179,840 states, one byte each)',
    '',
    '| metric | move tables | BFS wall | BFS CPU | native C | ratio to native |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
