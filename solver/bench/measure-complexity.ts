/**
 * Chapter 7's figures: how long the Korf–Reid–Edelkamp prediction takes
 * (it is arithmetic on two small arrays once the PDBs exist), and how fast
 * the complete-iteration counter that checks it runs, in nodes per second.
 */
import { type Metric, bfs, heuristic } from 'pocket-cube-solver';
import { measureComplexity, predictPocketCube } from 'pocket-cube-solver/complexity';
import { type RepeatedTiming, timeRepeated } from './timing.ts';

export interface ComplexityFigures {
  /** predictPocketCube(metric, 'max', 20): tree sizes, h-distribution and E(d). */
  readonly predictionMs: RepeatedTiming;
  /** Complete iterations (max of both PDBs) at God's number on 100 seeded starts. */
  readonly completeIteration: { readonly nodes: number; readonly ms: number; readonly nodesPerSecond: number };
}

export function measureComplexityFigures(metric: Metric): ComplexityFigures {
  const predictionMs = timeRepeated(() => predictPocketCube(metric, 'max', 20), 2, 20);
  const god = bfs(metric).histogram.length - 1;
  const h = heuristic('max', metric);
  // QTM's God's number (14) makes a complete iteration ~50× bigger than HTM's at 11: one threshold less.
  const threshold = metric === 'htm' ? god : god - 2;
  const t0 = performance.now();
  const m = measureComplexity({ heuristic: h, starts: 100, seed: 2001, maxThreshold: threshold, asRun: false });
  const ms = performance.now() - t0;
  return { predictionMs, completeIteration: { nodes: m.completedNodes, ms, nodesPerSecond: (m.completedNodes / ms) * 1000 } };
}
