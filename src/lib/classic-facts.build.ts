/**
 * Chapter 9's numbers, for the prose and the static figures: the classic
 * published implementation, re-implemented faithfully in solver/src/classic/,
 * checked against the real solver. Build-time only (Astro frontmatter and
 * MDX exports run in Node).
 *
 * Two sources, said plainly:
 * - computed at every build (well under a second each): orders, the geometry
 *   check of its tables, its pattern databases against the correct ones, the
 *   real cube turned clockwise only;
 * - read from solver/src/classic/state-space-figures.json: everything that
 *   needs all 88,179,840 states or a 10⁸-node search (~45 s). The slow-tier
 *   test solver/test/classic/state-space-figures.slow.test.ts recomputes that file
 *   (every CI run) and fails if it differs.
 */
import { STATE_COUNT } from 'pocket-cube-solver';
import { sequenceOrderInSpace } from 'pocket-cube-solver/internals';
import {
  clockwiseOnlyHistogram,
  CLASSIC_ORIENTATION_COUNT,
  CLASSIC_PERMUTATION_COUNT,
  CLASSIC_STATE_COUNT,
  classicCycleSense,
  searchTwistConventions,
  classicMovesOf,
  classicSequenceOrder,
  buildClassicPatternDatabases,
  compareClassicPdb,
  CLASSIC_MOVE_NAMES,
  CORNER_TWIST,
  CLASSIC_SCRAMBLE_LENGTH,
  CLASSIC_STATE_SPACE_FIGURES,
} from 'pocket-cube-solver/classic';
import type { ClassicStateSpaceFigures } from 'pocket-cube-solver/classic';
import { facts } from './pocket-cube-facts.build.ts';

const figures: ClassicStateSpaceFigures = CLASSIC_STATE_SPACE_FIGURES;

/** The three sequences whose orders the notes compare. */
export const ORDER_SEQUENCES = ['R F', "R F R' F'", 'R U L'] as const;

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

function orderRow(alg: string) {
  const moves = classicMovesOf(alg);
  const real = sequenceOrderInSpace(alg);
  if (!moves.ok || !real.ok) throw new Error(`bad sequence ${alg}`);
  return { alg, classic: classicSequenceOrder(moves.moves), real: real.order };
}

function computeClassicFacts() {
  const pdbs = buildClassicPatternDatabases();
  const perm = compareClassicPdb('perm', pdbs.perm);
  const orient = compareClassicPdb('orient', pdbs.orient);
  const twist = searchTwistConventions();
  const clockwise = clockwiseOnlyHistogram();
  const names = (moves: readonly number[]) => moves.map((m) => CLASSIC_MOVE_NAMES[m]).join(' ');
  const answers = figures.answers.map((a) => ({ ...a, classicText: names(a.classic), optimalText: names(a.optimal) }));
  const edges = factorial(12) * 2 ** 11;
  return {
    stateCount: CLASSIC_STATE_COUNT,
    permutationCount: CLASSIC_PERMUTATION_COUNT,
    orientationCount: CLASSIC_ORIENTATION_COUNT,
    /** 7!·3⁶: what the article's count is (a corner held fixed). */
    fixedStateCount: STATE_COUNT,
    orders: ORDER_SEQUENCES.map(orderRow),
    allCyclesCounterClockwise: [0, 1, 2, 3, 4, 5].every((m) => classicCycleSense(m) === 'counter-clockwise'),
    twist,
    twistEntries: CORNER_TWIST.flat().length,
    scrambleLength: CLASSIC_SCRAMBLE_LENGTH,
    godsNumber: figures.histogramToSolved.length - 1,
    histogram: figures.histogramToSolved,
    histogramsAgree: figures.histogramToSolved.join() === figures.histogramFromSolved.join(),
    directionDiffers: figures.directionDiffers,
    claimedGodsNumber: facts().godsNumberHtm,
    clockwiseOnlyGodsNumber: clockwise.length - 1,
    restrictedDeepest: figures.restrictedHistogram.length - 1,
    restrictedHistogram: figures.restrictedHistogram,
    restrictedLonger: figures.restrictedLonger,
    restrictedLongerShare: figures.restrictedLonger / figures.states,
    restrictedMaxExcess: figures.restrictedMaxExcess,
    perm,
    orient,
    /** Bytes of the two published arrays (short[40320], byte[2187]). */
    pdbBytes: { perm: pdbs.perm.byteLength, orient: pdbs.orient.byteLength },
    overestimated: figures.overestimated,
    overestimatedShare: figures.overestimated / figures.states,
    overestimateMax: figures.overestimateMax,
    hMinusOne: figures.hMinusOne,
    weakenedByMinusOne: figures.weakenedByMinusOne,
    worst: figures.worst,
    answers,
    /** 3×3×3 figures the article's last section gets wrong or right. */
    cube3: {
      states: (CLASSIC_STATE_COUNT * edges) / 2, // 8!·3⁷·12!·2¹¹ / 2: corner and edge permutations share a parity
      cornerEntries: CLASSIC_STATE_COUNT,
      cornerMegabytesNibble: Math.round(CLASSIC_STATE_COUNT / 2 / 1e6),
      cornerMegabytesByte: Math.round(CLASSIC_STATE_COUNT / 1e6),
      allEdgeEntries: edges,
      sixEdgeEntries: (factorial(12) / factorial(6)) * 2 ** 6,
      symmetries: 48,
      rotations: 24,
    },
  };
}

export type ClassicFacts = ReturnType<typeof computeClassicFacts>;

let cached: ClassicFacts | undefined;

/** Chapter 9's figures, computed once per build. */
export function classicFacts(): ClassicFacts {
  cached ??= computeClassicFacts();
  return cached;
}
