/**
 * Chapter 2's state inspector in English, and the two-array table it shares
 * with chapter 3's move explorer (widgets/shared/corner-arrays.ts). Some
 * entries are HTML fragments (<var>, <sup>): the tables' mathematics.
 */
import { formatCount } from '../../lib/format.ts';

export const inspector = {
  arrays: {
    position: 'Position <var>i</var>',
    positionLabel: (position: number, name: string) => `Position ${position}, ${name}`,
    caption: 'The state as two arrays',
    numberedCaption: (index: number) => `Cube number ${formatCount(index)} as two arrays`,
  },
  encodeRegion: 'Cube to index',
  decodeRegion: 'Index to cube',
  scramble: 'Scramble',
  hint: 'Shared with the playground of chapter 1 through the page address. Any WCA moves work; after D, L, B or rotations the cube is recoloured so the piece in the down-back-left slot counts as DBL.',
  staticNote: 'The scramble ',
  staticNoteEnd: ':',
  netLabel: (scramble: string) => `Cube after ${scramble}, DBL-fixed view`,
  noMoves: 'no moves',
  netCaption:
    "The solver's DBL-fixed view: colours relabelled so the down-back-left corner is home. Without D, L, B or rotations in the scramble it is the cube in your hands.",
  netHint: 'Point at a sticker, or focus a position in the table, to see that corner in both.',
  indexField: 'Index → cube',
  indexHint: (last: string) => `Any whole number from 0 to ${last}.`,
  cubeNumber: (index: number) => `Cube number ${formatCount(index)}`,
  roundtrip: (again: number, same: boolean) =>
    `Ranking this cube again gives <strong class="si-roundtrip-index">${formatCount(again)}</strong>: ${same ? 'the same number.' : 'a different number, which would be a bug.'}`,
  decodeStatus: (index: number, permRank: number, orientIndex: number, again: number) =>
    `Cube number ${formatCount(index)}: permutation rank ${formatCount(permRank)}, orientation index ${orientIndex}. Ranked again: ${formatCount(again)}.`,
  lastScramble: 'The tables still show the last scramble that made sense.',
  noScramble: '(none: the solved cube)',
  indexEmpty: (last: string) => `Type a whole number from 0 to ${last}.`,
  indexNotNumber: (typed: string, last: string) => `“${typed}” is not a whole number: use digits only, from 0 to ${last}.`,
  indexTooLarge: (typed: string, last: string, count: string) => `${typed} is too large: the last index is ${last} (there are ${count} positions, counted from 0).`,
  lehmer: {
    caption:
      'Ranking the permutation: digit <var>d</var> counts the corner numbers to the right of <var>c</var> that are smaller than <var>c</var>; its place value is (6 − <var>i</var>)!',
    smallerLater: 'Smaller, to its right',
    total: 'Permutation rank (the sum)',
  },
  twists: {
    caption: 'Indexing the twists: six base-3 digits <var>t</var>, place value 3<sup>5 − <var>i</var></sup>',
    implied: (sum: number, twist: number) => `not stored: the six above sum to ${sum}, and ${sum} + ${twist} is a multiple of 3`,
    total: 'Orientation index (the sum)',
  },
  indexLine: 'Index',
  decode: {
    split: (index: string, permRank: string, orientIndex: string, term: (value: string) => string, times: number) =>
      `${index} = ${term(permRank)} × ${times} + ${term(orientIndex)}, so the permutation rank is ${permRank} and the orientation index ${orientIndex}.`,
    digits: (permRank: string, digits: string) =>
      `${permRank} in the factorial number system has the digits <strong>${digits}</strong> (divide by 1, 2, 3, … 7 from the right and keep the remainders).`,
    picksCaption: 'Unranking the permutation: digit <var>d</var> picks the <var>d</var>-th smallest unused corner (counting from 0)',
    unused: 'Unused corners',
    picked: 'Picked',
    twists: (orientIndex: string, stored: string, implied: number) =>
      `${orientIndex} in base 3, six digits, gives the twists of positions 0–5: <strong>${stored}</strong>. Position 6 gets <strong>${implied}</strong>, the twist that makes the sum a multiple of 3.`,
  },
};
