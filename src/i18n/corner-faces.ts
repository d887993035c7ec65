/**
 * The faces of the corner at a position, in the order the site names them:
 * up or down first, then front or back, then left or right ("the
 * up-front-right corner", “上前右角”). Both catalogues name corners from it.
 */
import { CORNER_FACELET_FACES, CORNER_NAMES, type Face } from 'pocket-cube-solver';

export function cornerFaces(corner: number): Face[] {
  const ud = CORNER_NAMES[corner][0] as Face;
  const side = CORNER_FACELET_FACES[corner].slice(1) as Face[];
  side.sort((a, b) => 'FBRL'.indexOf(a) - 'FBRL'.indexOf(b));
  return [ud, ...side];
}
