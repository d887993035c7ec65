/**
 * Move tables of the classic model, one per coordinate: a move changes the
 * permutation code by the permutation alone and the orientation code by the
 * orientation alone (the published rule adds twists by slot, whatever piece
 * is there), so the 88,179,840 states are a product of the two coordinates.
 * Built by decoding each code, applying the published rule, encoding again.
 * Inverse tables (which code a move came *from*) give distances *to* solved.
 */
import {
  CLASSIC_ORIENTATION_COUNT,
  CLASSIC_PERMUTATION_COUNT,
  classicOrientationCode,
  classicOrientationOfCode,
  classicPermutationCode,
  classicPermutationOfCode,
} from './encoding.ts';
import { CLASSIC_MOVE_COUNT, CLASSIC_SOLVED, applyClassicMove } from './model.ts';

export interface ClassicMoveTables {
  /** permMove[code · 6 + m]: the permutation code after move m. */
  readonly permMove: Uint16Array;
  readonly orientMove: Uint16Array;
  /** permUnmove[code · 6 + m]: the code that move m takes to `code`. */
  readonly permUnmove: Uint16Array;
  readonly orientUnmove: Uint16Array;
}

function table(size: number, codeAfter: (code: number, move: number) => number): { forward: Uint16Array; inverse: Uint16Array } {
  const forward = new Uint16Array(size * CLASSIC_MOVE_COUNT);
  const inverse = new Uint16Array(size * CLASSIC_MOVE_COUNT);
  for (let code = 0; code < size; code++) {
    for (let m = 0; m < CLASSIC_MOVE_COUNT; m++) {
      const next = codeAfter(code, m);
      forward[code * CLASSIC_MOVE_COUNT + m] = next;
      inverse[next * CLASSIC_MOVE_COUNT + m] = code;
    }
  }
  return { forward, inverse };
}

export function buildClassicMoveTables(): ClassicMoveTables {
  const perm = table(CLASSIC_PERMUTATION_COUNT, (code, m) =>
    classicPermutationCode(applyClassicMove({ perm: classicPermutationOfCode(code), orient: CLASSIC_SOLVED.orient }, m).perm),
  );
  const orient = table(CLASSIC_ORIENTATION_COUNT, (code, m) =>
    classicOrientationCode(applyClassicMove({ perm: CLASSIC_SOLVED.perm, orient: classicOrientationOfCode(code) }, m).orient),
  );
  return { permMove: perm.forward, permUnmove: perm.inverse, orientMove: orient.forward, orientUnmove: orient.inverse };
}

let cached: ClassicMoveTables | undefined;

/** Built once per process or worker. */
export function classicMoveTables(): ClassicMoveTables {
  cached ??= buildClassicMoveTables();
  return cached;
}
