/**
 * The moves the notation cube offers, and how each is said in words, from
 * the WCA definition (Regulations, article 12a): a letter alone turns that
 * face clockwise as seen looking at the face.
 */
export const NOTATION_ROWS: readonly { readonly label: string; readonly moves: readonly string[] }[] = [
  { label: 'Up and down faces', moves: ['U', "U'", 'U2', 'D', "D'", 'D2'] },
  { label: 'Right and left faces', moves: ['R', "R'", 'R2', 'L', "L'", 'L2'] },
  { label: 'Front and back faces', moves: ['F', "F'", 'F2', 'B', "B'", 'B2'] },
  { label: 'Whole-cube rotations', moves: ['x', "x'", 'y', "y'", 'z', "z'"] },
];

const FACE_WORDS: Readonly<Record<string, string>> = {
  U: 'up face', D: 'down face', R: 'right face', L: 'left face', F: 'front face', B: 'back face',
  x: 'whole cube, like R', y: 'whole cube, like U', z: 'whole cube, like F',
};

/** "R′: the right face, counter-clockwise as seen looking at it" */
export function moveSentence(name: string): string {
  const letter = name[0];
  const turn = name.endsWith("'") ? 'counter-clockwise' : name.endsWith('2') ? 'half way round' : 'clockwise';
  const seen = 'xyz'.includes(letter) ? '' : ' as seen looking at it';
  return `${name.replace("'", '′')}: the ${FACE_WORDS[letter]}, ${turn}${name.endsWith('2') ? '' : seen}.`;
}

/** Accessible name of a move button: "Turn R prime". */
export function moveLabel(name: string): string {
  return `Turn ${name.replace("'", ' prime')}`;
}
