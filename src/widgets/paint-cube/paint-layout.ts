/**
 * What "Paint your cube" (paint-mode.ts) needs to know about the cube it
 * paints, so one painter serves the 2×2×2 of chapter 1 (24 stickers) and the
 * 3×3×3 of chapter 10 (54): how many stickers, which face each is on, how a
 * sticker and a problem are said, where the net draws each sticker (for the
 * arrow keys), and what "Start from solved" and "Clear" paint.
 *
 * Both cubes number their stickers the solver's way: faces U R F D L B, side²
 * stickers each in reading order (index = face · side² + row · side + col),
 * so the face, row and column of a sticker are arithmetic.
 */
import type { Colour, PaintingProblem } from 'pocket-cube-solver/internals';
import type { ThreePaintingProblem } from 'pocket-cube-solver/three';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { netLayout } from '../shared/net-layout.ts';
import { FACE_ORDER } from '../shared/sticker-palette.ts';
import { threeNetLayout } from '../shared/three-net-view.ts';
import type { NetGeometry } from './net-navigation.ts';

/** What the painter needs of a problem: its kind (kept on the list item) and the stickers to mark. */
export interface MarkedProblem {
  readonly kind: string;
  readonly stickers: readonly number[];
}

export interface PaintLayout<Problem extends MarkedProblem = MarkedProblem> {
  /** Stickers along a face's edge. */
  readonly side: 2 | 3;
  /** Stickers in all: 6 · side². */
  readonly count: number;
  /** Where the net draws each sticker (for the arrow keys). */
  readonly geometry: NetGeometry;
  /** The accessible name of a sticker: "Front face, top right: green". */
  stickerLabel(index: number, colour: Colour | null, words: Catalogue['cube']): string;
  /** One problem as a sentence, in the catalogue's language. */
  problemText(problem: Problem, words: Catalogue['cube']): string;
  /** What "Start from solved" paints, given the painting now. */
  solved(painting: readonly (Colour | null)[]): Colour[];
  /** What "Clear" leaves, given the painting now. */
  cleared(painting: readonly (Colour | null)[]): (Colour | null)[];
}

/** The stickers of the face sticker `index` is on (what "Fill face" paints). */
export function faceStickers(layout: Pick<PaintLayout, 'side'>, index: number): number[] {
  const perFace = layout.side * layout.side;
  const first = index - (index % perFace);
  return Array.from({ length: perFace }, (_, i) => first + i);
}

/** Face, row and column of sticker `index` on a net of `side` stickers a row. */
function cellOf(index: number, side: number): { face: Colour; row: number; col: number } {
  const perFace = side * side;
  const cell = index % perFace;
  return { face: FACE_ORDER[Math.floor(index / perFace)], row: Math.floor(cell / side), col: cell % side };
}

/** Every face in its standard colour. */
function standardSolved(side: number): Colour[] {
  return FACE_ORDER.flatMap((face) => new Array<Colour>(side * side).fill(face));
}

/** The 2×2×2 of chapter 1's playground: no centres, so solved is the standard scheme and Clear blanks all 24. */
export const POCKET_PAINT_LAYOUT: PaintLayout<PaintingProblem> = {
  side: 2,
  count: 24,
  geometry: netLayout(),
  stickerLabel(index, colour, words) {
    const { face, row, col } = cellOf(index, 2);
    return words.sticker(words.faces[face], row as 0 | 1, col as 0 | 1, colour ? words.colours[colour] : null);
  },
  problemText: (problem, words) => words.paintingProblem(problem),
  solved: () => standardSolved(2),
  cleared: () => new Array<null>(24).fill(null),
};

const CENTRES = FACE_ORDER.map((_, f) => f * 9 + 4);

/**
 * The 3×3×3 of chapter 10. Its centres never move against each other, so they
 * say how the reader holds the cube (the solver reads the colour scheme from
 * them): they can be painted like any sticker, "Start from solved" paints
 * each face in its centre's colour (the standard scheme unless the six
 * centres are six different colours), and "Clear" keeps them.
 */
export const THREE_PAINT_LAYOUT: PaintLayout<ThreePaintingProblem> = {
  side: 3,
  count: 54,
  geometry: threeNetLayout(),
  stickerLabel(index, colour, words) {
    const { face, row, col } = cellOf(index, 3);
    return words.threeSticker(words.faces[face], row as 0 | 1 | 2, col as 0 | 1 | 2, colour ? words.colours[colour] : null);
  },
  problemText: (problem, words) => words.threePaintingProblem(problem),
  solved(painting) {
    const centres = CENTRES.map((i) => painting[i]);
    if (centres.some((c) => c === null) || new Set(centres).size !== 6) return standardSolved(3);
    return centres.flatMap((colour) => new Array<Colour>(9).fill(colour!));
  },
  cleared: (painting) => painting.map((colour, i) => (CENTRES.includes(i) ? colour : null)),
};
