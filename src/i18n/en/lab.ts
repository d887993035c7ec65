/** Chapter 6's heuristic lab in English (widgets/heuristic-lab/). */
import { countOf, formatCount } from '../../lib/format.ts';

export const lab = {
  scramble: 'Scramble',
  hint: 'Shared with the explorer above. Deep scrambles are fine: a run that spends its node budget stops and says so.',
  guess: 'Before you run: which heuristic will expand the fewest nodes?',
  run: 'Run all five',
  built: 'Results for the default scramble ',
  builtEnd: ', computed when this page was built.',
  caption: 'IDA* with each heuristic: nodes expanded per iteration (bound: count) and in total',
  heuristic: 'Heuristic',
  solution: 'Solution',
  expanded: 'Expanded',
  generated: 'Generated',
  perIteration: 'Per iteration',
  time: 'Time',
  moves: (n: number) => countOf(n, 'move'),
  waiting: 'waiting',
  stopped: 'stopped: node budget spent',
  runningCell: (generated: number) => `running… ${formatCount(generated)} generated`,
  over: (n: number) => `over ${formatCount(n)}`,
  budget: (n: number) => `${formatCount(n)} (budget)`,
  noLongerParses: 'Stopped: the scramble changed and no longer parses.',
  running: (scramble: string) => `Running IDA* five times on ${scramble}…`,
  failed: (message: string) => `The lab failed: ${message}`,
  done: (runs: number, scramble: string, metric: string, stopped: readonly string[], budget: number) =>
    `Done: ${runs} runs on ${scramble} (${metric}).` +
    (stopped.length ? ` Stopped by the budget of ${formatCount(budget)} generated nodes: ${stopped.join(', ')}.` : ''),
  chartLabel: 'Nodes expanded per iteration for each heuristic, on a shared logarithmic scale. The table below lists the same numbers.',
  budgetSpent: 'budget spent',
  boundAxis: 'bound →',
  noneFinished: 'No heuristic finished within the budget.',
  fewest: (names: readonly string[], nodes: number) => `Fewest nodes expanded: ${names.join(' and ')}, with ${formatCount(nodes)}.`,
  predictedRight: ' You predicted that.',
  predictedWrong: (noun: string) => ` You predicted ${noun}.`,
};
