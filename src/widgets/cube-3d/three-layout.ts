/**
 * The 3×3×3 for the 3-D view: 26 cubies (the core is hidden, so not drawn)
 * and 54 stickers, sticker 9·f + cell for faces f = U R F D L B and cells in
 * the reading order of `cubeFacelets` (pocket-cube-solver/three). So
 * `threeColors(cubeFacelets(state))` paints the view with no re-indexing.
 *
 * Which cell of a face belongs to which cubie is read off `cubeFacelets`
 * itself rather than written down a second time: twisting one corner in
 * place (or flipping one edge) recolours exactly that cubie's stickers, and
 * the faces they lie on name its position (U + R + F → URF). The one cell of
 * a face no corner or edge owns is its centre. The picture and the net thus
 * share the solver's one mapping (its `netCell`) by construction.
 *
 * Cubie order: corners 0..7 in the solver's numbering, then edges 0..11
 * (Kociemba's UR UF … BR), then the centres of U R F D L B.
 */
import { type Metric } from 'pocket-cube-solver';
import { FACES, FACE_NORMAL, type Face, type Vec3, type CubeFacelets, cubeFacelets } from 'pocket-cube-solver/internals';
import { type CubeState, SOLVED_CUBE } from 'pocket-cube-solver/three';
import type { CubeLayout, CubieLayout } from './cube-layout.ts';
import { type LayerTurn, type TurnMove, layerTurn } from './turn-geometry.ts';

/** A face turn (U R F D L B, 1..3 quarter turns, 3 = prime): the moves of the 3×3×3 model, whose centres stay put. */
export interface FaceTurn extends TurnMove {
  readonly family: Face;
}

/**
 * The 54 colours the view takes: `cubeFacelets`' faces in the order U R F D L B, nine each.
 * @example threeColors(cubeFacelets(SOLVED_CUBE)).join('') // 'UUUUUUUUURRRRRRRRRFFF…BBB'
 */
export function threeColors(facelets: CubeFacelets): Face[] {
  return FACES.flatMap((face) => facelets[face]);
}

/** The cubies of the 3×3×3 with their stickers, read off `cubeFacelets` as the header describes. */
function threeCubies(): CubieLayout[] {
  const solved = threeColors(cubeFacelets(SOLVED_CUBE));
  const owned = new Set<number>();
  const cubies: CubieLayout[] = [];
  const piece = (state: CubeState, count: number) => {
    const changed = threeColors(cubeFacelets(state)).flatMap((colour, i) => (colour !== solved[i] ? [i] : []));
    const faces = changed.map((i) => FACES[Math.floor(i / 9)]);
    if (changed.length !== count || new Set(faces).size !== count) throw new Error(`a piece moved in place recoloured stickers ${changed.join(', ')}`);
    const position = faces.reduce<Vec3>((p, face) => [p[0] + FACE_NORMAL[face][0], p[1] + FACE_NORMAL[face][1], p[2] + FACE_NORMAL[face][2]], [0, 0, 0]);
    changed.forEach((i) => owned.add(i));
    cubies.push({ position, stickers: Object.fromEntries(changed.map((i, k) => [faces[k], i])) });
  };
  const { corners, edges } = SOLVED_CUBE;
  // Illegal states (one corner twisted, one edge flipped): cubeFacelets is geometry, it draws them all the same.
  for (let i = 0; i < corners.twist.length; i++) piece({ corners: { ...corners, twist: corners.twist.map((_, j) => (j === i ? 1 : 0)) }, edges }, 3);
  for (let i = 0; i < edges.flip.length; i++) piece({ corners, edges: { ...edges, flip: edges.flip.map((_, j) => (j === i ? 1 : 0)) } }, 2);
  FACES.forEach((face, f) => {
    const centre = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((cell) => 9 * f + cell).filter((i) => !owned.has(i));
    if (centre.length !== 1) throw new Error(`face ${face} has ${centre.length} unowned cells`);
    cubies.push({ position: FACE_NORMAL[face], stickers: { [face]: centre[0] } });
  });
  return cubies;
}

const CUBIES = threeCubies();
const POSITIONS = CUBIES.map((cubie) => cubie.position);

/** The turn a face turn makes on the 3×3×3: the nine cubies on that face's side. */
export function threeTurnPlan(move: FaceTurn, metric: Metric = 'htm'): LayerTurn {
  if (!FACES.includes(move.family)) throw new Error(`the 3×3×3 view turns faces only, not ${move.family}`);
  return layerTurn(move, POSITIONS, metric);
}

/** The 3×3×3 for `createCubeView` / `Cube3dStage`. */
export const THREE_LAYOUT: CubeLayout<FaceTurn> = {
  size: 3,
  cubies: CUBIES,
  stickerCount: 54,
  plan: threeTurnPlan,
};
