/** Chapter 10's widgets in English: Kociemba's two-phase solver on the reader's 3×3×3 (widgets/two-phase/). */
import { formatCount, formatMs } from '../../lib/format.ts';

export const twoPhase = {
  solver: {
    scramble: '3×3×3 scramble',
    hint: "As you hold the cube: U R F D L B with ' and 2, rotations x y z, wide turns Rw Uw Fw …, slice moves M E S",
    stop: 'Stop after',
    stops: {
      length: (moves: number) => `the first solution of at most ${moves} moves`,
      time: (ms: number) => `${ms / 1000} s of searching for shorter`,
    },
    solve: 'Solve',
    cancel: 'Cancel',
    initialBefore: 'Press ',
    initialAfter: ': the worker builds the two phases’ tables first, once per page (about 2 s on a desktop computer, longer on a phone or a busy machine), then searches.',
    /** Step `done` (0-based) of `of` has started, `ms` after the first. */
    building: (done: number, of: number, table: string, ms: number) => `Building the tables in the worker, step ${done + 1} of ${of}: ${table} (${formatMs(ms)} so far)…`,
    tableSteps: { moves: 'the move tables', symmetry: 'the flip-slice symmetry classes', pruning: 'the small pruning tables', phase1: 'phase 1’s exact table' },
    tablesProgress: 'Tables built',
    searching: (depth: number, nodes1: number, nodes2: number, best: number | null) =>
      `Phase 1 at depth ${depth}; nodes generated: ${formatCount(nodes1)} in phase 1, ${formatCount(nodes2)} in phase 2. ` +
      (best === null ? 'No solution yet.' : `Best so far: ${best} moves.`),
    tables: (ms: number) => `The worker built the tables in ${formatMs(ms)}; the next solve on this page reuses them.`,
    solved: (length: number, ms: number, nodes: number) => `${length} moves, found after ${formatMs(ms)} of search and ${formatCount(nodes)} nodes generated.`,
    /** Two sentences one after the other (Chinese sets no space between them). */
    then: (first: string, second: string) => `${first} ${second}`,
    work: (nodes1: number, starts: number, nodes2: number, depth: number) =>
      `In all, phase 1 generated ${formatCount(nodes1)} nodes, reached depth ${depth} and handed ${formatCount(starts)} cubes in G1 to phase 2, which generated ${formatCount(nodes2)}.`,
    why: {
      target: 'It stopped at the first solution short enough.',
      time: 'It stopped when the time was up; the last solution is the shortest it found.',
      exhausted: 'Phase 1 has tried every length below this one, so no shorter solution exists: this one is optimal.',
      exhaustedCapped: 'Phase 1 has tried every length below this one, but phase 2 stopped at its depth cap on some of them, so a shorter solution may still exist: this one is not proven optimal.',
      budget: 'It stopped at the node budget.',
      cancelled: 'Cancelled; the shortest solution found so far is kept.',
    },
    /** The solution a link carried, shown without searching again. */
    fromLink: (length: number) => `${length} moves: the solution from the link. Press Solve to search again.`,
    alreadySolved: 'This cube is already solved: nothing to do.',
    cancelled: 'Cancelled.',
    stageRole: 'cube player',
    stageLabel: '3×3×3. Space plays or pauses; left and right arrows step; Home and End jump.',
    netLabel: (scramble: string) => `3×3×3 after ${scramble}`,
    stepLabel: (scramble: string, moves: string) => `3×3×3 after ${scramble}, then ${moves}`,
    paintedLabel: 'Your painted 3×3×3',
    paintedStepLabel: (moves: string) => `Your painted 3×3×3, then ${moves}`,
    /** A painting no real cube shows, with the first thing wrong (every one is listed under the net). */
    notACube: (problem: string) => `Not a cube yet: ${problem}`,
    /** The two parts of a solution found by a view of the cube (0–2 turned about the corner diagonal, 3–5 the inverse), `group` its copy of G1. */
    parts: (view: number, group: string, first: number, second: number) => {
      const moves = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`;
      return view < 3
        ? [`Phase 1: ${moves(first)} into ${group}`, `Phase 2: ${moves(second)} inside it`]
        : [`Phase 2 of the inverse cube, undone: ${moves(first)} of ${group}`, `Its phase 1, undone: ${moves(second)}`];
    },
    views: ['the cube as it is', 'the cube turned once about its corner diagonal', 'the cube turned twice about its corner diagonal', 'the inverse cube', 'the inverse cube, turned once', 'the inverse cube, turned twice'],
    foundBy: (view: string) => `Found in ${view}.`,
    /** The cube is in `group`, the copy of G1 whose free faces are `a` and `b`. */
    inGroup: (group: string, a: string, b: string) =>
      `In ${group} now: every corner and edge is oriented for the ${a}–${b} axis, and the four edges between ${a} and ${b} are in that middle layer.`,
    inNoGroup: 'Not in G1 or either of its turned copies.',
    playback: 'Playback',
    position: 'Position',
    stepOf: (step: number, length: number) => `${step} of ${length}`,
    chartLabel: (count: number, last: number | null) =>
      count === 0 ? 'Solution length against search time: no solution yet.' : `Solution length against search time: ${count} solutions found, the last of ${last} moves.`,
    xLabel: 'search time (ms, log scale)',
    yLabel: 'moves',
    tableRegion: 'Solutions found',
    caption: 'Each strictly shorter solution, in the order found',
    heads: ['Moves', 'Phase 1', 'Phase 2', 'Found in', 'Nodes generated', 'Search time'],
    viewShort: ['the cube', 'turned once', 'turned twice', 'the inverse', 'the inverse, turned once', 'the inverse, turned twice'],
    copyLink: 'Copy link',
    copySolution: 'Copy solution',
    random: 'Random scramble',
    /** A random-state scramble: a uniformly random cube, and a scramble that reaches it (a solution of it, undone). */
    randomising: 'Drawing a random cube and writing a scramble that reaches it…',
    randomDone: (length: number) => `A random cube, every position equally likely: the scramble of ${length} moves reaches it (the inverse of a two-phase solution, as WCA scramblers write theirs). Press Solve.`,
    noRandom: (message: string) => `No random scramble: ${message}`,
  },
};
