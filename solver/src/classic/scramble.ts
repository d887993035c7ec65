/**
 * The classic implementation's scramble generator, as published: 15 uniformly
 * random moves, a move that `isRedundant` forbids after the last one drawn
 * again. (Not random-state: its scrambles reach only what 15 such moves reach,
 * with a bias.) Seeded here so a batch can be repeated.
 */
import type { Random } from '../random.ts';
import { CLASSIC_MOVE_COUNT } from './model.ts';
import { isRedundant } from './redundancy.ts';

export const CLASSIC_SCRAMBLE_LENGTH = 15;

// #region classic-scramble
export function classicScramble(random: Random, length = CLASSIC_SCRAMBLE_LENGTH): number[] {
  const moves: number[] = [];
  let last = -1;
  while (moves.length < length) {
    const m = random.int(CLASSIC_MOVE_COUNT);
    if (isRedundant(last, m)) continue;
    moves.push(m);
    last = m;
  }
  return moves;
}
// #endregion
