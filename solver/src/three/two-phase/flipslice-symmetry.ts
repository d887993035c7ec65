/**
 * Phase 1's flip and slice coordinates taken together, reduced by the 16
 * symmetries of symmetries.ts (kociemba.org/cube.htm, "Symmetry Reduction";
 * RubiksCube-TwophaseSolver, coord.py and symmetries.py: flipslice_classidx,
 * flipslice_sym, flipslice_rep). The raw flip-slice coordinate is
 * slice · 2048 + flip, 495 · 2,048 = 1,013,760 values; two are in the same
 * class when a symmetry conjugates one into the other, and each class is
 * named by its smallest member, its representative. Kociemba counts 64,430
 * classes (N_FLIPSLICE_CLASS in his defs.py): a little more than
 * 1,013,760 / 16 = 63,360, because a few representatives are fixed by more
 * than the identity (their classes are smaller than 16).
 *
 * Corner twist is conjugated by the same symmetries, by table (2,187 × 16),
 * so phase 1's whole state (flip-slice, twist) can be brought into the frame
 * of its class's representative: (class, twist seen from there), the index of
 * flipslice-twist-pruning.ts's table.
 */
import { memoize } from '../../memo.ts';
import { SOLVED } from '../../corner-state.ts';
import { cornerStateOf, cornerTwistCoordinate, THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { SOLVED_EDGES } from '../edge-state.ts';
import { FLIP_COUNT, SLICE_COUNT, flipCoordinate, flipsOf, sliceEdgesOf, slicePositionCoordinate } from './phase1-coordinates.ts';
import { SYMMETRY_COUNT, SYMMETRY_EDGE_POSITION, SYMMETRY_INVERSE, conjugateCube } from './symmetries.ts';

/** 495 · 2,048 raw flip-slice values. */
export const FLIPSLICE_COUNT = SLICE_COUNT * FLIP_COUNT;
/** Kociemba's count of flip-slice classes under the 16 symmetries (cube.htm; defs.py N_FLIPSLICE_CLASS). */
export const FLIPSLICE_CLASS_COUNT = 64_430;

export interface FlipSliceSymmetry {
  /** twistConj[twist · 16 + s] = the twist of the cube conjugated by s (symmetries.ts's conjugateCube). */
  readonly twistConj: Uint16Array;
  /** classOf[slice · 2048 + flip] = its class, 0..64,429 (numbered in the order of their representatives). */
  readonly classOf: Uint16Array;
  /** toRep[raw] = a symmetry that conjugates raw into its class's representative. */
  readonly toRep: Uint8Array;
  /** The raw value of each class's representative (its smallest member). */
  readonly representative: Uint32Array;
  /** Bit s set when symmetry s fixes the representative (bit 0 always: the identity). */
  readonly stabilizer: Uint16Array;
}

/**
 * Conjugation of raw flip-slice values, from three small tables. Conjugating
 * permutes the edge positions (SYMMETRY_EDGE_POSITION) and keeps the E slice
 * as a set, so the slice coordinate maps to a slice coordinate; the flips are
 * carried along with their positions and some change, by a pattern that
 * depends on which positions hold slice edges (a quarter turn about U/D
 * turns a slice edge's F/B sticker into an R/L one): read off conjugateCube
 * once per (slice, symmetry) on a cube with no flips.
 * flipslice-symmetry.test.ts checks the result against conjugateCube on random cubes.
 */
export interface RawConjugation {
  /** sliceConj[slice · 16 + s]. */
  readonly sliceConj: Uint16Array;
  /** flipPerm[flip · 16 + s]: the flip coordinate with the twelve flips moved to their new positions. */
  readonly flipPerm: Uint16Array;
  /** flipMask[slice · 16 + s]: the flips conjugation adds (an XOR on the coordinate's bits). */
  readonly flipMask: Uint16Array;
}

function rawConjugation(): RawConjugation {
  const n = SYMMETRY_COUNT;
  const sliceConj = new Uint16Array(SLICE_COUNT * n);
  const flipMask = new Uint16Array(SLICE_COUNT * n);
  for (let slice = 0; slice < SLICE_COUNT; slice++) {
    const state = { corners: SOLVED, edges: sliceEdgesOf(slice) };
    for (let s = 0; s < n; s++) {
      const c = conjugateCube(state, s);
      sliceConj[slice * n + s] = slicePositionCoordinate(c.edges);
      flipMask[slice * n + s] = flipCoordinate(c.edges);
    }
  }
  const flipPerm = new Uint16Array(FLIP_COUNT * n);
  for (let flip = 0; flip < FLIP_COUNT; flip++) {
    const f = flipsOf(flip);
    for (let s = 0; s < n; s++) {
      const moved = new Array<number>(f.length);
      for (let i = 0; i < f.length; i++) moved[SYMMETRY_EDGE_POSITION[s][i]] = f[i];
      flipPerm[flip * n + s] = flipCoordinate({ perm: SOLVED_EDGES.perm, flip: moved });
    }
  }
  return { sliceConj, flipPerm, flipMask };
}

/** The raw flip-slice value of `raw` conjugated by s. */
export function conjugateFlipSlice(c: RawConjugation, raw: number, s: number): number {
  const slice = (raw / FLIP_COUNT) | 0;
  const flip = raw - slice * FLIP_COUNT;
  const i = slice * SYMMETRY_COUNT + s;
  return c.sliceConj[i] * FLIP_COUNT + (c.flipPerm[flip * SYMMETRY_COUNT + s] ^ c.flipMask[i]);
}

// #region flipslice-classes
function build(): FlipSliceSymmetry {
  const n = SYMMETRY_COUNT;
  const twistConj = new Uint16Array(THREE_CORNER_TWISTS * n);
  for (let t = 0; t < THREE_CORNER_TWISTS; t++) {
    const state = { corners: cornerStateOf(0, t), edges: SOLVED_EDGES };
    for (let s = 0; s < n; s++) twistConj[t * n + s] = cornerTwistCoordinate(conjugateCube(state, s).corners);
  }
  const conj = rawConjugation();
  // Walk the raw values in order; each one not yet in a class starts a new class
  // as its representative, and its 16 conjugates join it (Kociemba's coord.py).
  const classOf = new Uint16Array(FLIPSLICE_COUNT).fill(0xffff);
  const toRep = new Uint8Array(FLIPSLICE_COUNT);
  const representative = new Uint32Array(FLIPSLICE_CLASS_COUNT);
  const stabilizer = new Uint16Array(FLIPSLICE_CLASS_COUNT);
  let classes = 0;
  for (let raw = 0; raw < FLIPSLICE_COUNT; raw++) {
    if (classOf[raw] !== 0xffff) continue;
    if (classes === FLIPSLICE_CLASS_COUNT) throw new Error('flip-slice: more classes than Kociemba counts');
    representative[classes] = raw;
    let stab = 0;
    for (let s = 0; s < n; s++) {
      const image = conjugateFlipSlice(conj, raw, s);
      if (image === raw) stab |= 1 << s;
      if (classOf[image] === 0xffff) {
        classOf[image] = classes;
        toRep[image] = SYMMETRY_INVERSE[s]; // conjugating image by s⁻¹ gives raw back
      }
    }
    stabilizer[classes] = stab;
    classes++;
  }
  if (classes !== FLIPSLICE_CLASS_COUNT) throw new Error(`flip-slice: ${classes} classes, Kociemba counts ${FLIPSLICE_CLASS_COUNT}`);
  return { twistConj, classOf, toRep, representative, stabilizer };
}
// #endregion

const once = memoize((_: 'flipslice') => build());

/** The class tables, built once per process or worker (about 3.1 MB). */
export function flipSliceSymmetry(): FlipSliceSymmetry {
  return once('flipslice');
}

/** The raw-conjugation tables (for tests and checks; the class tables are built from them). */
export const flipSliceRawConjugation: () => RawConjugation = (() => {
  const cached = memoize((_: 'raw') => rawConjugation());
  return () => cached('raw');
})();
