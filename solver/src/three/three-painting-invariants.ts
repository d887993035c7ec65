/**
 * The cubie level's three invariants as a reader meets them on a painted
 * 3×3×3 (Kociemba, kociemba.org/cube.htm, "The Cubie Level"; two-phase/
 * cube-validity.ts checks the same on a state): face turns keep the corner
 * twists summing to 0 mod 3, the edge flips to an even number, and the corner
 * and edge permutations of equal parity (a quarter turn is a 4-cycle of
 * corners and one of edges, both odd). A painting that breaks one shows a
 * cube taken apart and put back wrong.
 *
 * No piece is to blame: turning any one corner, turning over any one edge, or
 * trading any two pieces of a kind puts it right. So each problem says what
 * happened and what to do, and names one piece (or pair) that will do,
 * preferring one a reader can see is wrong: a piece in its own place.
 */
import { CORNER_FACELET_FACES } from '../corner-geometry.ts';
import { COLOUR_NAMES, type Colour, cornerLabel } from '../facelets-to-state.ts';
import type { CubeState } from './cube-state.ts';
import type { ThreePaintingProblem } from './three-painting-problems.ts';
import { POSITION_WORDS, THREE_CORNER_STICKERS, THREE_EDGE_STICKERS, edgeLabel, listWords } from './three-stickers.ts';
import { permutationParity } from './two-phase/random-cube.ts';

/** The first position satisfying `fits`, one whose own piece sits there first; −1 if none. */
function pick(perm: readonly number[], fits: (position: number) => boolean): number {
  const home = perm.findIndex((piece, position) => piece === position && fits(position));
  return home >= 0 ? home : perm.findIndex((_, position) => fits(position));
}

/**
 * The problems of a state read from `colours` (its painting), in the order twist, flip, parity; none when
 * it is solvable. `lastCorner`: the corner the reader painted last, if the page knows it (a twist names it).
 */
export function invariantProblems(state: CubeState, colours: readonly Colour[], lastCorner?: number): ThreePaintingProblem[] {
  const problems: ThreePaintingProblem[] = [];
  const { twist, perm: cornerPerm } = state.corners;
  const { flip, perm: edgePerm } = state.edges;
  const off = (twist.reduce((a, b) => a + b, 0) % 3) as 0 | 1 | 2;
  if (off !== 0) problems.push(twistProblem(off, twist, cornerPerm, colours, lastCorner));
  if (flip.reduce((a, b) => a + b, 0) % 2 !== 0) {
    const edge = pick(edgePerm, (e) => flip[e] === 1);
    problems.push({
      kind: 'flip',
      message: `One edge is flipped in place — this cube can't be solved as painted; pop an edge out and turn it over: ${edgeLabel(edge)} (marked) will do.`,
      detail: { kind: 'flip', edge },
      stickers: THREE_EDGE_STICKERS[edge],
    });
  }
  if (permutationParity(cornerPerm) !== permutationParity(edgePerm)) problems.push(parityProblem(cornerPerm, edgePerm));
  return problems;
}

/**
 * The twists add up to `off` thirds too many. A corner whose twist is `off`
 * comes home when turned back by it (its up/down colour onto the up or down
 * face, which a reader checks by eye). Where none is (off 1 from twists of 2
 * only), any corner turned a third the other way will do: slots run
 * clockwise seen from outside the corner, so taking off `off` slots is a
 * third counter-clockwise for off = 1 and clockwise for off = 2.
 */
function twistProblem(off: 1 | 2, twist: readonly number[], perm: readonly number[], colours: readonly Colour[], lastCorner?: number): ThreePaintingProblem {
  // No sticker shows which corner was twisted (issue 37, round 3: a twist made at URF was blamed on a
  // back corner the default view hides). The corner painted last is the likeliest; without it, all are marked.
  const lastPainted = lastCorner !== undefined && lastCorner >= 0 && lastCorner < perm.length;
  const homing = lastPainted ? (twist[lastCorner] === off ? lastCorner : -1) : pick(perm, (c) => twist[c] === off);
  const corner = lastPainted ? lastCorner : homing >= 0 ? homing : pick(perm, () => true);
  const where = `${cornerLabel(corner)}${lastPainted ? ', the one painted last (marked)' : ''}`;
  const marked = lastPainted ? THREE_CORNER_STICKERS[corner] : THREE_CORNER_STICKERS.flat();
  const start = `One corner is twisted in place — this cube can't be solved as painted, and the stickers cannot show which corner${lastPainted ? '' : ' (all are marked)'}; pop any corner out and turn it:`;
  if (homing >= 0) {
    const colour = colours[THREE_CORNER_STICKERS[corner][twist[corner]]];
    const face = CORNER_FACELET_FACES[corner][0];
    return {
      kind: 'twist',
      message: `${start} ${where}, turned so that its ${COLOUR_NAMES[colour]} sticker faces ${POSITION_WORDS[face]}, will do.`,
      detail: { kind: 'twist', off, corner, lastPainted, fix: { colour, face } },
      stickers: marked,
    };
  }
  const clockwise = off === 2;
  return {
    kind: 'twist',
    message: `${start} ${where}, turned a third of a turn ${clockwise ? 'clockwise' : 'counter-clockwise'} seen from outside, will do.`,
    detail: { kind: 'twist', off, corner, lastPainted, fix: { clockwise } },
    stickers: marked,
  };
}

/**
 * Trading any two pieces of one kind changes that kind's parity and so mends
 * it. The pair named: the first edge position not holding its own edge and
 * the position holding that edge, so the trade brings one edge home; corners
 * the same way when every edge is home (then the corners' parity is odd, so
 * some corner is not).
 */
function parityProblem(cornerPerm: readonly number[], edgePerm: readonly number[]): ThreePaintingProblem {
  const edgeOut = edgePerm.findIndex((piece, position) => piece !== position);
  const piece = edgeOut >= 0 ? 'edge' : 'corner';
  const perm = edgeOut >= 0 ? edgePerm : cornerPerm;
  const first = edgeOut >= 0 ? edgeOut : cornerPerm.findIndex((p, position) => p !== position);
  const positions = [first, perm.indexOf(first)] as const;
  const label = piece === 'edge' ? edgeLabel : cornerLabel;
  const where = listWords(positions.map((p) => label(p).replace(/^the | (corner|edge)$/g, '')));
  const stickers = piece === 'edge' ? THREE_EDGE_STICKERS : THREE_CORNER_STICKERS;
  return {
    kind: 'parity',
    message: `Two pieces are swapped — this cube can't be solved as painted; pop two ${piece}s out and trade their places: the ${where} ${piece}s (marked) will do.`,
    detail: { kind: 'parity', piece, positions },
    stickers: positions.flatMap((p) => stickers[p]),
  };
}
