/**
 * The verdicts of chapters 3–6's code cells in English (move, bfs, heuristic,
 * pruning; the rank's are in cells.ts): what the check found, the
 * counterexample, the measurements. Move names, positions' scrambles and code
 * stay as they are in both editions.
 */
import type { Metric } from 'pocket-cube-solver';
import { formatCount } from '../../lib/format.ts';

const METRIC: Record<Metric, string> = { htm: 'half-turn metric', qtm: 'quarter-turn metric' };
const times = (n: number) => (n === 1 ? 'once' : `${formatCount(n)} times`);

export const cellVerdicts = {
  metricName: METRIC,
  metricHeading: (metric: Metric) => `In the ${METRIC[metric]} (${metric.toUpperCase()})`,
  /** After a position's scramble, in its link. */
  tryPosition: ' (load it into the page)',
  /** Between two sentences, or a sentence and a link: a space in English, nothing after Chinese full stops. */
  gap: ' ',
  /** The solved cube, or a position by its distance; its scramble follows as a link. */
  solved: 'the solved cube',
  positionAfter: (distance: number) => `the position ${formatCount(distance)} ${distance === 1 ? 'move' : 'moves'} from solved, after`,
  move: {
    clockwise: (face: string) => `Your ${face} is the real ${face}: a clockwise quarter turn, sticker for sticker.`,
    counterclockwise: (face: string) => `Your ${face} is the real ${face}′, the counter-clockwise turn: the cycle runs the wrong way round.`,
    half: (face: string) => `Your ${face} is the half turn ${face}2.`,
    identity: 'Your move leaves every corner where it was.',
    none: (face: string) => `Your move is no turn of the ${face} face: its twists (or its cycle) do not match a real cube.`,
    twistSum: 'Its twists do not add up to a multiple of 3: no real cube can do this (chapter 2).',
    notFixed: 'Your function does not act as one fixed turn: on this state its answer is not the same corner map as on the solved cube.',
    wrong: (n: number) => `${formatCount(n)} of 24 stickers land wrong, marked with a cross:`,
    yourNet: (face: string) => `Your ${face}, applied to the solved cube`,
    realNet: (face: string) => `The real ${face}, applied to the solved cube`,
    order: (order: number | null) => (order === null ? 'Repeating it never brings the cube back within 1,000 turns.' : `Repeated ${times(order)}, it brings the cube back (its order is ${formatCount(order)}).`),
    pairOrder: (sequence: string, yours: number | null, real: number | null) =>
      `(${sequence}) with your turn has order ${yours === null ? 'above 1,000' : formatCount(yours)}; on a real cube, ${real === null ? '—' : formatCount(real)}.`,
  },
  bfs: {
    right: (count: number) => `Every distance is right: all ${formatCount(count)} positions, each once.`,
    diagnosis: {
      correct: 'Every distance is right.',
      'skips-previous-face': 'This is the article’s BFS: it skips the face of the move that first reached a state. A state is not a path, so moves skipped there are never tried from it (chapter 5).',
      'not-from-solved': 'The solved cube (index 0) does not have distance 0: start the search there.',
      'missing-states': 'Every distance it gives is right, but some positions were never reached.',
      'wrong-distances': 'Some distances are wrong: a position got the length of a path that is not the shortest.',
    },
    counts: (unreached: number, tooLarge: number, tooSmall: number) => `${formatCount(unreached)} never reached, ${formatCount(tooLarge)} too far, ${formatCount(tooSmall)} too near.`,
    example: (yours: string) => `The nearest to solved that it gets wrong: your table says ${yours} for`,
    unreached: 'not reached',
    histogramCaption: (metric: Metric) => `Positions at each distance, ${METRIC[metric]}: yours and the published count`,
    depth: 'Distance',
    yours: 'Yours',
    published: 'Published',
    expansions: (twice: number, never: number) =>
      twice === 0 && never === 0 ? 'neighbours() was asked about every position exactly once.' : `neighbours() was asked about ${formatCount(twice)} positions more than once, and never about ${formatCount(never)}.`,
    speed: (ms: string, notebookMs: string) => `Your BFS took ${ms}; the notebook’s takes ${notebookMs}.`,
    typedBytes: (name: string, bytes: number, notebookBytes: number) => `Your table is a ${name} of ${formatCount(bytes)} bytes; the notebook’s is ${formatCount(notebookBytes)} bytes, one per position.`,
    arrayBytes: (length: number, notebookBytes: number) =>
      `Your table is a plain array of ${formatCount(length)} numbers: 4 to 8 bytes each, depending on the engine; the notebook’s is ${formatCount(notebookBytes)} bytes, one per position.`,
  },
  heuristic: {
    admissible: (count: number) => `Admissible: on all ${formatCount(count)} positions it never says more than the true distance.`,
    overestimates: (n: number) => `Not admissible: it says more than the true distance on ${formatCount(n)} positions. The worst:`,
    worst: (h: string, distance: number) => `h = ${h}, true distance ${formatCount(distance)}, at`,
    consistent: 'Consistent: no move lowers it by more than one.',
    inconsistent: (n: number) => `Not consistent: along ${formatCount(n)} moves it drops by more than one. The first:`,
    edge: (move: string, from: string, to: string) => `the move ${move} takes h from ${from} to ${to}, from`,
    solvedNotZero: (h: string) => `At the solved cube it says ${h}, not 0.`,
    mean: (mean: string, distance: string) => `Its mean is ${mean} moves (the true distance averages ${distance}).`,
    saved: (levels: string, branching: string) => `By chapter 5’s law it saves ${levels} levels of a tree that grows ${branching}-fold per level.`,
    searchCaption: (positions: number) => `IDA* on the same ${formatCount(positions)} random positions: nodes generated with each heuristic`,
    heuristicColumn: 'Heuristic',
    nodesColumn: 'Nodes generated',
    notesColumn: 'Notes',
    yoursName: 'Yours',
    /** Between the two notes of a row (over budget; longer). */
    noteSeparator: '; ',
    overBudget: (n: number, budget: string) => `${formatCount(n)} stopped at ${budget} nodes`,
    longer: (n: number) => `${formatCount(n)} answered with more moves than needed`,
    speed: (ns: string) => `${ns} ns per call.`,
  },
  pruning: {
    keeps: 'Keeps an optimal solution of every position.',
    loses: (n: number) => `Loses every optimal solution of ${formatCount(n)} positions. The nearest to solved:`,
    needs: (solution: string, previous: string | null, move: string) =>
      previous === null ? `Its optimal solution ${solution} starts with ${move}, which your rule forbids as a first move.` : `Its optimal solution ${solution} plays ${move} right after ${previous}, which your rule forbids.`,
    treeCaption: (metric: Metric) => `Move sequences of each length the search may play, ${METRIC[metric]}`,
    length: 'Length',
    yourRule: 'Your rule',
    notebookRule: 'The notebook’s rule',
    noRule: 'No rule',
    smaller: 'Your rule leaves a smaller tree than the notebook’s: check that this is not bought with lost solutions.',
    same: 'Your rule leaves the same tree as the notebook’s.',
    larger: (times: string) => `Your rule leaves a tree ${times} times as large as the notebook’s at the deepest level.`,
  },
};
