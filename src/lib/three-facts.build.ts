/**
 * Build-time numbers of chapter 8, computed from the solver's 3×3×3 modules
 * (never typed into the prose): state counts, move counts, pattern-database
 * sizes and the published corner histograms the widget compares against
 * (solver/test/three/corner-pdb.test.ts checks the solver reproduces them).
 */
import { depthSaved, korfSingleDatabaseDepth } from 'pocket-cube-solver/complexity';
import { factorial, THREE_CORNER_PERMS, THREE_CORNER_TWISTS, THREE_MOVES, type SolverReach, predictedCornerOnlyNodes, SOLVER_REACH_FIGURES, ESTIMATE_REACH_FIGURES, type EstimateReach, THREE_MOVES_AFTER, threeBruteForceSizes, threeBruteForceSizesByFamily, threeTreeSizeExact, KORF_EDGE_GROUPS, edgeDatabaseEntries, THREE_QTM_BRANCHING_FACTOR, threeQtmTreeSizes, KORF_DATABASE_FIGURES, independentMaxDistribution, korfPrediction } from 'pocket-cube-solver/internals';
import { THREE_CORNER_STATES, PUBLISHED_CORNER_HISTOGRAM } from 'pocket-cube-solver/three';
import { formatCount } from './format.ts';

export interface ThreeFacts {
  readonly cornerPerms: number;
  readonly cornerTwists: number;
  readonly cornerStates: number;
  readonly edgePerms: number;
  readonly edgeFlips: number;
  /** 8!·3⁷·12!·2¹¹ / 2, exactly (a BigInt: it exceeds 2⁵³). */
  readonly cubeStates: bigint;
  readonly cubeStatesText: string;
  readonly htmMoves: number;
  readonly qtmMoves: number;
  /** 12!/6!·2⁶: one of Korf's two six-edge databases. */
  readonly sixEdgeStates: number;
  /** 12!·2¹¹: all twelve edges. */
  readonly allEdgeStates: number;
  readonly cornerBytes: number;
  readonly cornerNibbleBytes: number;
  readonly published: Readonly<Record<'htm' | 'qtm', readonly number[]>>;
  readonly deepestHtm: number;
  readonly deepestQtm: number;
  /** Mean of the corner database over all corner positions (HTM): its average lower bound. */
  readonly meanCornerHtm: number;
  /**
   * Growth rate of the HTM move tree with chapter 6's pruning carried to six
   * faces (never the same face twice; of two opposite faces, only one order):
   * the dominant eigenvalue of the 2×2 recurrence below, Korf's (1997) 13.35.
   */
  readonly branchingHtm: number;
  /**
   * The same tree in the quarter-turn metric (a half turn written once, as
   * X X; opposite faces in one order): the largest root of
   * x⁴ − 8x³ − 12x² − 8x − 2, 9.37 (three-branching.ts; the build checks it
   * against the counted tree's growth).
   */
  readonly branchingQtm: number;
  /** branchingHtm^typicalDepth: the growth factor alone, without the constant in front of it. */
  readonly bruteForceNodes: number;
  /** The pruned tree's sequences of exactly `typicalDepth` moves, N_typicalDepth, counted exactly (all its digits, en-US grouping). */
  readonly prunedTreeText: string;
  /** The same count as a double, for its scientific form. */
  readonly prunedTree: number;
  readonly typicalDepth: number;
  readonly godsNumberHtm: number;
  readonly godsNumberQtm: number;
  readonly symmetries: number;
  readonly rotations: number;
  /**
   * Chapter 7's prediction with the corner database as the heuristic: for a
   * threshold L, the expected nodes *expanded* in all iterations up to L,
   * averaged over random cubes (nodes generated are about branchingHtm times more)
   * (Korf–Reid–Edelkamp, with the pruned tree sizes and the corner
   * distribution, which is exactly the distribution of h over all cubes).
   */
  readonly predicted: readonly { readonly length: number; readonly nodes: number }[];
  /**
   * How far the page's solver reaches within the reach budget (KORF_REACH_BUDGET): seeded
   * scrambles solved with the page's databases, nodes expanded and generated, and the
   * corner-only prediction at the same length (solver/src/three/solver-reach.ts,
   * recomputed by solver/test/three/solver-reach.slow.test.ts).
   */
  readonly reach: SolverReach;
  /** The longest optimal length solved within the budget, and the first scramble length that ran out. */
  readonly reachSolvedUpTo: number;
  /** The longest optimal length the same search solved within the budget with Korf's two six-edge databases instead. */
  readonly reachSixEdgeSolvedUpTo: number;
  /**
   * The same scrambles estimated before solving, as the page's "Estimate first"
   * does (solver/src/three/estimate-reach.ts, recomputed by
   * solver/test/three/estimate-reach.test.ts): per bound, nodes expanded and
   * generated ± SE, and the nodes generated up to each bound against the budget.
   */
  readonly estimateReach: EstimateReach;
  readonly reachStoppedAt: number;
  /** Entries in Korf's three databases: the corners and two groups of six edges. */
  readonly korfEntries: number;
  /**
   * Korf's (1997) conjecture, from the paper's abstract: time × space ≈ the
   * number of states, so IDA* on a random cube generates about n / m nodes.
   */
  readonly korfTimeSpaceNodes: number;
  /**
   * Chapter 7's prediction with Korf's own heuristic, max(corner, edges A,
   * edges B), like for like with his conjecture (solver/src/three/korf-prediction.ts):
   * levels saved, and nodes expanded in all iterations up to `typicalDepth`
   * averaged over random cubes (generated: about branchingHtm times more).
   * `independent` takes the three bounds as independent (exact for the corners
   * against either edge group; the two edge groups share the slots);
   * `sampled` measures the maximum on `sample.cubes` seeded random cubes.
   */
  readonly korfPredicted: {
    readonly independent: { readonly levelsSaved: number; readonly expanded: number };
    readonly sampled: { readonly levelsSaved: number; readonly expanded: number };
    readonly sample: { readonly seed: number; readonly cubes: number };
  };
  /**
   * Levels of the pruned tree the corner database saves: −log_b Σⱼ p(j) b^(−j)
   * (complexity/depth-saved.ts), below its mean by Jensen's inequality.
   */
  readonly cornerDepthSaved: number;
  /** log_b m for the corner database: the depth Korf's 1997 n/m would credit it with. */
  readonly cornerLogBM: number;
  /** Korf's 2007 estimate for one database, log_b m − log_b(log_b m + 1). */
  readonly cornerKorf2007Depth: number;
  /** N₀..N₃ of the pruned tree, and the sequences of i moves by the family of their last move (index i − 1). */
  readonly treeSizes: readonly number[];
  readonly treeSizesByFamily: readonly { readonly u: number; readonly d: number }[];
  /** Moves allowed after a U-family and after a D-family move. */
  readonly movesAfter: { readonly u: number; readonly d: number };
}

/**
 * Published results the solver cannot compute here, each with its source.
 * - God's number of the 3×3×3: 20 in HTM (Rokicki, Kociemba, Davidson &
 *   Dethridge 2010, cube20.org), 26 in QTM (Rokicki & Davidson 2014).
 * - Typical distance: about two thirds of all positions are exactly 18 moves
 *   from solved in HTM (the distance distribution of cube20.org), and Korf's
 *   (1997) random cubes had median optimal length 18.
 * - The cube's symmetry group with reflections has 48 elements (24 rotations).
 */
export const PUBLISHED_THREE = { godsNumberHtm: 20, godsNumberQtm: 26, typicalDepth: 18, symmetries: 48, rotations: 24 } as const;

/**
 * Sequences of HTM moves that chapter 6's pruning allows, counted by the face
 * they end on: x ends on U, R or F, y on D, L or B. After U, R/F (6 moves) and
 * D/L/B (9) may follow; after D, only R/F (6: U D was counted as D U's twin)
 * and L/B (6). So x' = 6x + 6y, y' = 9x + 6y; the growth rate is the larger
 * eigenvalue, 6 + √54.
 */
function prunedBranchingFactor(): number {
  let x = 1;
  let y = 1;
  let rate = 0;
  for (let i = 0; i < 200; i++) {
    const nx = 6 * x + 6 * y;
    const ny = 9 * x + 6 * y;
    rate = (nx + ny) / (x + y);
    x = nx / (nx + ny);
    y = ny / (nx + ny);
  }
  return rate;
}

const reach: SolverReach = SOLVER_REACH_FIGURES;

/** The quarter-turn factor, held to the counted tree: N₄₀ / N₃₉ must be the quartic's root. */
function qtmBranchingFactor(): number {
  const sizes = threeQtmTreeSizes(40);
  if (Math.abs(sizes[40] / sizes[39] - THREE_QTM_BRANCHING_FACTOR) > 1e-9) throw new Error('three-facts: the QTM tree does not grow by the quartic\'s root');
  return THREE_QTM_BRANCHING_FACTOR;
}

export function threeFacts(): ThreeFacts {
  const edgePerms = factorial(12);
  const edgeFlips = 2 ** 11;
  const cubeStates = (BigInt(THREE_CORNER_STATES) * BigInt(edgePerms) * BigInt(edgeFlips)) / 2n;
  const sixEdgeStates = edgeDatabaseEntries([KORF_EDGE_GROUPS[0]]);
  return {
    cornerPerms: THREE_CORNER_PERMS,
    cornerTwists: THREE_CORNER_TWISTS,
    cornerStates: THREE_CORNER_STATES,
    edgePerms,
    edgeFlips,
    cubeStates,
    cubeStatesText: cubeStates.toLocaleString('en-US'),
    htmMoves: THREE_MOVES.htm.length,
    qtmMoves: THREE_MOVES.qtm.length,
    sixEdgeStates,
    allEdgeStates: edgePerms * edgeFlips,
    cornerBytes: THREE_CORNER_STATES,
    cornerNibbleBytes: THREE_CORNER_STATES / 2,
    published: PUBLISHED_CORNER_HISTOGRAM,
    deepestHtm: PUBLISHED_CORNER_HISTOGRAM.htm.length - 1,
    deepestQtm: PUBLISHED_CORNER_HISTOGRAM.qtm.length - 1,
    meanCornerHtm: PUBLISHED_CORNER_HISTOGRAM.htm.reduce((sum, count, d) => sum + count * d, 0) / THREE_CORNER_STATES,
    branchingHtm: prunedBranchingFactor(),
    branchingQtm: qtmBranchingFactor(),
    bruteForceNodes: prunedBranchingFactor() ** PUBLISHED_THREE.typicalDepth,
    prunedTreeText: threeTreeSizeExact(PUBLISHED_THREE.typicalDepth).toLocaleString('en-US'),
    prunedTree: Number(threeTreeSizeExact(PUBLISHED_THREE.typicalDepth)),
    ...PUBLISHED_THREE,
    predicted: [8, 10, 12, 14, 16, 18].map((length) => ({ length, nodes: predictedCornerOnlyNodes(length) })),
    korfEntries: THREE_CORNER_STATES + 2 * sixEdgeStates,
    korfTimeSpaceNodes: Number(cubeStates) / (THREE_CORNER_STATES + 2 * sixEdgeStates),
    korfPredicted: {
      independent: korfPrediction(independentMaxDistribution([PUBLISHED_CORNER_HISTOGRAM.htm, ...KORF_DATABASE_FIGURES.edgeHistograms]), PUBLISHED_THREE.typicalDepth),
      sampled: korfPrediction(KORF_DATABASE_FIGURES.sample.maxHistogram, PUBLISHED_THREE.typicalDepth),
      sample: { seed: KORF_DATABASE_FIGURES.sample.seed, cubes: KORF_DATABASE_FIGURES.sample.cubes },
    },
    cornerDepthSaved: depthSaved(PUBLISHED_CORNER_HISTOGRAM.htm, prunedBranchingFactor()),
    cornerLogBM: Math.log(THREE_CORNER_STATES) / Math.log(prunedBranchingFactor()),
    cornerKorf2007Depth: korfSingleDatabaseDepth(THREE_CORNER_STATES, prunedBranchingFactor()),
    treeSizes: threeBruteForceSizes(3),
    treeSizesByFamily: threeBruteForceSizesByFamily(3),
    movesAfter: { u: THREE_MOVES_AFTER.u.u + THREE_MOVES_AFTER.u.d, d: THREE_MOVES_AFTER.d.u + THREE_MOVES_AFTER.d.d },
    reach,
    estimateReach: ESTIMATE_REACH_FIGURES,
    reachSolvedUpTo: Math.max(...reach.rows.filter((r) => r.status === 'solved').map((r) => r.optimalLength!)),
    reachSixEdgeSolvedUpTo: Math.max(...reach.rows.filter((r) => r.sixEdge.status === 'solved').map((r) => r.sixEdge.optimalLength!)),
    reachStoppedAt: Math.min(...reach.rows.filter((r) => r.status === 'budget').map((r) => r.scrambleLength)),
  };
}

export const n = formatCount;
