/**
 * What both 3×3×3 solvers accept (three-solve.ts, two-phase/solve.ts): a
 * scramble, solved as the cube is held after it (rotations, wide turns and
 * slices too: held-scramble.ts), or a cubie state, checked before any search
 * so that an unsolvable one is refused instead of searched for ever.
 */
import type { Refusal } from '../solver-error.ts';
import type { CubeState } from './cube-state.ts';
import { scrambleToHeldCube } from './held-scramble.ts';
import { checkCube } from './two-phase/cube-validity.ts';

/** A 3×3×3 to solve: a scramble in WCA notation, solved as held after it, or a state (cube-state.ts). */
export type CubeInput = string | CubeState;

/** The cube an input names, checked, or why it is refused (the same Refusal for every solver: solver-error.ts). */
export function cubeOfInput(input: CubeInput): { ok: true; state: CubeState } | Refusal {
  if (typeof input === 'string') return scrambleToHeldCube(input);
  const valid = checkCube(input);
  return valid.ok ? { ok: true, state: input } : valid;
}
