/**
 * The inspector's build-time fallback: the same four numbers the worker's
 * 'locate' request returns, computed by the solver while the site is built,
 * for the default scramble.
 */
import { scrambleToState, coordinatesOf, heuristic } from 'pocket-cube-solver';
import { distanceTable, stateIndex, estimate } from 'pocket-cube-solver/internals';
import type { CornerState, Metric } from 'pocket-cube-solver';
import type { InspectorValues } from './bars.ts';

export function inspectAtBuild(scramble: string, metric: Metric): { state: CornerState; perm: number; orient: number; values: InspectorValues } {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(`inspector: scramble "${scramble}" does not parse: ${parsed.error.message}`);
  const { perm, orient } = coordinatesOf(parsed.state);
  const h = (name: 'orient' | 'perm' | 'max') => estimate(heuristic(name, metric), perm, orient);
  const distance = distanceTable(metric).distance[stateIndex(perm, orient)];
  return { state: parsed.state, perm, orient, values: { orient: h('orient'), perm: h('perm'), max: h('max'), distance } };
}
