/** Chapter 7's widgets in English: the KRE chart, the calculator, the branching factors (widgets/kre-*, branching-factor). */
import { formatCount } from '../../lib/format.ts';

export const complexity = {
  heuristic: 'Heuristic',
  metric: 'Metric',
  measure: 'Measure',
  cancel: 'Cancel',
  cancelled: 'Cancelled.',
  mustBeWhole: (name: string, min: number, max: number) => `${name} must be a whole number from ${formatCount(min)} to ${formatCount(max)}.`,
  kre: {
    yourScramble: 'Your scramble',
    hint: 'Its iterations appear as diamonds: one start among all the random ones.',
    starts: 'Random starts',
    seed: 'Seed',
    progress: 'Random starts measured',
    what: (heuristic: string, metric: string) => `${heuristic}, ${metric}`,
    built: (what: string, starts: number, seed: number, again: boolean) =>
      `${what}: ${formatCount(starts)} uniform random starts (seed ${seed}), measured when this page was built.${again ? ' Measure to repeat it here.' : ''}`,
    predictionOnly: (what: string) => `${what}: the prediction. Press Measure to test it on random starts.`,
    gettingReady: 'Getting ready: the prediction is on its way from the worker; the measurement starts as soon as it arrives.',
    tooMany: 'Too many starts for this heuristic: even threshold 0 would exceed the budget.',
    capped: (threshold: number) => ` Complete iterations counted up to d = ${threshold} (deeper ones would exceed the node budget).`,
    measured: (what: string, starts: number, seed: number, seconds: string, capped: string) =>
      `${what}: ${formatCount(starts)} uniform random starts (seed ${seed}), measured on this machine in ${seconds} s.${capped}`,
    cancelledAfter: (starts: number) => `Cancelled after ${formatCount(starts)} starts: the figure shows those.`,
    legend: { predicted: 'predicted E(d)', completed: 'complete iteration, mean ± 2 SE', asRun: 'as run (stops at the first solution)', reader: 'your scramble' },
    series: {
      predicted: 'predicted E(d)',
      completed: 'measured, complete iteration (± 2 standard errors)',
      asRun: 'measured, as run (stops at the first solution)',
      reader: 'your scramble, as run',
    },
    tableNote:
      'Per threshold d: predicted E(d); the mean of complete iterations over the random starts (± one standard error) and its z-score; the mean as IDA* really ran; your scramble.',
    caption: 'Nodes expanded per threshold',
    columns: { complete: 'Complete', asRun: 'As run', yours: 'Yours' },
    xLabel: 'threshold d →',
    yLabel: 'nodes expanded (log)',
    chartLabel:
      'Nodes expanded per IDA* iteration against its threshold, on a logarithmic scale: the prediction, the measured means and your scramble. The table below lists the same numbers.',
  },
  calculator: {
    threshold: 'Threshold d',
    thresholdError: (max: number) => `Threshold d must be a whole number from 0 to ${max}.`,
    builtRate: (rate: number, threshold: number) =>
      `At ${formatCount(rate)} nodes per second, the rate of the machine that built this page (max of both PDBs, HTM, threshold ${threshold}).`,
    timing: 'Timing IDA* on this machine…',
    rate: (rate: number, solves: number) =>
      `At ${formatCount(rate)} nodes per second: IDA* with the max heuristic on ${formatCount(solves)} random scrambles, timed on this machine just now.`,
    caption: 'Predicted nodes expanded, and time at the measured rate',
    columns: { iterations: 'Iterations', nodes: 'Nodes', time: 'Time' },
    last: (threshold: number) => `Iteration with threshold ${threshold}`,
    all: 'All iterations up to it',
    duration: {
      underMs: 'under 1 ms',
      ms: (n: number) => `${n} ms`,
      s: (n: number) => `${n} s`,
      minutes: (n: number) => `${n} minutes`,
      hours: (n: number) => `${n} hours`,
      days: (n: number) => `${n} days`,
      years: (n: number) => `${n} years`,
    },
  },
  branching: {
    run: 'Measure all five here',
    progress: 'Heuristics measured',
    built: (starts: number) => `HTM; measured on ${formatCount(starts)} uniform random starts per heuristic when this page was built.`,
    predicted: (metric: string) => `${metric}: predicted. Press Measure to add measured ratios.`,
    measured: (metric: string, starts: number, seed: number) => `${metric}: measured here on ${formatCount(starts)} uniform random starts per heuristic (seed ${seed}).`,
    gettingReady: 'Getting ready: the predictions are on their way from the worker; the measurement starts as soon as they arrive.',
    short: { none: 'h = 0', orient: 'orientation', perm: 'permutation', max: 'max', exact: 'exact' },
    legendKey: 'lines: predicted · rings: measured',
    caption: 'E(k) / E(k − 1) per heuristic: predicted (left) and measured (right, where enough starts took part)',
    predictedShort: 'pred.',
    measuredShort: 'meas.',
    xLabel: 'threshold k →',
    yLabel: 'E(k) / E(k − 1) (log)',
    asymptote: (b: string) => `brute-force branching factor ${b}`,
    chartLabel:
      'Ratio of nodes expanded in successive IDA* iterations for each heuristic, predicted as lines and measured as rings, on a logarithmic scale; all tend to the brute-force branching factor. The table below lists the same ratios.',
  },
};
