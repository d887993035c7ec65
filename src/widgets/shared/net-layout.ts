/**
 * Geometry of the unfolded cube net, as plain data:
 *
 *         U
 *      L  F  R  B
 *         D
 *
 * Sticker i of the input is the solver's facelet i (faces U R F D L B, four
 * stickers each in reading order of this same net, see solver/src/facelets.ts),
 * so a `faceletColors(state)` array can be drawn without any re-indexing.
 * Used both at build time (the static SVG in widget shells) and in the
 * browser (net-view.ts), so the two pictures are the same picture.
 */
import { FACE_ORDER, type Face } from './sticker-palette.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';

/** Column and row of each face in the net, in face units. */
const FACE_CELL: Readonly<Record<Face, readonly [number, number]>> = {
  U: [1, 0],
  L: [0, 1],
  F: [1, 1],
  R: [2, 1],
  B: [3, 1],
  D: [1, 2],
};

export interface NetSticker {
  /** Index into the 24 facelets. */
  readonly index: number;
  /** Face position the sticker sits on in the net. */
  readonly position: Face;
  readonly row: 0 | 1;
  readonly col: 0 | 1;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export interface NetFace {
  readonly face: Face;
  /** Outer box of the face (the black plastic behind its stickers). */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export interface NetLayout {
  readonly width: number;
  readonly height: number;
  readonly faces: readonly NetFace[];
  readonly stickers: readonly NetSticker[];
}

export interface NetLayoutOptions {
  /** Sticker edge length in SVG units. */
  sticker?: number;
  /** Plastic between stickers of one face, and around them. */
  inset?: number;
  /** Space between neighbouring faces of the net. */
  faceGap?: number;
}

/** Positions of the 24 stickers and 6 face boxes of the net. */
export function netLayout({ sticker = 40, inset = 4, faceGap = 6 }: NetLayoutOptions = {}): NetLayout {
  const faceSize = 2 * sticker + 3 * inset;
  const pitch = faceSize + faceGap;
  const faces: NetFace[] = FACE_ORDER.map((face) => {
    const [cx, cy] = FACE_CELL[face];
    return { face, x: cx * pitch, y: cy * pitch, size: faceSize };
  });
  const stickers: NetSticker[] = [];
  FACE_ORDER.forEach((face, f) => {
    const box = faces[f];
    for (let i = 0; i < 4; i++) {
      const row = (i >> 1) as 0 | 1;
      const col = (i & 1) as 0 | 1;
      stickers.push({
        index: f * 4 + i,
        position: face,
        row,
        col,
        x: box.x + inset + col * (sticker + inset),
        y: box.y + inset + row * (sticker + inset),
        size: sticker,
      });
    }
  });
  return { width: 4 * pitch - faceGap, height: 3 * pitch - faceGap, faces, stickers };
}

/**
 * A sentence per face naming its sticker colours in reading order, for the
 * accessible name of a drawing: "Up face: white, white, red, white. …".
 * A solved face is summarised as "all white". `words` is the page's
 * catalogue's cube vocabulary (“上面：全是白色。” on a Chinese page).
 */
export function describeNet(colors: readonly Face[], words: Catalogue['cube']): string {
  return FACE_ORDER.map((face, f) => words.netFace(words.faces[face], colors.slice(f * 4, f * 4 + 4).map((c) => words.colours[c]))).join(' ');
}
