/**
 * The inspector's build-time fallback: the same four numbers the worker's
 * 'locate' request returns, computed by the solver while the site is built,
 * for the default scramble.
 */
import { scrambleToState } from 'pocket-cube-solver/apply';
import { distanceTable } from 'pocket-cube-solver';
import { coordinatesOf, stateIndex } from 'pocket-cube-solver/coordinates';
import type { CornerState } from 'pocket-cube-solver/corner-state';
import { estimate, heuristic } from 'pocket-cube-solver';
import type { Metric } from 'pocket-cube-solver/metric';
import type { InspectorValues } from './bars.ts';

export function inspectAtBuild(scramble: string, metric: Metric): { state: CornerState; perm: number; orient: number; values: InspectorValues } {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(`inspector: scramble "${scramble}" does not parse: ${parsed.error.message}`);
  const { perm, orient } = coordinatesOf(parsed.state);
  const h = (name: 'orient' | 'perm' | 'max') => estimate(heuristic(name, metric), perm, orient);
  const distance = distanceTable(metric).distance[stateIndex(perm, orient)];
  return { state: parsed.state, perm, orient, values: { orient: h('orient'), perm: h('perm'), max: h('max'), distance } };
}
