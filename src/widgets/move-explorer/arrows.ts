/**
 * Where to draw the arrows of a move on the cube net: one curved arrow per
 * moved corner, between its stickers on the turning face, so a quarter turn
 * reads as a loop round that face and a half turn as two swaps. Pure geometry
 * in the net's SVG units (shared/net-layout.ts), tested without a DOM.
 *
 * Each arrow bends to the right of its direction of travel, so the two arrows
 * of a swap (a → b and b → a) do not lie on top of each other.
 */
import type { Face } from '../../../solver/src/corner-geometry.ts';
import { FACELETS } from '../../../solver/src/facelets.ts';
import { netLayout, type NetLayout } from '../shared/net-layout.ts';
import type { MoveEffect } from './move-effect.ts';

export interface Arrow {
  readonly from: number;
  readonly to: number;
  /** SVG path: a quadratic curve from near the centre of `from`'s sticker to near `to`'s. */
  readonly d: string;
}

/** Centre of the sticker of corner position `position` on `face`. */
export function stickerCentre(face: Face, position: number, layout: NetLayout = netLayout()): [number, number] {
  const index = FACELETS.findIndex((f) => f.face === face && f.corner === position);
  if (index < 0) throw new Error(`position ${position} has no sticker on face ${face}`);
  const s = layout.stickers[index];
  return [s.x + s.size / 2, s.y + s.size / 2];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Arrows for every moved corner of `effect`, drawn on `face` (the face that turns). */
export function moveArrows(effect: MoveEffect, face: Face, layout: NetLayout = netLayout()): Arrow[] {
  const shorten = layout.stickers[0].size * 0.28;
  return effect.travels.map(({ from, to }) => {
    const [x1, y1] = stickerCentre(face, from, layout);
    const [x2, y2] = stickerCentre(face, to, layout);
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    const ux = dx / length;
    const uy = dy / length;
    // Right-hand normal in SVG coordinates (y grows downward).
    const nx = -uy;
    const ny = ux;
    const bend = length * 0.22;
    const sx = x1 + ux * shorten;
    const sy = y1 + uy * shorten;
    const ex = x2 - ux * shorten;
    const ey = y2 - uy * shorten;
    const cx = (x1 + x2) / 2 + nx * bend;
    const cy = (y1 + y2) / 2 + ny * bend;
    return { from, to, d: `M${round(sx)} ${round(sy)} Q${round(cx)} ${round(cy)} ${round(ex)} ${round(ey)}` };
  });
}
