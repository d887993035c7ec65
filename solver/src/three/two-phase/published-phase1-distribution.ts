/**
 * The published distribution of phase-1 distances: how many of the
 * 2,217,093,120 phase-1 states (twist × flip × slice position) lie 0, 1, …, 12
 * moves from Kociemba's subgroup H in the half-turn metric. Kociemba gives it
 * on kociemba.org/cube.htm ("The Two-Phase-Algorithm"), and Winter's and
 * Reid's counts agree. The whole phase-1 table must stand for exactly these
 * counts, depth by depth: the slow tier's build and every table read back
 * from a disk cache or the browser's storage are checked against them.
 */
export const PUBLISHED_PHASE1_DISTRIBUTION: readonly number[] = [
  1, 4, 50, 592, 7_156, 87_236, 1_043_817, 12_070_278, 124_946_368, 821_605_960, 1_199_128_738, 58_202_444, 476,
];
