/** The classic design's widgets in English (chapter 5's classic BFS comparison; chapter 9's widgets add to it). */
import { countOf, formatCount, formatMs } from '../../lib/format.ts';
import { CLASSIC_CHECKLIST } from '../../lib/classic-checklist.ts';

export const classic = {
  checklist: {
    region: 'Errors and the tests that catch them',
    caption: 'Each error of the classic design, and the test in this repository that would have caught it',
    columns: ['Error', 'Test that catches it', 'Where'],
    /** Each row's words, in the checklist's order (src/lib/classic-checklist.ts holds them with the test they name). */
    items: CLASSIC_CHECKLIST.map((item) => ({ error: item.error, test: item.test, each: item.run?.each ?? '' })),
  },
  model: {
    moves: 'Your moves',
    hint: "Any WCA face turns (U D R L F B with ' and 2). Rotations have no meaning in the classic model.",
    ownMoves: "In the classic's own moves: ",
    region: 'Slot by slot comparison',
    lastSequence: 'The table shows the last sequence that made sense.',
    caption: 'Which piece sits in each slot, and its twist',
    slot: 'Slot',
    real: 'Real cube',
    classicTables: 'Classic tables',
    piece: 'piece',
    twist: 'twist',
    empty: 'The empty sequence: both models stay solved.',
    same: 'Every piece is in the same slot in both models.',
    differ: (n: number) => `${formatCount(n)} of 8 slots hold a different piece.`,
    orders: (real: number, classic: number) => ` Repeated, the sequence comes back to solved after ${formatCount(real)} rounds on a real cube and ${formatCount(classic)} with the classic tables.`,
    sequence: (moves: string, count: number) => `${moves} (${formatCount(count)} of its quarter turns)`,
  },
  compare: {
    scramble: 'Scramble',
    hint: "Applied twice: to a real cube, and with the classic's own tables (its U is not a real U).",
    budget: 'Node budget of the classic solver',
    run: 'Run both',
    cancel: 'Cancel',
    built: 'Computed when this page was built, for the scramble U. Times are measured only when you run it.',
    region: 'Classic solver against ours',
    caption: (scramble: string) => `Scramble ${scramble}: each solver in its own model`,
    classicModel: 'classic tables, clockwise quarter turns',
    realModel: (metric: string) => `real cube, ${metric}`,
    who: { classic: 'The classic solver', optimal: 'An optimal solver, same model', ours: 'This notebook’s solver' },
    phases: { classic: 'the classic solver', optimal: 'the optimal solver for its model', ours: 'our solver' },
    cancelled: 'Cancelled: the worker stopped the search.',
    starting: 'Starting the classic solver in the worker…',
    running: (phase: string, nodes: number) => `Running ${phase}: ${formatCount(nodes)} nodes so far…`,
    failed: (message: string) => `The worker could not run it: ${message}`,
    budgetOut: (nodes: number, optimal: number) => `The classic solver ran out of its budget of ${countOf(nodes, 'node')}; the optimum in its model is ${countOf(optimal, 'move')}.`,
    optimalThisTime: (length: number) => `The classic solver found an optimal answer for its model this time: ${countOf(length, 'move')}.`,
    tooMany: (length: number, optimal: number, excess: number) =>
      `The classic solver answered with ${countOf(length, 'move')} where ${optimal} suffice in its own model: ${excess} too many.`,
    budgetRanOut: 'budget ran out',
    alreadySolved: '(already solved)',
    yes: 'yes',
    no: 'no',
    columns: { solver: 'Solver', solution: 'Solution', length: 'Length', optimal: 'Optimal', nodes: 'Nodes', time: 'Time', solves: 'Solves?' },
    /** The classic answer turned on a real cube (real-cube.ts). */
    real: {
      heading: 'Its answer, turned on a real cube',
      before: (scramble: string) => `A real cube after ${scramble}`,
      after: (answer: string) => `The same cube after the classic solver’s answer ${answer}, turned as written`,
      solved: 'Turned on a real cube as written, the classic solver’s answer solves it: on this scramble its mirrored tables happen to cancel out.',
      notSolved: 'Turned on a real cube as written, the classic solver’s answer does not solve it: the tables it searched are not a cube’s.',
      none: 'The classic solver gave no answer within its budget, so there is nothing to turn.',
    },
  },
  batch: {
    scrambles: 'Scrambles',
    budget: 'Node budget each',
    seed: 'Seed',
    run: 'Run the batch',
    cancel: 'Cancel',
    progress: 'Batch progress',
    intro: "Run it in your browser: each scramble is 15 moves from the classic's own generator, solved by the classic solver and by an optimal solver for the same model.",
    every: 'Every scramble',
    everyRegion: 'Every scramble of the batch',
    seedError: (max: number) => `The seed must be a whole number from 0 to ${formatCount(max)}.`,
    solving: (k: number, n: number) => `Solving scramble ${k} of ${n}…`,
    soFar: (k: number, n: number) => `Solving scramble ${k} of ${n}… So far: `,
    failed: (message: string) => `The worker could not run the batch: ${message}`,
    cancelled: (done: number, total: number) => `Cancelled after ${formatCount(done)} of ${formatCount(total)} scrambles.`,
    nothing: 'Nothing run yet.',
    solved: (solved: number, total: number, budget: number) => `${formatCount(solved)} of ${formatCount(total)} scrambles solved within ${formatCount(budget)} nodes each.`,
    longer: (longer: number, solved: number, share: string) => `Longer than the optimum of the classic model: ${formatCount(longer)} of ${formatCount(solved)} (${share}).`,
    nodes: (median: number, min: number, max: number) => `Nodes per solve: median ${formatCount(median)}, from ${formatCount(min)} to ${formatCount(max)}.`,
    budgetHit: (n: number) => `${formatCount(n)} ran out of budget: the slowest solves are missing from these figures, so raise the budget to see them.`,
    mostOverBudget: (n: number, total: number) =>
      `${formatCount(n)} of ${formatCount(total)} ran out of budget, so any share above is of the quickest solves only and says little. Choose a larger budget (the largest lets most solves finish) and more scrambles, and give the batch minutes.`,
    optimalBar: 'optimal',
    plus: (k: number) => `+${countOf(k, 'move')}`,
    overBudget: 'over budget',
    chartTitle: 'Scrambles by how much longer the classic answer is than the optimum of its model',
    budgetRanOut: 'budget ran out',
    caption: 'Every scramble of this batch',
    columns: { scramble: 'Scramble (classic moves)', optimal: 'Optimal', classic: 'Classic', nodes: 'Nodes', time: 'Time' },
  },
  bfs: {
    run: 'Run both BFSs in your browser',
    built: 'Computed when this page was built. ',
    running: 'Running the classic and the correct BFS for each table…',
    computed: (ms: number, summary: string) =>
      `Computed in your browser just now (${formatMs(ms)} for all four, including the messages to and from the worker). ${summary}`,
    failed: (message: string) => `The worker could not run the comparison: ${message}`,
    region: 'Classic BFS comparison table',
    caption: 'The last-move-skipping BFS against the correct one, entry by entry',
    metric: 'Metric',
    table: 'Table',
    entries: 'Entries',
    classicBfs: 'Classic BFS',
    examples: 'Examples of wrong entries',
    pdbNames: { perm: 'permutation PDB', orient: 'orientation PDB' },
    identical: 'identical on this model',
    wrong: (wrong: number, overestimated: number, unreached: number, under: number) => {
      const parts = [];
      if (overestimated) parts.push(`${formatCount(overestimated)} too large`);
      if (unreached) parts.push(`${formatCount(unreached)} never reached`);
      if (under) parts.push(`${formatCount(under)} too small`);
      return `${formatCount(wrong)} wrong (${parts.join(', ')})${overestimated + unreached > 0 ? ': not admissible' : ''}`;
    },
    /** Between the examples in a row. */
    exampleSeparator: '; ',
    example: (coordinate: number, correct: number, classic: number | null) =>
      `entry ${coordinate}: correct ${correct}, classic ${classic === null ? 'never reached' : classic}`,
    allIdentical: 'All four tables came out identical to the correct ones.',
    someWrong: (bad: number, total: number, names: readonly string[]) => `${bad} of ${total} tables came out wrong: ${names.join(', ')}.`,
  },
};
