/** Chapter 4's BFS depth histogram in English (widgets/depth-histogram/). */
import { countOf, formatCount, formatMs, formatShare } from '../../lib/format.ts';

export const histogram = {
  run: 'Run BFS',
  runAgain: 'Run again',
  metric: 'Metric',
  scale: 'Scale',
  linear: 'linear',
  log: 'log',
  progress: 'Positions visited by the BFS',
  /** The build-time status; `run` is the button's name, set in bold. */
  built: (metric: string) => `Computed when this page was built, by the solver's BFS (${metric}). Press `,
  builtEnd: ' to compute it again in your browser.',
  running: (metric: string) => `Running the BFS in your browser (${metric})…`,
  done: (ms: number, positions: number, metric: string, deepest: number) =>
    `Done on your machine in ${formatMs(ms)}: all ${formatCount(positions)} positions, ${metric}; the deepest is ${countOf(deepest, 'move')} from solved.`,
  elapsed: (depth: number, ms: number) => `depth ${depth} · ${formatMs(ms)}`,
  failed: (message: string) => `The BFS failed: ${message}. The chart shows the build-time numbers.`,
  plotRole: 'histogram',
  plotLabel: 'Depth histogram. Left and right arrow keys move between depths.',
  readoutIdle: 'Hover or focus a bar for its count.',
  xLabel: 'distance from solved (moves)',
  yLabel: 'positions',
  yLabelLog: 'positions (log scale)',
  chartLabel: (metric: string, deepest: number, atDeepest: number) =>
    `Bar chart: positions at each distance from solved, ${metric}, distances 0 to ${deepest}; ${formatCount(atDeepest)} at distance ${deepest}.`,
  depth: (depth: number, count: number, share: number) => `Depth ${depth}: ${countOf(count, 'position')}, ${formatShare(share)} of all.`,
  where: 'Where is my scramble?',
  whereHint: 'WCA notation, as in the playground; the scramble is shared with the other widgets.',
  cannotPlace: (message: string) => `Could not place the scramble: ${message}`,
  locatedSolved: 'Your scramble is the solved cube, alone at distance 0.',
  located: (distance: number, metric: string, others: number, share: number) =>
    `Your scramble is ${countOf(distance, 'move')} from solved (${metric}), like ${countOf(others, 'other position')}: ${formatShare(share)} of all. Its bar is marked with a triangle.`,
  tableSummary: 'The numbers, as a table',
  tableRegion: 'Depth histogram table',
  tableCaption: 'Positions at each distance from solved, ',
  distance: 'Distance',
  positions: 'Positions',
  share: 'Share',
  step: 'BFS step',
  doneAfter: 'Done after',
  directions: { start: 'start', forward: 'forward', backward: 'backward' },
};
