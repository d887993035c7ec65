/**
 * A 3×3×3 net as SVG markup (chapter 8's and chapter 10's solvers, chapter 10's G1 figure): U on top, then L F R B, D below, nine stickers a
 * face. Markup, not DOM, so the build-time figure in the shell and the live
 * one are drawn by the same function. Colours come from net.css through
 * data-color (the shared sticker palette, both themes).
 */
import type { CubeFacelets } from 'pocket-cube-solver/three';
import { escapeHtml } from '../../lib/format.ts';

const CELL = 18;
const GAP = 2;
const FACE = CELL * 3 + GAP * 4;
const PLACE: Readonly<Record<string, [number, number]>> = { U: [1, 0], L: [0, 1], F: [1, 1], R: [2, 1], B: [3, 1], D: [1, 2] };

// #region three-net
export function threeNetSvg(facelets: CubeFacelets, label: string): string {
  const parts = [`<svg class="cube-net three-net" viewBox="0 0 ${FACE * 4 + 6} ${FACE * 3 + 4}" role="img" aria-label="${escapeHtml(label)}">`];
  for (const [face, [fx, fy]] of Object.entries(PLACE)) {
    const x0 = fx * (FACE + 2);
    const y0 = fy * (FACE + 2);
    parts.push(`<rect class="net-face" x="${x0}" y="${y0}" width="${FACE}" height="${FACE}" rx="4"/>`);
    facelets[face as keyof CubeFacelets].forEach((colour, i) => {
      const x = x0 + GAP + (i % 3) * (CELL + GAP);
      const y = y0 + GAP + Math.floor(i / 3) * (CELL + GAP);
      parts.push(`<g class="net-sticker" data-color="${colour}"><rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="2"/></g>`);
    });
  }
  parts.push('</svg>');
  return parts.join('');
}
// #endregion
