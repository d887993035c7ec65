/** Chapter 8's solver job run to the end in this process, its progress collected (for the job's tests). */
import type { ThreeEdgeChoice, ThreeSolveProgress } from '../../src/page/protocol.ts';
import { threeSolveJob } from '../../src/worker/three-jobs.ts';

export async function solveWithJob(scramble: string, edges: ThreeEdgeChoice | undefined, maxNodes = 10_000_000) {
  const progress: ThreeSolveProgress[] = [];
  const response = await threeSolveJob({ scramble, maxNodes, edges }, { signal: new AbortController().signal, progress: (p) => progress.push(p) });
  return { response, progress };
}
