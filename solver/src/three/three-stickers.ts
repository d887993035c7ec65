/**
 * Where each piece of the 3×3×3 shows in the list of its 54 stickers, and the
 * words for where a piece sits. The list is faces U R F D L B, nine each in
 * the reading order of three-facelets.ts (`netCell`): index = face · 9 +
 * row · 3 + col, which is also the order of Kociemba's facelet strings
 * (kociemba.org/cube.htm, "The Facelet Level"). Page-safe: geometry only.
 */
import { CORNER_FACELET_NORMALS, CORNER_POSITION, FACES, type Face, type Vec3, faceOfNormal } from '../corner-geometry.ts';
import { EDGE_FACELET_NORMALS, EDGE_NAMES, EDGE_POSITION } from './edge-geometry.ts';
import { netCell } from './three-facelets.ts';

/** The index of the sticker on `face` at cubie position p. */
function indexOf(p: Vec3, n: Vec3): number {
  const face = faceOfNormal(n);
  const { row, col } = netCell(face, p);
  return FACES.indexOf(face) * 9 + row * 3 + col;
}

/** Sticker indices of the corner at each position, in its facelet order (U/D sticker first, then clockwise: corner-geometry.ts). */
export const THREE_CORNER_STICKERS: readonly (readonly [number, number, number])[] = CORNER_POSITION.map(
  (p, i) => CORNER_FACELET_NORMALS[i].map((n) => indexOf(p, n)) as unknown as [number, number, number],
);

/** Sticker indices of the edge at each position, in its facelet order (U/D, else F/B, first: edge-geometry.ts). */
export const THREE_EDGE_STICKERS: readonly (readonly [number, number])[] = EDGE_POSITION.map(
  (p, i) => EDGE_FACELET_NORMALS[i].map((n) => indexOf(p, n)) as unknown as [number, number],
);

/** The centre sticker of each face: the middle of its nine. */
export const THREE_CENTRE_STICKERS: Readonly<Record<Face, number>> = Object.fromEntries(FACES.map((f, i) => [f, i * 9 + 4])) as Record<Face, number>;

/** The English word for where a face is, as a reader holds the cube. */
export const POSITION_WORDS: Readonly<Record<Face, string>> = { U: 'up', D: 'down', R: 'right', L: 'left', F: 'front', B: 'back' };

/** The faces of the edge at a position as a reader names them: up or down first, then front or back, then left or right (FR → F, R). */
export function edgeFaces(edge: number): Face[] {
  return [...EDGE_NAMES[edge]] as Face[];
}

/** "the front-right edge" for FR: where to look, named by position (pages name it in their language from edgeFaces). */
export function edgeLabel(edge: number): string {
  return `the ${edgeFaces(edge).map((f) => POSITION_WORDS[f]).join('-')} edge`;
}

/** "the up centre". */
export function centreLabel(face: Face): string {
  return `the ${POSITION_WORDS[face]} centre`;
}

/** "a", "a and b", "a, b and c" (or with "or"). */
export function listWords(words: readonly string[], and = 'and'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
