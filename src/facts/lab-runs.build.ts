/**
 * Build time only: the lab's fallback table, from real runs of every
 * heuristic on the default scramble with the same budget the live lab uses.
 */
import { solve, type HeuristicName, type Metric } from 'pocket-cube-solver';
import type { LabRun } from 'pocket-cube-solver/protocol';
import { LAB_BUDGET, LAB_ORDER } from '../lib/lab-settings.ts';

export function staticLabRuns(scramble: string, metric: Metric, heuristics: readonly HeuristicName[] = LAB_ORDER): LabRun[] {
  return heuristics.map((heuristic) => {
    const r = solve(scramble, { metric, heuristic, maxNodes: LAB_BUDGET });
    if (!r.ok) throw new Error(`lab: ${r.error.message}`);
    return { heuristic, status: r.status, length: r.length, moves: r.moves, nodes: r.nodes, generated: r.generated, iterations: r.iterations, ms: r.ms };
  });
}
