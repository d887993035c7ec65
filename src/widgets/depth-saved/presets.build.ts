/**
 * The histograms of h the reader can start from: every pattern-database
 * heuristic of the notebook, as the solver computes it when the site is built
 * (complexity/heuristic-distribution.ts for the 2×2×2, the 3×3×3 corner
 * database's published histogram, which chapter 8's BFS reproduces), each
 * with the growth per level of the tree it prunes.
 */
import { heuristicCounts } from 'pocket-cube-solver/complexity';
import { depthSavedFacts } from '../../lib/complexity-facts.build.ts';
import { threeFacts } from '../../lib/three-facts.build.ts';
import type { ShapePreset } from './reshape.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';



/** The presets, named in the language of `messages` (the page's edition). */
export function shapePresets(messages: Catalogue): ShapePreset[] {
  const words = messages.complexity.depthSaved;
  const { branching } = depthSavedFacts();
  const pocket = (['htm', 'qtm'] as const).flatMap((metric) =>
    (['orient', 'perm', 'max', 'exact'] as const).map((h) => ({
      id: `${metric}-${h}`,
      label: words.pocket(metric.toUpperCase(), messages.kit.heuristics.long[h]),
      counts: heuristicCounts(h, metric),
      branching: branching[metric],
    })),
  );
  const three = threeFacts();
  return [
    ...pocket,
    { id: 'three-corner', label: words.threeCorner, counts: three.published.htm, branching: three.branchingHtm },
  ];
}
