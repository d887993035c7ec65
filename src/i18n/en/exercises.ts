/** The self-checking exercises in English: the frame and every checker's feedback (src/exercises/). */
import type { ParseError } from 'pocket-cube-solver';
import { countOf, formatCount } from '../../lib/format.ts';

export const exercises = {
  tag: 'Exercise',
  check: 'Check',
  showAnswer: 'Show the answer',
  typeWholeNumber: 'Type a whole number first.',
  notWholeNumber: (typed: string) => `“${typed}” is not a whole number: use digits only.`,
  rightNumber: (expected: number) => `Right: ${formatCount(expected)}.`,
  wrongNumber: (value: number, larger: boolean) => `Not ${formatCount(value)}: the answer is ${larger ? 'larger' : 'smaller'}. Try again.`,
  typeNumber: 'Type a number first.',
  notNumber: (typed: string) => `“${typed}” is not a number: use digits, and a point for decimals.`,
  closeEnough: (exact: number) => `Close enough: the formula gives ${formatCount(exact)}.`,
  notQuite: (value: number, factor: string, tooLarge: boolean) =>
    `Not quite: ${formatCount(value)} is ${factor} times too ${tooLarge ? 'large' : 'small'}. Try again.`,
  godsRight: (expected: number, htm: number) =>
    `Right: ${expected}, only ${expected - htm} more than the ${htm} of the half-turn metric, far from twice as many.`,
  godsBelow: (value: number, htm: number) =>
    `Not ${value}: it cannot be below ${htm}. A quarter turn is also a move of the half-turn metric, so no position needs fewer quarter turns than half-turn moves, and some need ${htm} of those.`,
  godsAbove: (value: number, htm: number) =>
    `Not ${value}: it cannot be above ${2 * htm}. Write each half turn of an optimal half-turn solution as two quarter turns: at most ${htm} moves become at most ${2 * htm}.`,
  listBadToken: (token: string) => `“${token}” is not a whole number. Separate the numbers with spaces or commas.`,
  listType: (count: number) => `Type ${count} numbers, separated by spaces or commas.`,
  listOutside: (value: number, allowed: readonly number[]) => `${value} is not one of ${allowed.join(', ')}.`,
  listLength: (typed: number, expected: number) => `That is ${countOf(typed, 'number')}; the answer has ${expected}.`,
  listEntry: (index: number) => `number ${index}`,
  listRight: (expected: readonly number[]) => `Right: ${expected.join(' ')}.`,
  listWrong: (wrong: readonly string[]) => `Not yet: ${wrong.length === 1 ? `${wrong[0]} is` : `${wrong.join(', ')} are`} off. Try again.`,
  typeScramble: 'Type a scramble first, e.g. R U.',
  unreadable: (error: ParseError) => `Cannot read that scramble: ${error.message}.`,
  orientBeats: (orient: number, perm: number) => `Yes: orientation ${orient}, permutation ${perm}. Here the twists are the harder half.`,
  orientLoses: (orient: number, perm: number) =>
    `Not this one: orientation ${orient}, permutation ${perm}. Look for corners that are twisted but close to home.`,
  sumOver: (sum: number, moves: number) =>
    `Yes: the sum is ${sum}, but undoing your ${moves}-move scramble solves it in ${moves}. The sum is not admissible.`,
  sumNotOver: (sum: number, moves: number) =>
    `The sum is ${sum} and your scramble has ${countOf(moves, 'move')}, so this does not show an overestimate. Try a shorter scramble.`,
  classicSolved: 'That scramble leaves the cube solved, where h is 0. Try a position off solved.',
  classicOver: (perm: number, orient: number, h: number, undo: string, undoLength: number) =>
    `Yes. The tables say permutation ${perm}, orientation ${orient}, so h = ${h}, yet ${undo}, ${countOf(undoLength, 'classic move')}, solves it: h overestimates by at least ${h - undoLength}.`,
  classicNotOver: (perm: number, orient: number, h: number, undo: string, undoLength: number) =>
    `Not a proof yet. The tables say permutation ${perm}, orientation ${orient}, so h = ${h}, and what undoes your scramble is ${undo}, ${countOf(undoLength, 'classic move')}: no more than h. Look for a position that is undone in fewer classic moves.`,
};
