/** Chapter 1's playground in English: its controls, the solver's answers and the playback narration. */
import { countOf, formatCount, formatMs } from '../../lib/format.ts';

export const playground = {
  scramble: 'Scramble',
  random: 'Random scramble',
  /** The scramble field's hint; the keys are marked up by the shell. */
  hint: {
    notation: 'WCA notation: ',
    suffixes: ', with ',
    or: ' or ',
    rotations: '; rotations ',
    wide: ' and wide turns like ',
    wideEnd: ' work too.',
  },
  paintedStart: 'Start: your painted cube.',
  metric: 'Metric',
  htmNote: '(half turns count 1)',
  qtmNote: '(quarter turns only)',
  view: 'Cube',
  view3d: '3-D',
  viewNet: 'Net',
  letters: 'Letters on stickers',
  printScramble: 'Scramble: ',
  printNone: '(none: solved cube)',
  printPainted: 'a painted cube',
  stageRole: 'cube player',
  stageLabel: 'Cube. Space plays or pauses; left and right arrows step; Home and End jump.',
  initialResult: (scramble: string) => `The scramble ${scramble}, unfolded: up face on top, then left, front, right, back; down at the bottom.`,
  movesLabel: 'Solution moves',
  copy: 'Copy link to this step',
  copySolution: 'Copy solution',
  all: 'All optimal solutions',
  allClosed: 'Open to list them.',
  fixScramble: 'Fix the scramble to see a solution. The cube shows the last scramble that made sense.',
  solving: 'Solving…',
  solvingBound: (bound: number, generated: number) =>
    `Solving… trying solutions of length ${bound} (${formatCount(generated)} nodes so far)`,
  paintedSolved: 'Your cube is solved: nothing to do.',
  noScramble: (message: string) => `No scramble: ${message}`,
  noSolutionPainting: 'No solution: the painting is not a cube yet',
  noSolutionScramble: 'No solution: the scramble has an error',
  notACube: (problem: string) => `Not a cube yet: ${problem}`,
  paintToSolve: 'Paint your cube to see its solution.',
  solvingPainted: 'Solving your cube…',
  alreadySolved: 'Already solved: nothing to do.',
  /** "Optimal solution: 6 moves (HTM). 1,234 nodes expanded, 3.4 ms." */
  result: (length: number, metric: string, nodes: number, ms: number) =>
    `Optimal solution: ${countOf(length, 'move')} (${metric}). ${countOf(nodes, 'node')} expanded, ${formatMs(ms)}.`,
  stepSolved: 'Solved',
  stepStart: (total: number) => `Start: scrambled, ${total} to go`,
  step: (step: number, total: number, move: string) => `Step ${step} of ${total}: ${move}${step === total ? ', solved' : ''}`,
  moveButton: (index: number, move: string, quarters: number) =>
    `Move ${index}: ${move}${quarters > 1 ? ` (${quarters} quarter turns)` : ''}`,
  netStart: { painted: 'Your painted cube', scrambled: (scramble: string) => `Cube after ${scramble}`, solved: 'Solved cube' },
  netThen: (start: string, step: number, total: number) => `${start}, then ${step} of ${total} solution ${total === 1 ? 'move' : 'moves'}`,
  allSolved: 'Already solved: the only optimal solution is to do nothing.',
  allCapped: (count: number, length: number, metric: string) =>
    `At least ${formatCount(count)} optimal solutions of ${countOf(length, 'move')} (${metric}); these are the first ${formatCount(count)} the search found.`,
  allCount: (count: number, length: number, metric: string) => `${countOf(count, 'optimal solution')} of ${countOf(length, 'move')} (${metric}).`,
  playOne: (index: number, moves: string) => `Play solution ${index}: ${moves}`,
  allFix: 'Fix the scramble to list its solutions.',
  allSearching: 'Searching for every optimal solution…',
};
