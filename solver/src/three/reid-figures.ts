/**
 * Reid's heuristic measured, for chapter 8's comparison with Korf's design:
 * - how it is spread over random cubes: a seeded sample (the same cubes as
 *   korf-prediction.ts's KORF_SAMPLE, so the two designs meet on one sample),
 *   each looked up on the three axes of reid-ida.ts, alone and with Korf's
 *   corner database ('both'). From the histograms chapter 7's law gives the
 *   levels each saves and the KRE prediction of the work to a depth.
 * - how far it reaches: the scrambles of chapter 8's reach table
 *   (solver-reach.ts's REACH_CASES, where Korf's design with the page's
 *   databases runs out of its 100 M budget at 14 moves), and one more at 15
 *   and at 16 moves, each solved with 'reid' and 'both', with the nodes each
 *   search generated and expanded (counts, not times: the same on every machine).
 *
 * The whole phase-1 table takes seconds to build and the two 16-move searches
 * most of two minutes, so the figures are committed (reid-figures.json) for
 * the site's build and recomputed by solver/test/three/reid-figures.slow.test.ts.
 */
import { seededRandom } from '../random.ts';
import { cornerIndex } from './corner-coordinates.ts';
import { cornerPdb } from './corner-pdb.ts';
import { KORF_SAMPLE } from './korf-prediction.ts';
import { REACH_CASES, reachScramble } from './solver-reach.ts';
import { cornerTwistCoordinate } from './corner-coordinates.ts';
import { type ThreeHeuristicName, solveThree } from './three-solve.ts';
import { MAX_PHASE1_DISTANCE, flipSliceTwistPruning, phase1Distance } from './two-phase/flipslice-twist-pruning.ts';
import { twoPhaseMoveTables } from './two-phase/move-tables.ts';
import { flipCoordinate, slicePositionCoordinate } from './two-phase/phase1-coordinates.ts';
import { randomCube } from './two-phase/random-cube.ts';
import { turnedView } from './two-phase/views.ts';

/** The sampled cubes: Korf's sample's seed, fewer cubes (three table walks each instead of three lookups). */
export const REID_SAMPLE = { seed: KORF_SAMPLE.seed, cubes: 200_000 } as const;

/** The reach table's cases, and two longer ones (seeds picked as the first whose scramble's optimum is its length). */
export const REID_REACH_CASES: readonly { readonly length: number; readonly seed: number }[] = [...REACH_CASES, { length: 15, seed: 15_001 }, { length: 16, seed: 16_002 }];

/** The largest budget any row may take (the 16-movers take about 250 M). */
export const REID_REACH_BUDGET = 1_000_000_000;

export interface ReidSearchFigures {
  readonly optimalLength: number;
  readonly generated: number;
  readonly expanded: number;
}

export interface ReidFigures {
  /** Histograms over the sampled cubes of Reid's h (index = value) and of max(Reid's h, corner database). */
  readonly sample: { readonly seed: number; readonly cubes: number; readonly reidHistogram: readonly number[]; readonly bothHistogram: readonly number[] };
  readonly reach: readonly { readonly scramble: string; readonly scrambleLength: number; readonly reid: ReidSearchFigures; readonly both: ReidSearchFigures }[];
}

function count(histogram: number[], h: number): void {
  while (histogram.length <= h) histogram.push(0);
  histogram[h]++;
}

function search(scramble: string, heuristic: ThreeHeuristicName): ReidSearchFigures {
  const r = solveThree(scramble, { heuristic, maxNodes: REID_REACH_BUDGET });
  if (!r.ok || r.moves === null) throw new Error(`reid-figures: ${scramble} not solved within ${REID_REACH_BUDGET} nodes`);
  return { optimalLength: r.moves.length, generated: r.generated, expanded: r.expanded };
}

/** Builds the tables (the whole phase-1 table, the corner database), samples the cubes and solves the reach scrambles. */
export function computeReidFigures(): ReidFigures {
  const moves = twoPhaseMoveTables();
  const toH = flipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  const corner = cornerPdb('htm').distance;
  const random = seededRandom(REID_SAMPLE.seed);
  const reidHistogram: number[] = [];
  const bothHistogram: number[] = [];
  for (let s = 0; s < REID_SAMPLE.cubes; s++) {
    const cube = randomCube(random);
    let h = 0;
    for (let k = 0; k < 3; k++) {
      const view = turnedView(cube, k);
      h = Math.max(h, phase1Distance(toH, moves, slicePositionCoordinate(view.edges), flipCoordinate(view.edges), cornerTwistCoordinate(view.corners)));
    }
    count(reidHistogram, h);
    count(bothHistogram, Math.max(h, corner[cornerIndex(cube.corners)]));
  }
  const reach = REID_REACH_CASES.map((c) => {
    const scramble = reachScramble(c);
    return { scramble, scrambleLength: c.length, reid: search(scramble, 'reid'), both: search(scramble, 'both') };
  });
  return { sample: { ...REID_SAMPLE, reidHistogram, bothHistogram }, reach };
}
