/**
 * The code cells in English (src/widgets/code-cell/): the frame, the stubs a
 * reader starts from, what each exercise's functions receive, every status a
 * run passes through, and the verdicts. The solver's own messages (a cell
 * error's `message`) stay English in both editions: the page says in its own
 * words what kind of error it is, and shows the message beside it as code.
 */
import type { CellErrorKind, CellExercise, CellPresetId } from 'pocket-cube-solver/cells';
import { formatCount } from '../../lib/format.ts';

/** "What your code receives": each name (shown as code, never translated) and what it is, in order; code inside a description is marked with backticks. */
export type Receives = Readonly<Record<string, string>>;

export const cells = {
  tag: 'Code cell',
  titles: {
    rank: 'Write the rank',
    move: 'Write a move',
    bfs: 'Write the BFS',
    heuristic: 'Write a heuristic',
    pruning: 'Write the pruning rule',
  } satisfies Record<CellExercise, string>,
  needsJs: 'This cell runs your code in your browser, so it needs JavaScript. Above is the code it starts from.',
  stubCaption: 'Where the cell starts',
  editorLabel: (title: string) => `Code: ${title}`,
  editorLoading: 'Loading the editor…',
  keyboardHint: 'Tab indents. To leave the editor with the keyboard, press Escape, then Tab.',
  controls: 'Cell controls',
  run: 'Run',
  cancel: 'Cancel',
  reset: 'Reset',
  copyLink: 'Copy link',
  presetLabel: 'Versions',
  load: 'Load',
  presets: {
    notebook: "The notebook's solution",
    article: "The article's version",
    mistake: 'Classic mistakes',
    alternative: 'Other versions',
  },
  /** Each preset's name in the picker (solver/src/cells/presets.ts). */
  presetNames: {
    rank: 'The Lehmer code (康托展开)',
    'rank-larger': 'Counting larger entries',
    'rank-article-weights': 'The article’s weights, (7 − i)!',
    'rank-wrong-weights': 'Weights i! instead of (n − 1 − i)!',
    'rank-base-seven': 'The entries read in base 7',
    move: 'R as a cycle and twists',
    'move-function': 'R as a function of the state',
    'move-article-r': 'The article’s R table',
    'move-article-f': 'The article’s F table',
    'move-no-twist': 'R without twists',
    bfs: 'A queue, every move of every state',
    'bfs-article': 'Skipping the face that reached a state',
    'bfs-depth-first': 'A stack instead of a queue',
    heuristic: 'The max of both databases',
    'heuristic-average': 'The mean of both databases',
    'heuristic-zero': 'h = 0',
    'heuristic-sum': 'The sum of both databases',
    pruning: 'Never the same face twice (X X allowed in QTM)',
    'pruning-article': 'The article’s isRedundant',
    'pruning-undo-only': 'Only never undo the last move',
  } satisfies Record<CellPresetId, string>,
  resetDone: 'Back to the starting code. Your own code was cleared.',
  presetLoaded: (name: string) => `Loaded: ${name}. Press Run to check it.`,
  metricLabel: 'Metric',
  // Memory is not limited: V8 ends a worker at its heap limit by ending the page's whole process (Chromium),
  // and a page can read no worker's heap to stop it first, so the reader is told rather than promised.
  timeLimit: (seconds: number) => `Your code may run for ${seconds} s; the check that follows has its own limit. Memory has no such limit: code that allocates without end can crash this tab.`,
  running: (elapsed: string, limit: number) => `Running your code: ${elapsed} s of ${limit} s`,
  judging: 'Your code has answered. Checking every position…',
  cancelled: 'Cancelled.',
  timedOut: (seconds: number) =>
    `Stopped after ${seconds} s: your code was still running (an endless loop?). It ran in a worker of its own, which is now ended, so the page was never blocked.`,
  judgeTimedOut: (seconds: number) => `The check took longer than ${seconds} s and was stopped. Run again to retry.`,
  crashed: 'The worker running your code stopped without an answer (out of memory?). It is ended; the page is fine. Run again after a change.',
  fromLink: 'Code from a link: read it, then press Run.',
  linkUnreadable: "This link's code could not be read, so the cell shows your own code.",
  linkTooLong: (length: number, max: number) =>
    `This code is too long for a link (${formatCount(length)} characters compressed; a link holds ${formatCount(max)}). Share the code itself instead.`,
  errorKinds: {
    syntax: 'Syntax error',
    runtime: 'Your code threw an error',
    'missing-export': 'An export is missing',
    'bad-answer': 'An answer of the wrong kind',
    timeout: 'Out of time',
    cancelled: 'Cancelled',
    crashed: 'The worker stopped',
  } satisfies Record<CellErrorKind, string>,
  errorAt: (line: number, column: number | undefined) => (column === undefined ? `line ${line}` : `line ${line}, column ${column}`),
  console: 'Console',
  moreLines: (n: number) => `${formatCount(n)} more ${n === 1 ? 'line' : 'lines'} not shown.`,
  receivesHeading: 'What your code receives',
  receives: {
    rank: {
      'perm': 'an array of 7 numbers, a permutation of 0 to 6: `perm[i]` is the corner at position `i` (URF, UFL, ULB, UBR, DFR, DLF, DRB)',
      'api.factorial(n)': '`n!`, if you want it',
      'return': 'a whole number; the 5,040 permutations must get 0 to 5,039, each its own',
      'unrank(rank, api)': 'optional: export it too, and it is checked as the inverse',
    },
    move: {
      'face': "`'U'`, `'R'` or `'F'`: the face your move turns (clockwise, a quarter turn)",
      'move': '`{ cycle, twist }`: the corner at `cycle[i]` goes to `cycle[i + 1]` (the last to the first), gaining `twist[i]`',
      'move(state, api)': 'or a function: `state = { perm, twist }` (8 entries each) in, the state after the move out',
      '0..7': 'the corners: 0 URF, 1 UFL, 2 ULB, 3 UBR, 4 DFR, 5 DLF, 6 DRB, 7 DBL',
    },
    bfs: {
      'api.STATE_COUNT': 'the number of positions; index 0 is solved',
      'api.neighbours(index)': 'the positions one move away',
      'api.permMove, api.orientMove': 'the move tables, if you want to go faster (`index = perm * 729 + orient`)',
      'api.metric': "`'htm'` or `'qtm'`: your BFS is run once for each",
      'return': 'a `Uint8Array` of `api.STATE_COUNT` distances, 255 where not reached',
    },
    heuristic: {
      'position': '`{ index, perm, orient }`: the position and its two coordinates',
      'api.pdb.perm, api.pdb.orient': 'the two pattern databases of the metric: exact distances of the abstractions',
      'api.metric': "`'htm'` or `'qtm'`, as chosen beside the cell",
      'return': 'an estimate of the moves left; admissible means never more than the true distance',
    },
    pruning: {
      'previous': 'the move played before, or `null` before the first move',
      'move': '`{ index, name, face, quarterTurns }`: the move the search would play next',
      'return': '`false` to prune the move; it is checked in both metrics, and every position must keep an optimal solution',
    },
  } satisfies Record<CellExercise, Receives>,
  /** The code each cell starts from: a signature, a comment, and a return that runs. */
  stubs: {
    rank: `// Rank perm, a permutation of 0..6: the 5,040 permutations
// must get 0..5,039, each its own number.
export function rank(perm, api) {
  return 0;
}
`,
    move: `// The move R as a 4-cycle of corner positions: the corner at
// cycle[i] goes to cycle[i + 1] (the last to the first), gaining twist[i].
// Corners: 0 URF 1 UFL 2 ULB 3 UBR 4 DFR 5 DLF 6 DRB 7 DBL.
export const face = 'R';
export const move = { cycle: [0, 1, 2, 3], twist: [0, 0, 0, 0] };
`,
    bfs: `// The distance of every position from solved (index 0), in moves;
// 255 where not reached. api.neighbours(index) lists the next positions.
export function bfs(api) {
  const distance = new Uint8Array(api.STATE_COUNT).fill(255);
  distance[0] = 0;
  return distance;
}
`,
    heuristic: `// Estimate the moves left from position = { index, perm, orient },
// never more than the truth. api.pdb.perm and api.pdb.orient may help.
export function h(position, api) {
  return 0;
}
`,
    pruning: `// May the search play move right after previous (null at the start)?
// Return false to prune it; never prune every optimal solution.
export function allowed(previous, move, api) {
  return true;
}
`,
  } satisfies Record<CellExercise, string>,
  /** Sentences below mark code with backticks (verdicts/dom.ts, withCode). */
  verdict: {
    pass: 'Passed',
    fail: 'Not yet',
    /** The rank check (chapter 2). */
    rank: {
      bijection: (count: number) => `Every one of the ${formatCount(count)} permutations gets its own rank, from 0 to ${formatCount(count - 1)}.`,
      outOfRange: (value: string, max: number) => `This permutation gets ${value}, outside 0 to ${formatCount(max)}:`,
      collision: (value: number) => `These two permutations both get ${formatCount(value)}:`,
      first: 'First',
      second: 'Second',
      position: 'Position',
      corner: 'Corner',
      permutation: (entries: string) => `Permutation ${entries}`,
      lehmerYes: 'It is the notebook’s order, the Lehmer code, exactly.',
      lehmerNo: (yours: string, lehmer: number) =>
        `It is not the notebook’s order (the Lehmer code). The first difference: this permutation, ranked ${yours} here and ${formatCount(lehmer)} by the Lehmer code. Another order is fine too, as long as each rank is used once.`,
      unrankInverse: 'Your `unrank` undoes your `rank` for every permutation.',
      unrankNotPermutation: (rank: number) => `\`unrank(${rank})\` does not return a permutation of 0 to 6.`,
      unrankNotInverse: (rank: number) => `\`unrank(${rank})\` returns the first of these, but the permutation your \`rank\` numbers ${rank} is the second:`,
      noUnrank: 'No `unrank` exported: that part is optional.',
      speed: (yours: string, notebook: string) => `${yours} ns per call; the notebook’s \`rank\` takes ${notebook} ns.`,
    },
  },
};
