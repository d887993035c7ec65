/**
 * Random-state 3×3×3 cubes written as scrambles, the way WCA scramblers
 * (TNoodle) write them: a uniformly random state, solved by two phases, the
 * solution inverted. Shared by `npm run bench:two-phase` (Node, beside
 * cubing.js) and `npm run bench:browser` (the chapter 10 widget in Chromium),
 * so both time the same cubes.
 */
import { seededRandom } from 'pocket-cube-solver';
import type { CubeState } from 'pocket-cube-solver/three';
import { randomCube, solveTwoPhase } from 'pocket-cube-solver/three/two-phase';

/** The benches' seed (issue 24's targets are measured on these cubes). */
export const TWO_PHASE_BENCH_SEED = 24;

export function inverseMoves(moves: readonly string[]): string {
  return [...moves].reverse().map((m) => (m.endsWith("'") ? m[0] : m.endsWith('2') ? m : `${m}'`)).join(' ');
}

export function randomStateScrambles(count: number, seed = TWO_PHASE_BENCH_SEED): { state: CubeState; scramble: string }[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const state = randomCube(random);
    const r = solveTwoPhase(state, { targetLength: 24 });
    if (!r.ok || !r.moves) throw new Error('could not write a random cube as a scramble');
    return { state, scramble: inverseMoves(r.moves) };
  });
}
