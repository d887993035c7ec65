/**
 * The inspector's build-time fallback: the same four numbers the worker's
 * 'locate' request returns, computed by the solver while the site is built,
 * for the default scramble.
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import { distanceTable } from '../../../solver/src/bfs.ts';
import { coordinatesOf, stateIndex } from '../../../solver/src/coordinates.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import { estimate, heuristic } from '../../../solver/src/heuristics.ts';
import type { Metric } from '../../../solver/src/metric.ts';
import type { InspectorValues } from './bars.ts';

export function inspectAtBuild(scramble: string, metric: Metric): { state: CornerState; perm: number; orient: number; values: InspectorValues } {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(`inspector: scramble "${scramble}" does not parse: ${parsed.error.message}`);
  const { perm, orient } = coordinatesOf(parsed.state);
  const h = (name: 'orient' | 'perm' | 'max') => estimate(heuristic(name, metric), perm, orient);
  const distance = distanceTable(metric).distance[stateIndex(perm, orient)];
  return { state: parsed.state, perm, orient, values: { orient: h('orient'), perm: h('perm'), max: h('max'), distance } };
}
