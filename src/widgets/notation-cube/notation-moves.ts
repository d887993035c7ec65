/**
 * The moves the notation cube offers, in rows; how each is said in words
 * (from the WCA definition, Regulations article 12a: a letter alone turns
 * that face clockwise as seen looking at the face) is in the message
 * catalogues, `notation.moveSentence`, and the rows' names are `notation.rows`.
 */
export const NOTATION_ROWS: readonly (readonly string[])[] = [
  ['U', "U'", 'U2', 'D', "D'", 'D2'],
  ['R', "R'", 'R2', 'L', "L'", 'L2'],
  ['F', "F'", 'F2', 'B', "B'", 'B2'],
  ['x', "x'", 'y', "y'", 'z', "z'"],
];
