/**
 * A 3×3×3 net as SVG markup (chapter 8's and chapter 10's solvers, chapter 10's G1 figure): U on top, then L F R B, D below, nine stickers a
 * face. Markup, not DOM, so the build-time figure in the shell and the live
 * one are drawn by the same function. Colours come from net.css through
 * data-color (the shared sticker palette, both themes); a sticker not painted
 * yet is `data-color="none"`.
 *
 * Each sticker is `<g class="net-sticker" data-index data-color>` holding its
 * square and its letter, as the 2×2×2's net (CubeNet.astro): `data-index` is
 * the solver's sticker index, faceIndex('URFDLB') · 9 + row · 3 + col
 * (pocket-cube-solver/three's painting order), so the painter
 * (paint-cube/paint-mode.ts) can paint this net too. The letters show only
 * under `.show-letters`, as on the 2×2×2.
 */
import type { CubeFacelets } from 'pocket-cube-solver/internals';
import type { Face } from './sticker-palette.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';

const CELL = 18;
const GAP = 2;
const FACE = CELL * 3 + GAP * 4;
const PLACE: Readonly<Record<Face, readonly [number, number]>> = { U: [1, 0], L: [0, 1], F: [1, 1], R: [2, 1], B: [3, 1], D: [1, 2] };
/** The solver's face order: sticker index = faceIndex · 9 + cell. */
const FACE_ORDER: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];

/** A face's nine colours, or null where nothing is painted yet. */
export type ThreeNetColours = Readonly<Record<Face, readonly (Face | null)[]>>;

/** One sticker of the drawn net: its solver index and its square, in SVG units. */
export interface ThreeNetSticker {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** The net's 54 sticker squares (index order) and 6 face boxes (drawing order), as data: the markup below and the painter's arrow keys both read it. */
export function threeNetLayout(): {
  readonly width: number;
  readonly height: number;
  readonly faces: readonly { readonly face: Face; readonly x: number; readonly y: number }[];
  readonly stickers: readonly ThreeNetSticker[];
} {
  const faces = (Object.entries(PLACE) as [Face, readonly [number, number]][]).map(([face, [fx, fy]]) => ({ face, x: fx * (FACE + 2), y: fy * (FACE + 2) }));
  const stickers = FACE_ORDER.flatMap((face, f) => {
    const { x: x0, y: y0 } = faces.find((box) => box.face === face)!;
    return Array.from({ length: 9 }, (_, i) => ({ index: f * 9 + i, x: x0 + GAP + (i % 3) * (CELL + GAP), y: y0 + GAP + Math.floor(i / 3) * (CELL + GAP), size: CELL }));
  });
  return { width: FACE * 4 + 6, height: FACE * 3 + 4, faces, stickers };
}

/**
 * The faces of a 54-sticker painting (U R F D L B, nine each), for drawing it.
 * @example threeNetSvg(threeNetColours(new Array(54).fill(null)), 'Your cube') // a blank net
 */
export function threeNetColours(painting: readonly (Face | null)[]): ThreeNetColours {
  return Object.fromEntries(FACE_ORDER.map((face, f) => [face, painting.slice(f * 9, f * 9 + 9)])) as Record<Face, (Face | null)[]>;
}

// #region three-net
export function threeNetSvg(facelets: CubeFacelets | ThreeNetColours, label: string): SafeHtml {
  const { width, height, faces, stickers } = threeNetLayout();
  const parts = [html`<svg class="cube-net three-net" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`];
  for (const { face, x, y } of faces) {
    parts.push(html`<rect class="net-face" x="${x}" y="${y}" width="${FACE}" height="${FACE}" rx="4"/>`);
    for (let i = 0; i < 9; i++) {
      const s = stickers[FACE_ORDER.indexOf(face) * 9 + i];
      const colour = facelets[face][i] ?? null;
      parts.push(
        html`<g class="net-sticker" data-index="${s.index}" data-color="${colour ?? 'none'}">`,
        html`<rect x="${s.x}" y="${s.y}" width="${CELL}" height="${CELL}" rx="2"/>`,
        html`<text x="${s.x + CELL / 2}" y="${s.y + CELL / 2}" aria-hidden="true">${colour ?? ''}</text></g>`,
      );
    }
  }
  parts.push(html`</svg>`);
  return html`${parts}`;
}
// #endregion
