/**
 * What a painted cube is to the widget that starts from it (painted-start.ts),
 * for each cube painted: the painter's layout (paint-layout.ts), the reader
 * keys it lives under, its text form ('.' for an unpainted sticker, as the
 * address carries it), how the solver reads it, and how a state is painted.
 *
 * Chapter 1's 2×2×2 turns a finished painting into its scramble once solved:
 * its solver is deterministic, so the scramble gets the same solution back.
 * Chapter 10's 3×3×3 keeps the painting as the start: a two-phase search that
 * stops on time need not find the same solution twice.
 */
import { type CornerState, SOLVED } from 'pocket-cube-solver';
import { type Colour, type ColourScheme, formatPainting, type PaintingProblem, paintingToState, parsePainting, STANDARD_SCHEME, stateToPainting } from 'pocket-cube-solver/internals';
import { type CubeState, paintingOf, paintingToCube, SOLVED_CUBE, type ThreePaintingProblem } from 'pocket-cube-solver/three';
import type { ReaderValues } from '../../lib/reader-state.ts';
import { type MarkedProblem, type PaintLayout, POCKET_PAINT_LAYOUT, THREE_PAINT_LAYOUT } from './paint-layout.ts';

/** A painting as the solver reads it: the cube as held and its colours, or what no real cube shows. */
export type PaintedReading<State, Problem> =
  | { readonly ok: true; readonly state: State; readonly scheme: ColourScheme }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export interface PaintedCube<State, Problem extends MarkedProblem> {
  readonly layout: PaintLayout<Problem>;
  /** The reader keys of the painting and of the scramble it stands in for. */
  readonly keys: { readonly painting: keyof ReaderValues & ('cube' | 'cube3'); readonly scramble: keyof ReaderValues & ('scramble' | 'scramble3') };
  /** A real cube becomes its scramble once solved (see above). */
  readonly becomesScramble: boolean;
  /** `layout.count` letters, '.' unpainted; null when it is not one. */
  parse(text: string): (Colour | null)[] | null;
  format(painting: readonly (Colour | null)[]): string;
  /** `lastPainted`: the sticker painted last, when known (the 3×3×3 blames a twist in place on its corner). */
  read(painting: readonly (Colour | null)[], lastPainted?: number): PaintedReading<State, Problem>;
  /** The stickers of `state` in `scheme`'s colours (the standard scheme when none). */
  paintingOf(state: State, scheme?: ColourScheme): Colour[];
  /** The solved cube, for a painting started with nothing on screen. */
  readonly solved: State;
}

export const POCKET_PAINTED: PaintedCube<CornerState, PaintingProblem> = {
  layout: POCKET_PAINT_LAYOUT,
  keys: { painting: 'cube', scramble: 'scramble' },
  becomesScramble: true,
  parse: parsePainting,
  format: formatPainting,
  read: (painting) => paintingToState(painting),
  paintingOf: (state, scheme = STANDARD_SCHEME) => stateToPainting(state, scheme),
  solved: SOLVED,
};

const THREE_LETTERS = /^[URFDLB.]{54}$/;

export const THREE_PAINTED: PaintedCube<CubeState, ThreePaintingProblem> = {
  layout: THREE_PAINT_LAYOUT,
  keys: { painting: 'cube3', scramble: 'scramble3' },
  becomesScramble: false,
  // reader-state.ts has made full-width letters half-width already.
  parse: (text) => (THREE_LETTERS.test(text) ? [...text].map((c) => (c === '.' ? null : (c as Colour))) : null),
  format: (painting) => painting.map((c) => c ?? '.').join(''),
  read: paintingToCube,
  paintingOf: (state, scheme = STANDARD_SCHEME) => paintingOf(state, scheme),
  solved: SOLVED_CUBE,
};
