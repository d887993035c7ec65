/**
 * The histograms of h the reader can start from: every pattern-database
 * heuristic of the notebook, as the solver computes it when the site is built
 * (complexity/heuristic-distribution.ts for the 2×2×2, the 3×3×3 corner
 * database's published histogram, which chapter 8's BFS reproduces), each
 * with the growth per level of the tree it prunes.
 */
import { heuristicCounts } from 'pocket-cube-solver/complexity';
import { HEURISTIC_LABELS } from 'pocket-cube-solver';
import { depthSavedFacts } from '../../lib/complexity-facts.build.ts';
import { threeFacts } from '../../lib/three-facts.build.ts';
import type { ShapePreset } from './reshape.ts';



export function shapePresets(): ShapePreset[] {
  const { branching } = depthSavedFacts();
  const pocket = (['htm', 'qtm'] as const).flatMap((metric) =>
    (['orient', 'perm', 'max', 'exact'] as const).map((h) => ({
      id: `${metric}-${h}`,
      label: `2×2×2, ${metric.toUpperCase()}: ${HEURISTIC_LABELS[h]}`,
      counts: heuristicCounts(h, metric),
      branching: branching[metric],
    })),
  );
  const three = threeFacts();
  return [
    ...pocket,
    { id: 'three-corner', label: '3×3×3, HTM: corner database', counts: three.published.htm, branching: three.branchingHtm },
  ];
}
