/**
 * How the site names the cube in English: colours, faces, corners, a net read
 * out, and what is wrong with a bad scramble or painting (the
 * 2×2×2's in the solver's own sentences, which are English; the 3×3×3's
 * written here from the problem's data, as the Chinese catalogue writes all).
 */
import { type ParseError } from 'pocket-cube-solver';
import { type Colour, type Face, type PaintingProblem, cornerFaces, type PieceColourReason, edgeFaces } from 'pocket-cube-solver/internals';
import { type ThreePaintingProblem } from 'pocket-cube-solver/three';

const POSITION: Readonly<Record<Face, string>> = { U: 'up', D: 'down', R: 'right', L: 'left', F: 'front', B: 'back' };
const COLOURS: Readonly<Record<Colour, string>> = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };
const ROWS = ['top', 'middle', 'bottom'] as const;
const COLUMNS = ['left', 'middle', 'right'] as const;

/** "a", "a and b", "a, b and c" (or with "or"). */
function list(words: readonly string[], and = 'and'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/** "up-front-right": where a piece sits, from its faces. */
function place(faces: readonly Face[]): string {
  return faces.map((face) => POSITION[face]).join('-');
}

/** Where a 3×3×3 piece sits: "up-front-right" for corner 0, "up-right" for edge 0. */
function placeOf(piece: 'corner' | 'edge', position: number): string {
  return place(piece === 'corner' ? cornerFaces(position) : edgeFaces(position));
}

/** "the up-front-right and down-back-left corners" (one position: "the … corner"). */
function pieces(piece: 'corner' | 'edge', positions: readonly number[]): string {
  return `the ${list(positions.map((p) => placeOf(piece, p)))} ${piece}${positions.length === 1 ? '' : 's'}`;
}

/** Why a piece's colours fit no real piece, after its name. */
function clash(reason: PieceColourReason, piece: 'corner' | 'edge', colours: readonly Colour[]): string {
  switch (reason.why) {
    case 'repeated':
      return `has ${reason.times === 3 ? 'three' : 'two'} ${COLOURS[reason.colour]} stickers; every ${piece} shows ${piece === 'corner' ? 'three' : 'two'} different colours.`;
    case 'opposite':
      return `has ${COLOURS[reason.colours[0]]} and ${COLOURS[reason.colours[1]]}, the colours of opposite centres: no ${piece} has both.`;
    case 'mirrored':
      return `is a mirror image: on your cube ${list(colours.map((c) => COLOURS[c]))} go round the other way. Check two of its stickers.`;
  }
}

const UNSOLVABLE = "this cube can't be solved as painted";

export const cube = {
  colours: COLOURS,
  /** Position names of the faces, capitalised for the start of a description. */
  faces: { U: 'Up', R: 'Right', F: 'Front', D: 'Down', L: 'Left', B: 'Back' } satisfies Record<Face, string>,
  /** "the up-front-right corner", from its faces (U/D first, then front/back, then left/right). */
  corner: (faces: readonly Face[]) => `the ${place(faces)} corner`,
  /** One face of a net read out: "Front face: green, white, white, red." */
  netFace: (face: string, colours: readonly string[]) =>
    `${face} face: ${colours.every((c) => c === colours[0]) ? `all ${colours[0]}` : colours.join(', ')}.`,
  /** A sticker of the painter: "Front face, top right: green". */
  sticker: (face: string, row: 0 | 1, column: 0 | 1, colour: string | null) =>
    `${face} face, ${row === 0 ? 'top' : 'bottom'} ${column === 0 ? 'left' : 'right'}: ${colour ?? 'not painted'}`,
  /** A sticker of the 3×3×3 painter: "Front face, top middle: green", "Up face, centre: white". */
  threeSticker: (face: string, row: 0 | 1 | 2, column: 0 | 1 | 2, colour: string | null) =>
    `${face} face, ${row === 1 && column === 1 ? 'centre' : `${ROWS[row]} ${COLUMNS[column]}`}: ${colour ?? 'not painted'}`,
  /** What is wrong with a scramble, naming the token and its column (the parser's own sentence). */
  parseError: (error: ParseError) => error.message,
  /** What is wrong with a painting, naming corners and colours (the solver's own sentence). */
  paintingProblem: (problem: PaintingProblem) => problem.message,
  /** What is wrong with a painted 3×3×3, naming pieces by where they sit and colours by name (from the problem's data). */
  threePaintingProblem: ({ detail }: ThreePaintingProblem): string => {
    switch (detail.kind) {
      case 'unpainted':
        return detail.count === 1 ? '1 sticker is not painted yet.' : `${detail.count} stickers are not painted yet.`;
      case 'centres':
        return `The ${list(detail.faces.map((f) => POSITION[f]))} centres are ${detail.faces.length === 2 ? 'both' : 'all'} ${COLOURS[detail.colour]}: each centre names its face, so the six centres show six different colours.`;
      case 'count':
        return `Each colour covers exactly nine stickers, but ${list(detail.off.map(({ colour, count }) => `${COLOURS[colour]} is on ${count}`))}.`;
      case 'corner-colours':
        return `The ${placeOf('corner', detail.corner)} corner ${clash(detail.reason, 'corner', detail.colours)}`;
      case 'edge-colours':
        return `The ${placeOf('edge', detail.edge)} edge ${clash(detail.reason, 'edge', detail.colours)}`;
      case 'duplicate': {
        const name = (colours: readonly Colour[]) => `the ${colours.map((c) => COLOURS[c]).join('-')} ${detail.piece}`;
        const lost = detail.missing.length > 0 ? `, and no ${detail.piece} is ${list(detail.missing.map(name), 'or')}` : '';
        const where = pieces(detail.piece, detail.positions);
        return `${where.charAt(0).toUpperCase()}${where.slice(1)} ${detail.positions.length === 2 ? 'both' : 'all'} show ${name(detail.colours)}${lost}: a cube has one of each.`;
      }
      case 'twist': {
        const how = 'colour' in detail.fix ? `until its ${COLOURS[detail.fix.colour]} sticker faces ${POSITION[detail.fix.face]}` : `a third of a turn ${detail.fix.clockwise ? 'clockwise' : 'counter-clockwise'}, seen from outside,`;
        // The stickers cannot show which corner is twisted: the one painted last is named when known, else all are marked.
        const which = detail.lastPainted ? `${pieces('corner', [detail.corner])}, the one you painted last (marked),` : `${pieces('corner', [detail.corner])}`;
        const unknown = detail.lastPainted ? 'The stickers cannot show which corner it is' : 'The stickers cannot show which corner it is, so all are marked';
        return `One corner is twisted in place, so ${UNSOLVABLE}. ${unknown}: any one taken out and put back turned puts it right. Turning ${which} ${how} will do.`;
      }
      case 'flip':
        return `One edge is flipped in place, so ${UNSOLVABLE}. Take an edge out and put it back turned over: turning over ${pieces('edge', [detail.edge])} (marked) will do.`;
      case 'parity':
        return `Two pieces are swapped, so ${UNSOLVABLE}. Take two ${detail.piece}s out and put each in the other's place: trading ${pieces(detail.piece, detail.positions)} (marked) will do.`;
    }
  },
};
