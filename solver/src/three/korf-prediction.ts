/**
 * Korf's (1997) conjecture, like for like: chapter 7's Korf–Reid–Edelkamp
 * prediction (../complexity/kre-prediction.ts) run with his own heuristic,
 * h = max(corner database, edges A, edges B) with his two six-edge groups
 * (three-solve.ts KORF_EDGE_GROUPS), half-turn metric, instead of the corner
 * database alone.
 *
 * The prediction needs how h is spread over all cubes. The three databases'
 * own histograms (the corner one is OEIS A080629; the edge ones are counted
 * by edgeGroupPdb) give it if the three bounds are independent:
 * P(h ≤ x) = P_corner(x) · P_A(x) · P_B(x).
 * - Corners against either edge group, exactly: a uniformly random cube is a
 *   uniform corner state with a uniform edge state of the same permutation
 *   parity, and a group's state (the slots and flips of its six pieces)
 *   leaves six edges to place in 6! ways, half of each parity, and to flip in
 *   2⁵ ways either way, so every group state goes with every corner state
 *   equally often.
 * - The two edge groups against each other, only approximately: they share
 *   the twelve slots.
 * So the same distribution is also measured: a seeded sample of uniformly
 * random cubes (KORF_SAMPLE), each looked up in all three databases.
 *
 * Building Korf's databases (the corner one and two of 42,577,920 entries)
 * takes most of a minute, so the edge histograms and the sample are
 * committed (korf-databases.json) for the site's build;
 * solver/test/three/korf-prediction.slow.test.ts recomputes them.
 */
import { kreIterations } from '../complexity/kre-prediction.ts';
import { depthSaved } from '../complexity/depth-saved.ts';
import { seededRandom } from '../random.ts';
import { cornerIndex } from './corner-coordinates.ts';
import { cornerPdb } from './corner-pdb.ts';
import { edgeGroupIndex, edgeGroupPdb } from './edge-group.ts';
import { THREE_BRANCHING_FACTOR, threeBruteForceSizes } from './three-branching.ts';
import { KORF_EDGE_GROUPS } from './three-solve.ts';
import { randomCube } from './two-phase/random-cube.ts';

/** The sample of random cubes: seed and size (a million take about 4 s once the databases exist). */
export const KORF_SAMPLE = { seed: 36, cubes: 1_000_000 } as const;

export interface KorfDatabases {
  /** Depth histograms of Korf's two six-edge databases (HTM), in KORF_EDGE_GROUPS order. */
  readonly edgeHistograms: readonly (readonly number[])[];
  /** The sampled cubes: histogram of max(corner, edges A, edges B) over them. */
  readonly sample: { readonly seed: number; readonly cubes: number; readonly maxHistogram: readonly number[] };
}

/** Builds the databases (HTM) and samples the cubes: the figures korf-databases.json holds. */
export function computeKorfDatabases(): KorfDatabases {
  const edges = KORF_EDGE_GROUPS.map((group) => edgeGroupPdb(group, 'htm'));
  const corner = cornerPdb('htm').distance;
  const random = seededRandom(KORF_SAMPLE.seed);
  const maxHistogram: number[] = [];
  for (let s = 0; s < KORF_SAMPLE.cubes; s++) {
    const cube = randomCube(random);
    let h = corner[cornerIndex(cube.corners)];
    edges.forEach((pdb, i) => (h = Math.max(h, pdb.distance[edgeGroupIndex(cube.edges, KORF_EDGE_GROUPS[i])])));
    while (maxHistogram.length <= h) maxHistogram.push(0);
    maxHistogram[h]++;
  }
  return { edgeHistograms: edges.map((pdb) => pdb.histogram), sample: { ...KORF_SAMPLE, maxHistogram } };
}

/**
 * The fraction of cubes with max(h₁, h₂, …) = x, for x = 0.., if the bounds
 * are independent: P(max ≤ x) is the product of each histogram's P(h ≤ x).
 * @example independentMaxDistribution([[1, 1], [1, 3]]) // [1/8, 7/8]
 */
export function independentMaxDistribution(histograms: readonly (readonly number[])[]): number[] {
  const depth = Math.max(...histograms.map((h) => h.length));
  const totals = histograms.map((h) => h.reduce((a, c) => a + c, 0));
  const atMost = (x: number) => histograms.reduce((p, h, i) => p * (h.slice(0, x + 1).reduce((a, c) => a + c, 0) / totals[i]), 1);
  return Array.from({ length: depth }, (_, x) => atMost(x) - (x > 0 ? atMost(x - 1) : 0));
}

/**
 * Chapter 7's prediction with h spread as `distribution` (counts or fractions
 * by value): the levels of the 13.35-per-level tree it saves, and the nodes
 * IDA* expands in all its iterations up to threshold `length`, averaged over
 * random cubes (nodes generated are about 13.35 times more).
 */
export function korfPrediction(distribution: readonly number[], length: number): { levelsSaved: number; expanded: number } {
  const total = distribution.reduce((a, c) => a + c, 0);
  return {
    levelsSaved: depthSaved(distribution, THREE_BRANCHING_FACTOR),
    expanded: kreIterations(threeBruteForceSizes(length), distribution, total, 0, length).at(-1)!.cumulative,
  };
}
