/**
 * How the site names the cube in English: colours, faces, corners, a net read
 * out, and the solver's own sentences about a bad scramble or painting (its
 * messages are English; the Chinese catalogue says them from their data).
 */
import type { Colour, Face, PaintingProblem, ParseError } from 'pocket-cube-solver';

const POSITION: Readonly<Record<Face, string>> = { U: 'up', D: 'down', R: 'right', L: 'left', F: 'front', B: 'back' };

export const cube = {
  colours: { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' } satisfies Record<Colour, string>,
  /** Position names of the faces, capitalised for the start of a description. */
  faces: { U: 'Up', R: 'Right', F: 'Front', D: 'Down', L: 'Left', B: 'Back' } satisfies Record<Face, string>,
  /** "the up-front-right corner", from its faces (U/D first, then front/back, then left/right). */
  corner: (faces: readonly Face[]) => `the ${faces.map((face) => POSITION[face]).join('-')} corner`,
  /** One face of a net read out: "Front face: green, white, white, red." */
  netFace: (face: string, colours: readonly string[]) =>
    `${face} face: ${colours.every((c) => c === colours[0]) ? `all ${colours[0]}` : colours.join(', ')}.`,
  /** A sticker of the painter: "Front face, top right: green". */
  sticker: (face: string, row: 0 | 1, column: 0 | 1, colour: string | null) =>
    `${face} face, ${row === 0 ? 'top' : 'bottom'} ${column === 0 ? 'left' : 'right'}: ${colour ?? 'not painted'}`,
  /** What is wrong with a scramble, naming the token and its column (the parser's own sentence). */
  parseError: (error: ParseError) => error.message,
  /** What is wrong with a painting, naming corners and colours (the solver's own sentence). */
  paintingProblem: (problem: PaintingProblem) => problem.message,
};
