/**
 * Build-time data for chapter 3's frame figure: the cube after a scramble as
 * the reader holds it (every turn applied in space, nothing recoloured) and as
 * the solver sees it (the DBL-fixed view: scrambleToState). Both come from the
 * solver's own functions, so the figure shows whatever the solver does.
 */
import { scrambleToState, SOLVED } from 'pocket-cube-solver';
import { applyMoves, faceletColors } from 'pocket-cube-solver/internals';
import { parseAlg } from 'pocket-cube-solver/notation';
import type { Face } from '../widgets/shared/sticker-palette.ts';

export interface FramePair {
  readonly held: Face[];
  readonly solver: Face[];
}

/** Stickers of `alg` applied to the solved cube: as held, and in the DBL-fixed view. */
export function framePair(alg: string): FramePair {
  const parsed = parseAlg(alg);
  const canonical = scrambleToState(alg);
  if (!parsed.ok || !canonical.ok) throw new Error(`framePair: cannot parse ${alg}`);
  return {
    held: faceletColors(applyMoves(SOLVED, parsed.moves)) as Face[],
    solver: faceletColors(canonical.state) as Face[],
  };
}
