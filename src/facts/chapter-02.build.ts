/**
 * Chapter 2's facts entry (state encoding): the counts, the small Lehmer-code
 * table and the exercise's answer, computed at build time.
 */
import { CORNER_NAMES, FIXED_CORNER, MOVING_CORNERS, factorial, lehmerDigits, permutationRank, permutationUnrank } from 'pocket-cube-solver/internals';
import { formatCount, texCount } from '../lib/format.ts';
import { facts } from '../lib/pocket-cube-facts.build.ts';

export { CORNER_NAMES, FIXED_CORNER, MOVING_CORNERS, factorial, formatCount, texCount };

export const f = facts();
/** The six permutations of three things with their Lehmer digits and ranks. */
export const small = [0, 1, 2, 3, 4, 5].map((rank) => permutationUnrank(rank, 3)).map((perm) => ({ perm: perm.join(' '), digits: lehmerDigits(perm).join(' '), rank: permutationRank(perm) }));
export const lastIndex = formatCount(f.stateCount - 1);
export const lastPerm = formatCount(f.permutationCount - 1);
export const lastOrient = formatCount(f.orientationCount - 1);
/** The distance table at one byte per state, and at four bits, in MB (10⁶ bytes). */
export const megabytes = (f.stateCount / 1e6).toFixed(2);
export const halfMegabytes = (f.stateCount / 2e6).toFixed(2);
const exercisePerm = [2, 0, 3, 1];
export const exerciseRank = permutationRank(exercisePerm);
export const exerciseDigits = lehmerDigits(exercisePerm).join(' ');
/** Pairs compared by the quadratic ranking: one per pair of moving corners. */
export const comparisons = (MOVING_CORNERS * (MOVING_CORNERS - 1)) / 2;
