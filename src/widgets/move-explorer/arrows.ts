/**
 * Where to draw the arrows of a move on the cube net: one curved arrow per
 * moved corner, between its stickers on the turning face, so a quarter turn
 * reads as a loop round that face and a half turn as two swaps. Pure geometry
 * in the net's SVG units (shared/net-layout.ts), tested without a DOM.
 *
 * Each arrow bends to the right of its direction of travel, so the two arrows
 * of a swap (a → b and b → a) do not lie on top of each other.
 */
import { type Face, FACELETS } from 'pocket-cube-solver/internals';
import { netLayout, type NetLayout } from '../shared/net-layout.ts';
import type { MoveEffect } from '../../lib/move-effect.ts';

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

/** Centre of a face's four stickers in the net. */
function faceCentre(face: Face, layout: NetLayout): [number, number] {
  const box = layout.faces.find((f) => f.face === face)!;
  return [box.x + box.size / 2, box.y + box.size / 2];
}

/** Gap left at each end of a quarter-turn arc, in radians, so the arrowhead does not hide the sticker. */
const ARC_GAP = 0.28;

/**
 * Arrows for every moved corner of `effect`, drawn on `face` (the face that
 * turns). Neighbouring positions (a quarter turn) are joined by an arc of the
 * circle through the four sticker centres, so the four arrows read as one
 * loop; opposite positions (a half turn) by a curve bent to the right of its
 * direction, so the two arrows of a swap stay apart.
 */
export function moveArrows(effect: MoveEffect, face: Face, layout: NetLayout = netLayout()): Arrow[] {
  const [cx, cy] = faceCentre(face, layout);
  const pitch = layout.stickers[1].x - layout.stickers[0].x; // centre-to-centre distance of neighbours
  return effect.travels.map(({ from, to }) => {
    const [x1, y1] = stickerCentre(face, from, layout);
    const [x2, y2] = stickerCentre(face, to, layout);
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length < pitch * 1.2) {
      const r = Math.hypot(x1 - cx, y1 - cy);
      const a1 = Math.atan2(y1 - cy, x1 - cx);
      let delta = Math.atan2(y2 - cy, x2 - cx) - a1;
      if (delta > Math.PI) delta -= 2 * Math.PI;
      if (delta <= -Math.PI) delta += 2 * Math.PI;
      const sign = Math.sign(delta);
      const s = a1 + sign * ARC_GAP;
      const e = a1 + delta - sign * ARC_GAP;
      // In SVG (y down) a growing angle turns clockwise on screen, which is sweep-flag 1.
      const sweep = delta > 0 ? 1 : 0;
      const d = `M${round(cx + r * Math.cos(s))} ${round(cy + r * Math.sin(s))} A${round(r)} ${round(r)} 0 0 ${sweep} ${round(cx + r * Math.cos(e))} ${round(cy + r * Math.sin(e))}`;
      return { from, to, d };
    }
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    const shorten = layout.stickers[0].size * 0.3;
    const bend = length * 0.25;
    const qx = (x1 + x2) / 2 - uy * bend; // right-hand normal in SVG coordinates: (−uy, ux)
    const qy = (y1 + y2) / 2 + ux * bend;
    const d = `M${round(x1 + ux * shorten)} ${round(y1 + uy * shorten)} Q${round(qx)} ${round(qy)} ${round(x2 - ux * shorten)} ${round(y2 - uy * shorten)}`;
    return { from, to, d };
  });
}
