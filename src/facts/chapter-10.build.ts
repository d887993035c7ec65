/**
 * Chapter 10's facts entry (Kociemba's two-phase algorithm): the sizes of the
 * cube group, the subgroup G1 and the coordinates of each phase, the tables'
 * sizes and depths, and two-phase lengths against chapter 8's optimal ones,
 * all computed from the solver when the site is built.
 *
 * Searches here are bounded by nodes, not milliseconds, so the build gives the
 * same numbers on any machine; the chapter's widget measures time live.
 */
import { randomCube, solveTwoPhase, twoPhaseTables } from 'pocket-cube-solver/three/two-phase';
import { DEFAULT_PHASE2_CAP, FLIPSLICE_CLASS_COUNT, FLIPSLICE_COUNT, FLIPSLICE_TWIST_ENTRIES, FLIP_COUNT, MAX_PHASE1, PHASE1_MOVES, PHASE2_MOVES, MAX_PHASE2, SLICE_COUNT, SLICE_PERMS, SYMMETRY_COUNT, UD_EDGE_PERMS, SOLVER_REACH_FIGURES, REID_FIGURES, PUBLISHED_PHASE1_DISTRIBUTION, THREE_CORNER_PERMS, THREE_CORNER_TWISTS, composeCube, cubeFacelets } from 'pocket-cube-solver/internals';
import { scrambleToCube, type CubeState } from 'pocket-cube-solver/three';
import { seededRandom } from 'pocket-cube-solver';
import { n, threeFacts } from '../lib/three-facts.build.ts';
import { formatCount } from '../lib/format.ts';
import { DEFAULT_THREE_SCRAMBLE } from '../lib/reader-state.ts';
import { LENGTH_TARGETS } from '../lib/two-phase-stops.ts';

const REID_SOLVED_UP_TO = Math.max(...REID_FIGURES.reach.map((r) => r.reid.optimalLength));

/** The `11` of Kociemba's `togo2_limit` in solver.py (see kociembaPhase2Limit below). */
const KOCIEMBA_PHASE2_LIMIT = 11;

export { n };
export { sci } from './chapter-08.build.ts';

const three = threeFacts();

/** |G1| = 8!·8!·4!/2: corners and the eight U/D edges permuted freely within G1, the slice edges among themselves, one parity for all (Kociemba, cube.htm). */
const g1Size = (BigInt(THREE_CORNER_PERMS) * BigInt(UD_EDGE_PERMS) * BigInt(SLICE_PERMS)) / 2n;
/** The index [G : G1] = 3⁷·2¹¹·C(12,4): one coset per value of phase 1's three coordinates. */
const phase1States = THREE_CORNER_TWISTS * FLIP_COUNT * SLICE_COUNT;
if (three.cubeStates / g1Size !== BigInt(phase1States) || three.cubeStates % g1Size !== 0n) {
  throw new Error('chapter 10: |G| / |G1| is not the number of phase-1 coordinate values');
}

function maxOf(table: Uint8Array): number {
  let m = 0;
  for (const v of table) if (v > m && v !== 255) m = v;
  return m;
}

/** What the solver builds with its defaults, as the widget's worker does: move tables, the small pruning tables and phase 1's exact table. */
const built = twoPhaseTables();
const { pruning } = built;
const phase1Table = built.phase1;
if (!phase1Table) throw new Error("chapter 10: the solver's default is not phase 1's exact table");
const bytesOf = (tables: object) => Object.values(tables).reduce((sum: number, t: ArrayBufferView | null) => sum + (ArrayBuffer.isView(t) ? t.byteLength : 0), 0);
const moveTableBytes = bytesOf(built.tables);
/** The exact table's codes and the symmetry tables that index it (classes, representatives, twist conjugation). */
const phase1TableBytes = phase1Table.codes.byteLength + bytesOf(phase1Table.sym);
const pruningBytes = bytesOf(pruning) + phase1TableBytes;
/**
 * The tables of the projections baseline (phase1Table: 'projections'), min2phase's phase-1 design: slice × twist,
 * slice × flip and twist × flip (its UDSliceTwistPrun, UDSliceFlipPrun, TwistFlipPrun, there reduced by symmetry).
 */
const projectionTables = (() => {
  const { twistFlip } = twoPhaseTables({ phase1Table: 'projections' }).pruning;
  if (!twistFlip) throw new Error("chapter 10: the projections baseline no longer reads twist × flip: the chapter's three tables are two");
  return { twistFlip };
})();

/** The node budget of the "keep searching" columns: enough to show the trade, small enough for the build. */
export const KEEP_SEARCHING_NODES = 1_000_000;
/** How long the chapter lets phase 1 look for its first solution: any length. */
const FIRST = 40;

function lengthOf(state: CubeState, options: Parameters<typeof solveTwoPhase>[1]): number {
  const r = solveTwoPhase(state, options);
  if (!r.ok || r.length === null) throw new Error(`chapter 10: two-phase found no solution (${JSON.stringify(options)})`);
  return r.length;
}

/** Chapter 8's optimally solved scrambles, now by two phases: first answer, at most 20, and after a million nodes. */
export const versusOptimal = SOLVER_REACH_FIGURES.rows
  .filter((row) => row.status === 'solved' && row.optimalLength !== null)
  .map((row) => {
    const parsed = scrambleToCube(row.scramble);
    if (!parsed.ok) throw new Error(`chapter 10: ${parsed.error.message}`);
    const keep = solveTwoPhase(parsed.state, { targetLength: 0, maxNodes: KEEP_SEARCHING_NODES });
    if (!keep.ok || keep.length === null) throw new Error('chapter 10: no solution in the node budget');
    return {
      scramble: row.scramble,
      optimal: row.optimalLength as number,
      first: lengthOf(parsed.state, { targetLength: FIRST }),
      kept: keep.length,
      provenOptimal: keep.optimal,
    };
  });

/** Of chapter 8's scrambles, the one two phases find hardest at first: most moves over the optimum. */
const hardest = versusOptimal.reduce((a, b) => (b.first - b.optimal > a.first - a.optimal ? b : a));
/** …and how many nodes the search needs to reach its optimal length (a generous budget; the build fails if it runs out). */
export const hardestShort = (() => {
  const parsed = scrambleToCube(hardest.scramble);
  if (!parsed.ok) throw new Error(`chapter 10: ${parsed.error.message}`);
  const r = solveTwoPhase(parsed.state, { targetLength: hardest.optimal, maxNodes: 100_000_000 });
  if (!r.ok || r.length !== hardest.optimal) throw new Error('chapter 10: two phases did not reach the optimum of the hardest short scramble');
  return { ...hardest, nodesToOptimal: r.nodes, nodesToProof: nodesToProof(hardest.scramble, hardest.optimal) };
})();

/**
 * How many nodes two phases need to prove a scramble's optimum: searching with no target until phase 1
 * has tried every shorter length (the 'exhausted' stop, optimal: true). The build fails if a generous
 * budget runs out first or the proven length is not chapter 8's.
 */
function nodesToProof(scramble: string, optimal: number): number {
  const parsed = scrambleToCube(scramble);
  if (!parsed.ok) throw new Error(`chapter 10: ${parsed.error.message}`);
  const r = solveTwoPhase(parsed.state, { targetLength: 0, maxNodes: 100_000_000 });
  if (!r.ok || !r.optimal || r.length !== optimal) throw new Error(`chapter 10: two phases did not prove the optimum of ${scramble}`);
  return r.nodes;
}

/**
 * Of chapter 8's scrambles, the one that stays hard for two phases: most moves over the optimum after the
 * table's node budget. With the nodes the search needs to reach its optimum and to prove it.
 */
export const stillHard = (() => {
  const row = versusOptimal.reduce((a, b) => (b.kept - b.optimal > a.kept - a.optimal ? b : a));
  if (row.kept === row.optimal) throw new Error('chapter 10: every scramble reaches its optimum within the budget: the paragraph on the one that stays hard no longer holds');
  const parsed = scrambleToCube(row.scramble);
  if (!parsed.ok) throw new Error(`chapter 10: ${parsed.error.message}`);
  const r = solveTwoPhase(parsed.state, { targetLength: row.optimal, maxNodes: 100_000_000 });
  if (!r.ok || r.length !== row.optimal) throw new Error('chapter 10: two phases did not reach the optimum of the scramble that stays hard');
  return { ...row, nodesToOptimal: r.nodes, nodesToProof: nodesToProof(row.scramble, row.optimal) };
})();

/** Seeded random-state cubes (uniform over all positions): what two phases give on a typical cube. */
export const RANDOM_CUBES = 24;
const RANDOM_SEED = 10;
const randomLengths = (() => {
  const random = seededRandom(RANDOM_SEED);
  const cubes = Array.from({ length: RANDOM_CUBES }, () => randomCube(random));
  return {
    first: cubes.map((c) => lengthOf(c, { targetLength: FIRST })),
    atTarget: cubes.map((c) => lengthOf(c, { targetLength: LENGTH_TARGETS[0] })),
    kept: cubes.map((c) => lengthOf(c, { targetLength: 0, maxNodes: KEEP_SEARCHING_NODES })),
    /** The same budget with phase 1 bounded by the small tables alone: what the exact table buys. */
    keptProjections: cubes.map((c) => lengthOf(c, { targetLength: 0, maxNodes: KEEP_SEARCHING_NODES, phase1Table: 'projections' })),
  };
})();

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export const ch10 = {
  cubeStatesText: three.cubeStatesText,
  g1SizeText: formatCount(Number(g1Size)),
  /** [G : G1], exactly: |G| / |G1| must equal the product of phase 1's coordinate counts. */
  phase1States,
  phase1Moves: PHASE1_MOVES.length,
  phase2Moves: PHASE2_MOVES.length,
  /** The widget's length targets, most first. */
  lengthTargets: LENGTH_TARGETS,
  maxPhase1: MAX_PHASE1,
  maxPhase2: MAX_PHASE2,
  phase2Cap: DEFAULT_PHASE2_CAP,
  /**
   * Kociemba's solver.py (RubiksCube-TwophaseSolver): `togo2_limit = min(self.shortest_length[0] -
   * len(self.sofar_phase1), 11)`, then `for togo2 in range(dist2, togo2_limit):  # do not use more than
   * togo2_limit - 1 moves in phase 2`. Python's range stops before its end, so his phase 2 has at most 10 moves.
   */
  /**
   * The cosets Rokicki, Kociemba, Davidson and Dethridge solved (cube20.org, 2010): "We reduced the count of sets
   * we needed to solve to 55,882,296 using symmetry and set covering." Their count, quoted, not computed here.
   */
  cube20SolvedCosets: 55_882_296,
  kociembaPhase2Limit: KOCIEMBA_PHASE2_LIMIT,
  kociembaPhase2Max: KOCIEMBA_PHASE2_LIMIT - 1,
  branchingHtm: three.branchingHtm,
  /** How many times more work the typical cube is than the longest optimal solve of chapter 8's page (Reid's bound): branching^(moves further). */
  typicalOverReach: three.branchingHtm ** (three.typicalDepth - REID_SOLVED_UP_TO),
  /** The budget of chapter 8's reach table (nodes generated), one of its solver's choices. */
  reachBudget: SOLVER_REACH_FIGURES.budget,
  reachSolvedUpTo: three.reachSolvedUpTo,
  /** The longest scramble chapter 8's solver proves optimal with Reid's bound (reid-figures.json), within its largest budget. */
  reidSolvedUpTo: REID_SOLVED_UP_TO,
  /**
   * Phase 1's table built whole (cap 12), as chapter 8's Reid solver reads it: its deepest depth and the
   * states there, from the published distribution the slow tier's build is checked against
   * (solver/test/three/two-phase/flipslice-twist-pruning.slow.test.ts).
   */
  phase1Whole: { deepest: PUBLISHED_PHASE1_DISTRIBUTION.length - 1, atDeepest: PUBLISHED_PHASE1_DISTRIBUTION.at(-1)! },
  /** The same, with Korf's two six-edge databases chosen in chapter 8's solver (its reach table's last column). */
  reachSixEdgeSolvedUpTo: three.reachSixEdgeSolvedUpTo,
  /**
   * A short history, each number as its source gives it (quoted in the chapter):
   * - Thistlethwaite's four-stage algorithm "requires at most 52 moves" (Kociemba, "Two-Phase Algorithm
   *   Details", kociemba.org/math/imptwophase.htm);
   * - two phases' first bound: "Phase 1 needs at most 12 moves ... and phase 2 needs at most 18 moves ...
   *   So the first solution generated by the Two-Phase Algorithm will always have at most 30 moves" (the
   *   same page): the solver's MAX_PHASE1 + MAX_PHASE2 (search.ts);
   * - Reid's 29 (Cube-Lovers, 7 January 1995, "new upper bounds"): "this gives upper bounds of ... 12 + 17 = 29
   *   face turns": phase 2's 18 avoided by the direction of phase 1's last quarter turn.
   */
  history: {
    thistlethwaiteMoves: 52,
    twoPhaseFirstBound: MAX_PHASE1 + MAX_PHASE2,
    reidPhase2: MAX_PHASE2 - 1,
    reidBound: MAX_PHASE1 + MAX_PHASE2 - 1,
  },
  twists: THREE_CORNER_TWISTS,
  flips: FLIP_COUNT,
  slicePositions: SLICE_COUNT,
  cornerPerms: THREE_CORNER_PERMS,
  udEdgePerms: UD_EDGE_PERMS,
  slicePerms: SLICE_PERMS,
  phase2States: THREE_CORNER_PERMS * UD_EDGE_PERMS * SLICE_PERMS,
  moveTableBytes,
  pruningBytes,
  /** Phase 1's exact table (flipslice-twist-pruning.ts): symmetry classes of flip × slice, times the twists, two bits each. */
  phase1Exact: {
    symmetries: SYMMETRY_COUNT,
    flipSlices: FLIPSLICE_COUNT,
    classes: FLIPSLICE_CLASS_COUNT,
    entries: FLIPSLICE_TWIST_ENTRIES,
    bytes: phase1TableBytes,
    /** Exact up to this many moves from G1; farther reads as cap + 1. */
    cap: phase1Table.cap,
    /** Phase-1 states within the cap (of phase1States). */
    statesWithinCap: phase1Table.statesAtDepth.reduce((a, b) => a + b, 0),
  },
  /** Entries of the twist × flip table, the projections baseline's third (built only for it). */
  twistFlipEntries: THREE_CORNER_TWISTS * FLIP_COUNT,
  depths: {
    sliceTwist: maxOf(pruning.sliceTwist),
    sliceFlip: maxOf(pruning.sliceFlip),
    twistFlip: maxOf(projectionTables.twistFlip),
    sliceCornerPerm: maxOf(pruning.sliceCornerPerm),
    sliceUdEdgePerm: maxOf(pruning.sliceUdEdgePerm),
  },
  random: {
    seed: RANDOM_SEED,
    firstMean: mean(randomLengths.first),
    firstMax: Math.max(...randomLengths.first),
    atTargetMean: mean(randomLengths.atTarget),
    atTargetMax: Math.max(...randomLengths.atTarget),
    keptMean: mean(randomLengths.kept),
    keptMax: Math.max(...randomLengths.kept),
    keptProjectionsMean: mean(randomLengths.keptProjections),
  },
  /** Moves given away on chapter 8's scrambles, at the first answer and after the node budget. */
  givenAway: {
    first: versusOptimal.reduce((sum, r) => sum + r.first - r.optimal, 0),
    kept: versusOptimal.reduce((sum, r) => sum + r.kept - r.optimal, 0),
  },
  godsNumberHtm: three.godsNumberHtm,
  typicalDepth: three.typicalDepth,
};

/**
 * The figure of G1: the widget's first cube, and the same cube after the
 * phase-1 part of the textbook algorithm's first solution of at most 21 moves.
 */
export const g1Example = (() => {
  const parsed = scrambleToCube(DEFAULT_THREE_SCRAMBLE);
  if (!parsed.ok) throw new Error(`chapter 10: ${parsed.error.message}`);
  let phase1Length = 0;
  // One view, the textbook algorithm: the other views end phase 1 in a turned copy of G1, or work on the inverse cube (views.ts).
  const r = solveTwoPhase(parsed.state, { targetLength: LENGTH_TARGETS[0], views: 1, onImprovement: (i) => (phase1Length = i.phase1Length) });
  if (!r.ok || r.moves === null) throw new Error('chapter 10: no solution for the default scramble');
  const phase1 = r.moves.slice(0, phase1Length);
  const turned = scrambleToCube(phase1.join(' '));
  if (!turned.ok) throw new Error('chapter 10: phase 1 moves do not parse');
  const after = composeCube(parsed.state, turned.state);
  return {
    scramble: DEFAULT_THREE_SCRAMBLE,
    phase1,
    phase2: r.moves.slice(phase1Length),
    /** The cube's stickers before and after phase 1 (the chapter draws them with the widgets' net). */
    faceletsBefore: cubeFacelets(parsed.state),
    faceletsAfter: cubeFacelets(after),
  };
})();
