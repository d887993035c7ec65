/**
 * From a painted 3×3×3 to a state: the reader paints the 54 stickers of the
 * cube in their hands (three-stickers.ts's order: faces U R F D L B, nine each
 * in reading order, as Kociemba's facelet strings) and this turns the painting
 * into the cubie state the solvers work on, or explains why no real cube
 * looks like that. The 2×2×2's painter (../facelets-to-state.ts) does the same
 * for 24 stickers.
 *
 * As held: the centres never move relative to each other, so the colour on
 * each centre names that face. Any six distinct colours will do (the
 * reader's colour scheme, whatever way up the cube is held), and answers in
 * U R F D L B keep their meaning in the reader's hands. Colours are the
 * palette's six symbols, named by their face in the standard scheme (U white,
 * R red, F green, D yellow, L orange, B blue: ../facelets-to-state.ts).
 *
 * Checks, in the order a reader can act on them, stopping after the first
 * stage that finds something (each problem names the stickers to look at):
 *  1. every sticker painted;
 *  2. the six centres six different colours (they name the faces: without
 *     that nothing more can be read), reported with the colour count;
 *  3. each colour on nine stickers (the count says something is off), every
 *     corner three colours a real corner has, in a real corner's order (not
 *     its mirror image), every edge two colours a real edge has, and no piece
 *     twice (these say where);
 *  4. the three invariants of the cubie level (Kociemba, kociemba.org/cube.htm,
 *     "The Cubie Level"): twists sum to 0 mod 3, flips to an even number,
 *     corner and edge permutations of equal parity
 *     (three-painting-invariants.ts).
 */
import { CORNER_COUNT, CORNER_FACELET_FACES, FACES, type Face } from '../corner-geometry.ts';
import { COLOUR_NAMES, type Colour, type ColourScheme, STANDARD_SCHEME, cornerFaces, cornerLabel } from '../facelets-to-state.ts';
import type { CubeState } from './cube-state.ts';
import { EDGE_COUNT, EDGE_FACELET_FACES } from './edge-geometry.ts';
import { cubeFacelets } from './three-facelets.ts';
import { invariantProblems } from './three-painting-invariants.ts';
import type { PieceColourReason, ThreePaintingProblem, ThreePaintingResult } from './three-painting-problems.ts';
import {
  THREE_CENTRE_STICKERS,
  THREE_CORNER_STICKERS,
  THREE_EDGE_STICKERS,
  capitalise,
  centreLabel,
  edgeFaces,
  edgeLabel,
  listWords,
} from './three-stickers.ts';

/** 54 sticker colours in three-stickers.ts's order; `null` = not painted yet. */
export type ThreePainting = readonly (Colour | null)[];

export const THREE_STICKER_COUNT = 54;

const OPPOSITE: Readonly<Record<Face, Face>> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };

/**
 * The painting of a state: sticker i shows `scheme`'s colour for the face its
 * cubie's sticker belongs to (standard scheme by default).
 * `paintingToCube(paintingOf(s, scheme))` gives s and scheme back.
 *
 * @example
 * paintingOf(SOLVED_CUBE).join('') // 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB'
 */
export function paintingOf(state: CubeState, scheme: ColourScheme = STANDARD_SCHEME): Colour[] {
  const faces = cubeFacelets(state);
  return FACES.flatMap((face) => faces[face].map((f) => scheme[f]));
}

// #region painting-to-cube
/**
 * Reads a painting as held: the state in the centres' face names and the reader's colours, or every problem
 * of the first stage that has any. `lastPainted`, the sticker the reader painted last when the page knows it,
 * names the corner a twist in place is blamed on (the stickers alone cannot say which).
 * Throws only when `painting` does not hold 54 stickers.
 *
 * @example
 * paintingToCube(paintingOf(SOLVED_CUBE)) // { ok: true, state: the solved cube, scheme: { U: 'U', R: 'R', F: 'F', … } }
 * paintingToCube([null, ...paintingOf(SOLVED_CUBE).slice(1)]) // { ok: false, problems: [{ kind: 'unpainted', message: '1 sticker is not painted yet.', … }] }
 */
export function paintingToCube(painting: ThreePainting, lastPainted?: number): ThreePaintingResult {
  if (painting.length !== THREE_STICKER_COUNT) throw new Error(`a 3×3×3 painting has 54 stickers, got ${painting.length}`);
  const blank = painting.flatMap((c, i) => (c === null ? [i] : []));
  if (blank.length > 0) {
    const n = blank.length;
    return { ok: false, problems: [{ kind: 'unpainted', message: `${n} sticker${n === 1 ? ' is' : 's are'} not painted yet.`, detail: { kind: 'unpainted', count: n }, stickers: blank }] };
  }
  const colours = painting as readonly Colour[];
  const problems = [...centreProblems(colours), ...countProblems(colours)];
  if (problems.some((p) => p.kind === 'centres')) return { ok: false, problems }; // no face names: nothing more to read
  const scheme = Object.fromEntries(FACES.map((f) => [f, colours[THREE_CENTRE_STICKERS[f]]])) as Record<Face, Colour>;
  const faceOf = new Map<Colour, Face>(FACES.map((f) => [scheme[f], f]));
  const corners = THREE_CORNER_STICKERS.map((stickers, corner) => readCorner(corner, stickers.map((i) => colours[i]), faceOf));
  const edges = THREE_EDGE_STICKERS.map((stickers, edge) => readEdge(edge, stickers.map((i) => colours[i]), faceOf));
  for (const c of [...corners, ...edges]) if ('problem' in c) problems.push(c.problem);
  problems.push(...duplicateProblems('corner', corners, scheme), ...duplicateProblems('edge', edges, scheme));
  if (problems.length > 0) return { ok: false, problems };
  const state: CubeState = {
    corners: { perm: corners.map((c) => (c as Piece).cubie), twist: corners.map((c) => (c as Piece).orientation) },
    edges: { perm: edges.map((e) => (e as Piece).cubie), flip: edges.map((e) => (e as Piece).orientation) },
  };
  // The corner holding the sticker painted last, if the page says which: a twist in place is blamed on it.
  const lastCorner = lastPainted === undefined ? undefined : THREE_CORNER_STICKERS.findIndex((stickers) => stickers.includes(lastPainted));
  const invariants = invariantProblems(state, colours, lastCorner !== undefined && lastCorner >= 0 ? lastCorner : undefined);
  return invariants.length > 0 ? { ok: false, problems: invariants } : { ok: true, state, scheme };
}
// #endregion

function centreProblems(colours: readonly Colour[]): ThreePaintingProblem[] {
  const byColour = new Map<Colour, Face[]>();
  for (const f of FACES) {
    const c = colours[THREE_CENTRE_STICKERS[f]];
    byColour.set(c, [...(byColour.get(c) ?? []), f]);
  }
  return [...byColour].flatMap(([colour, faces]) => {
    if (faces.length < 2) return [];
    const where = listWords(faces.map((f) => centreLabel(f).replace(/^the | centre$/g, '')));
    return [{
      kind: 'centres' as const,
      message: `The ${where} centres are ${faces.length === 2 ? 'both' : 'all'} ${COLOUR_NAMES[colour]}: each centre names its face, so the six centres show six different colours.`,
      detail: { kind: 'centres' as const, colour, faces },
      stickers: faces.map((f) => THREE_CENTRE_STICKERS[f]),
    }];
  });
}

function countProblems(colours: readonly Colour[]): ThreePaintingProblem[] {
  const at = new Map<Colour, number[]>(FACES.map((c) => [c, []]));
  colours.forEach((c, i) => at.get(c)!.push(i));
  const off = FACES.filter((c) => at.get(c)!.length !== 9);
  if (off.length === 0) return [];
  return [{
    kind: 'count',
    message: `Each colour covers exactly nine stickers, but ${listWords(off.map((c) => `${COLOUR_NAMES[c]} is on ${at.get(c)!.length}`))}.`,
    detail: { kind: 'count', off: off.map((colour) => ({ colour, count: at.get(colour)!.length })) },
    stickers: off.filter((c) => at.get(c)!.length > 9).flatMap((c) => at.get(c)!),
  }];
}

/** A piece read from its stickers: which cubie it is and its twist or flip there (Kociemba's conventions: corner-geometry.ts, edge-geometry.ts). */
interface Piece {
  readonly position: number;
  readonly cubie: number;
  readonly orientation: number;
}

type Read = Piece | { readonly problem: ThreePaintingProblem };

/** Why colours fit no piece (a colour repeated, or two on opposite centres), or null. */
function colourClash(colours: readonly Colour[], faceOf: ReadonlyMap<Colour, Face>): PieceColourReason | null {
  const twice = colours.find((c, i) => colours.indexOf(c) !== i);
  if (twice !== undefined) return { why: 'repeated', colour: twice, times: colours.filter((c) => c === twice).length === 3 ? 3 : 2 };
  for (const a of colours) for (const b of colours) if (OPPOSITE[faceOf.get(a)!] === faceOf.get(b)) return { why: 'opposite', colours: [a, b] };
  return null;
}

function clashWords(reason: PieceColourReason, piece: 'corner' | 'edge', colours: readonly Colour[]): string {
  if (reason.why === 'repeated') return `has ${reason.times === 3 ? 'three' : 'two'} ${COLOUR_NAMES[reason.colour]} stickers; every ${piece} shows ${piece === 'corner' ? 'three' : 'two'} different colours.`;
  if (reason.why === 'opposite') return `has ${COLOUR_NAMES[reason.colours[0]]} and ${COLOUR_NAMES[reason.colours[1]]}, the colours of opposite centres: no ${piece} has both.`;
  const [a, b, c] = colours.map((x) => COLOUR_NAMES[x]);
  return `is a mirror image: on your cube ${a}, ${b} and ${c} go round the other way; check two of its stickers.`;
}

function readCorner(corner: number, colours: readonly Colour[], faceOf: ReadonlyMap<Colour, Face>): Read {
  const faces = colours.map((c) => faceOf.get(c)!);
  // Three different faces, none opposite another: one from each axis, so exactly one cubie has them.
  const clash = colourClash(colours, faceOf);
  const cubie = clash ? -1 : CORNER_FACELET_FACES.findIndex((home) => home.every((f) => faces.includes(f)));
  const twist = faces.findIndex((f) => f === 'U' || f === 'D');
  // Position sticker k shows the cubie's sticker k − twist (three-facelets.ts); the mirror image shows them the other way round.
  const reason = clash ?? (faces.every((f, k) => CORNER_FACELET_FACES[cubie][(k - twist + 3) % 3] === f) ? null : ({ why: 'mirrored' } as const));
  if (reason === null) return { position: corner, cubie, orientation: twist };
  return {
    problem: {
      kind: 'corner-colours',
      message: `${capitalise(cornerLabel(corner))} ${clashWords(reason, 'corner', colours)}`,
      detail: { kind: 'corner-colours', corner, colours, reason },
      stickers: THREE_CORNER_STICKERS[corner],
    },
  };
}

function readEdge(edge: number, colours: readonly Colour[], faceOf: ReadonlyMap<Colour, Face>): Read {
  const faces = colours.map((c) => faceOf.get(c)!);
  const reason = colourClash(colours, faceOf);
  if (reason === null) {
    const cubie = EDGE_FACELET_FACES.findIndex((home) => home.includes(faces[0]) && home.includes(faces[1]));
    // Flip 0 when the position's sticker 0 shows the cubie's sticker 0 (edge-geometry.ts).
    return { position: edge, cubie, orientation: EDGE_FACELET_FACES[cubie][0] === faces[0] ? 0 : 1 };
  }
  return {
    problem: {
      kind: 'edge-colours',
      message: `${capitalise(edgeLabel(edge))} ${clashWords(reason, 'edge', colours)}`,
      detail: { kind: 'edge-colours', edge, colours, reason },
      stickers: THREE_EDGE_STICKERS[edge],
    },
  };
}

/** Positions showing the same cubie (then another cubie is nowhere). */
function duplicateProblems(piece: 'corner' | 'edge', reads: readonly Read[], scheme: ColourScheme): ThreePaintingProblem[] {
  const count = piece === 'corner' ? CORNER_COUNT : EDGE_COUNT;
  const homeFaces = piece === 'corner' ? cornerFaces : edgeFaces;
  const label = piece === 'corner' ? cornerLabel : edgeLabel;
  const stickersOf = (position: number): readonly number[] => (piece === 'corner' ? THREE_CORNER_STICKERS : THREE_EDGE_STICKERS)[position];
  const at = Array.from({ length: count }, () => [] as number[]);
  for (const r of reads) if (!('problem' in r)) at[r.cubie].push(r.position);
  const coloursOf = (cubie: number) => homeFaces(cubie).map((f) => scheme[f]);
  const nameOf = (cubie: number) => `the ${coloursOf(cubie).map((c) => COLOUR_NAMES[c]).join('-')} ${piece}`;
  const missing = at.flatMap((positions, cubie) => (positions.length === 0 ? [cubie] : []));
  return at.flatMap((positions, cubie) => {
    if (positions.length < 2) return [];
    const where = listWords(positions.map((p) => label(p).replace(/^the | (corner|edge)$/g, '')));
    const lost = missing.length > 0 ? `, and no ${piece} is ${listWords(missing.map(nameOf), 'or')}` : '';
    return [{
      kind: 'duplicate' as const,
      message: `The ${where} ${piece}s ${positions.length === 2 ? 'both' : 'all'} show ${nameOf(cubie)}${lost}: a cube has one of each.`,
      detail: { kind: 'duplicate' as const, piece, positions, colours: coloursOf(cubie), missing: missing.map(coloursOf) },
      stickers: positions.flatMap(stickersOf),
    }];
  });
}
