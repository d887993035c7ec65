/** Chapter 1's notation cube in English: its rows of moves and how each move is said (WCA Regulations, 12a). */
const FACE_WORDS: Readonly<Record<string, string>> = {
  U: 'up face', D: 'down face', R: 'right face', L: 'left face', F: 'front face', B: 'back face',
  x: 'whole cube, like R', y: 'whole cube, like U', z: 'whole cube, like F',
};

export const notation = {
  rows: ['Up and down faces', 'Right and left faces', 'Front and back faces', 'Whole-cube rotations'],
  /** "R′: the right face, counter-clockwise as seen looking at it." */
  moveSentence: (name: string) => {
    const letter = name[0];
    const half = name.endsWith('2');
    const turn = name.endsWith("'") ? 'counter-clockwise' : half ? 'half way round' : 'clockwise';
    const seen = 'xyz'.includes(letter) || half ? '' : ' as seen looking at it';
    return `${name.replace("'", '′')}: the ${FACE_WORDS[letter]}, ${turn}${seen}.`;
  },
  /** A move button's accessible name: "Turn R prime". */
  moveLabel: (name: string) => `Turn ${name.replace("'", ' prime')}`,
  solvedCube: 'The solved cube',
  reset: 'Solved cube',
  resetSaid: 'Solved cube: white up, green in front.',
  prompt: 'Press a move to see it turn.',
  history: 'Moves so far: ',
  none: 'none',
};
