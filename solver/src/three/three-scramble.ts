/**
 * Seeded random 3×3×3 scrambles of face turns, drawn from the same move tree
 * the search walks (three-ida.ts): never the same face twice in a row, and of
 * two opposite faces only the U-before-D order (R before L, F before B). Each
 * such sequence is a different path, so a scramble of length L wastes no moves
 * on obvious cancellations; its optimal length is at most L and, for short
 * scrambles, usually exactly L.
 */
import type { Random } from '../random.ts';
import { FACES } from '../corner-geometry.ts';

const SUFFIXES = ['', '2', "'"] as const;

export function randomFaceTurns(random: Random, length: number): string {
  const moves: string[] = [];
  let last = -1;
  while (moves.length < length) {
    const face = random.int(6);
    if (face === last) continue;
    // Opposite faces commute: D after U is allowed, U after D is not (faces 0..5 = U R F D L B).
    if (last >= 0 && face % 3 === last % 3 && face < last) continue;
    moves.push(FACES[face] + SUFFIXES[random.int(3)]);
    last = face;
  }
  return moves.join(' ');
}
