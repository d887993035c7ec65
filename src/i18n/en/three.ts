/** Chapter 8's widgets in English: Korf's corner database built live (widgets/corner-pdb/). */
import { countOf, formatCount, formatMegabytes, formatMs } from '../../lib/format.ts';

/** Chapter 8's build button, named as it is wherever a message tells the reader to press it. */
const BUILD = 'Build the corner database';

export const three = {
  solver: {
    scramble: '3×3×3 scramble',
    hint: "Face turns only: U R F D L B, with ' and 2.",
    netLabel: (scramble: string) => `3×3×3 after ${scramble}`,
    stepLabel: (scramble: string, moves: string) => `3×3×3 after ${scramble}, then ${moves}`,
    budget: 'Node budget',
    budgets: (millions: string) => `${millions} generated`,
    million: (n: number) => (n === 1 ? '1 million' : `${n} million`),
    edges: 'Edge databases',
    edgesFour: (size: string) => `three groups of four edges (${size})`,
    edgesSix: (size: string) => `Korf's two groups of six (${size}, seconds to build)`,
    billion: (n: number) => (n === 1 ? '1 billion' : `${n} billion`),
    bound: 'Lower bound',
    bounds: {
      korf: 'Korf: corner + edge databases',
      reid: (size: string) => `Reid: distance to H (${size})`,
      both: (size: string) => `Reid + corner database (+${size})`,
    },
    /** The bound a result names, inside a sentence. */
    boundNames: { korf: "Korf's databases", reid: "Reid's bound", both: "Reid's bound and the corner database" },
    reidHint: "Reid's bound is the largest of three distances to H (the cube seen along three axes), read from chapter 10's distance-to-H table whole (all 12 depths): from this browser if it kept one, else built once in the worker. Estimate first samples Korf's search only: press Solve optimally.",
    forget: 'Forget the stored table',
    forgetSize: (size: string) => `Forget the stored table (frees ${size})`,
    store: {
      checking: 'Checking what this browser keeps…',
      kept: (size: string) => `The distance-to-H table is kept in this browser (${size}): a solve reads it instead of building it.`,
      absent: 'The distance-to-H table is not kept in this browser yet: the first solve builds it (several seconds) and keeps it for your next visit.',
      refused: 'This browser would not keep the table (storage full or refused): it is built again on your next visit.',
    },
    readingTable: 'Reading the distance-to-H table kept in this browser…',
    phase1Progress: (depth: number, filled: number, total: number, ms: number) =>
      `Building the distance-to-H table first: depth ${depth} of 12, ${((100 * filled) / total).toFixed(1)} % filled (${formatMs(ms)}). It is kept in this browser afterwards.`,
    phase1ProgressLabel: 'Distance-to-H table built so far',
    phase1Table: 'the distance-to-H table',
    source: {
      built: (ms: number, kept: boolean) =>
        kept
          ? ` The distance-to-H table was built here in ${formatMs(ms)} and kept in this browser: your next visit reads it.`
          : ` The distance-to-H table was built here in ${formatMs(ms)}; this browser would not keep it (storage full or refused), so your next visit builds it again.`,
      stored: (ms: number) => ` The distance-to-H table came from this browser's storage (read and checked in ${formatMs(ms)}).`,
      memory: " The distance-to-H table was already in this page's worker.",
      rejected: ' The table this browser kept failed its checks: it was deleted and built again.',
    },
    tablesOf: (bytes: number) => ` with ${formatMegabytes(bytes)} of tables`,
    optimalWith: (moves: number, bound: string, work: string, tables: string) => `Optimal: ${countOf(moves, 'move')} (half-turn metric) with ${bound}, ${work}${tables}.`,
    forgetting: 'Deleting the stored table…',
    forgot: (size: string) => `Forgot the stored table: ${size} freed in this browser, and the worker let go of its copy. The next solve with Reid's bound builds it again.`,
    forgotNothing: 'This browser kept no table: nothing to free.',
    stoppedWith: (work: string, from: number, bound: string) => `Stopped at the budget: ${work}, bound ${from}, no solution yet (${bound}).`,
    noPrediction: " No time prediction: chapter 7's formula needs the bound's distribution over random cubes.",
    samplePrediction: (cubes: number, expanded: string, upTo: number, duration: string) =>
      ` Chapter 7's formula, with this bound's distribution over ${formatCount(cubes)} random cubes (a sample, counted for chapter 8), predicts about ${expanded} nodes expanded for the iterations up to bound ${upTo} (an average over random cubes, which a single cube can miss by far), about ${duration} at this search's rate of nodes expanded.`,
    estimate: 'Estimate first',
    solve: 'Solve optimally',
    cancel: 'Cancel',
    initialBefore: 'Press ',
    initialAfter: ': the worker needs the corner database first (built once per page, in seconds).',
    stageRole: 'cube player',
    stageLabel: '3×3×3. Space plays or pauses; left and right arrows step; Home and End jump.',
    moves: 'Solution moves',
    playback: 'Playback',
    position: 'Position',
    stepOf: (step: number, length: number) => `${step} of ${length}`,
    tableNote:
      'Per bound: nodes expanded (within the bound; their children are then generated) and nodes generated (every child made), each estimated before the search (± one standard error) and counted by it; and the nodes generated by all iterations up to that bound, estimated, against the node budget. A shaded row is an iteration in part: the one running, or the last, which stops at its first solution or at the budget.',
    tableRegion: 'Nodes per iteration',
    caption: 'Nodes per IDA* iteration, estimated and counted',
    heads: [
      'Bound',
      'Nodes expanded, estimated ± SE',
      'Nodes expanded, counted',
      'Nodes generated, estimated ± SE',
      'Nodes generated, counted',
      'Nodes generated up to this bound, estimated, against the budget',
    ],
    verdicts: { fits: 'fits', close: 'close to it', over: 'over' },
    pressEstimate: 'Press Estimate first to see whether it fits the budget, or Solve optimally.',
    askingEstimate: 'Asking the worker for an estimate…',
    estimated: (probes: number, rootH: number, upTo: number, ms: number) =>
      `Estimated before solving, by stratified sampling of the search's own tree: ${probes} probes per bound, from ${rootH} (h of your scramble) to ${upTo}, in ${formatMs(ms)}. Now Solve optimally: each iteration's counts land beside its estimate.`,
    asking: 'Asking the worker…',
    cancelled: 'Cancelled: the worker stopped the search.',
    searching: (bound: number, generated: number, ms: number) => `Searching: bound ${bound}, ${formatCount(generated)} nodes generated so far (${formatMs(ms)}).`,
    rate: (perSecond: number) => `, ${formatCount(perSecond)} generated per second`,
    work: (generated: number, expanded: number, ms: number, rate: string) => `${formatCount(generated)} nodes generated (${formatCount(expanded)} expanded) in ${formatMs(ms)}${rate}`,
    builtIn: (ms: number) => `, built in ${formatMs(ms)}`,
    tables: (bytes: number, built: string) => ` with ${formatMegabytes(bytes)} of databases${built}`,
    alreadySolved: 'Already solved.',
    optimal: (moves: number, work: string, tables: string) => `Optimal: ${countOf(moves, 'move')} (half-turn metric), ${work}${tables}.`,
    stopped: (work: string, from: number, expanded: string, upTo: number, duration: string) =>
      `Stopped at the budget: ${work}, bound ${from}, no solution yet. ` +
      `Chapter 7's formula, with the corner database alone, predicts about ${expanded} nodes expanded for the iterations up to bound ${upTo} (the scramble's own length caps the answer; an average over random cubes, which a single cube can miss by far), ` +
      `about ${duration} at this search's rate of nodes expanded.`,
    estimating: (percent: number) => `Estimating: ${percent} % of the probes…`,
    tablesProgress: (table: string, depth: number, visited: number, total: number, ms: number) =>
      `Building ${table} first: depth ${depth}, ${formatCount(visited)} of ${formatCount(total)} positions (${formatMs(ms)}).`,
    cornerTable: 'the corner database',
    edgeTable: (group: number, groups: number) => `edge database ${group} of ${groups}`,
    outlook: {
      budget: (budget: number) => `the budget of ${formatCount(budget)} generated`,
      sum: (estimate: string) => `about ${estimate} nodes generated`,
      fits: (upTo: number, sum: string, budget: string) =>
        `Likely fits: even if the optimal solution is as long as your scramble (${countOf(upTo, 'move')}), every iteration up to bound ${upTo} together should take ${sum}, within ${budget}.`,
      miss: (bound: number, sum: string, over: boolean, times: string, budget: string) =>
        `up to bound ${bound} the iterations should take ${sum}${over ? `, ${times} times ${budget}` : `, too close to ${budget} to call`}`,
      firstMiss: (over: boolean, miss: string) => `Likely ${over ? 'over' : 'close'}: already the first iteration does not surely fit: ${miss}.`,
      fitsUpTo: (moves: number, sum: string, bound: number, miss: string, upTo: number) =>
        `Fits if the optimal solution has at most ${countOf(moves, 'move')} (${sum} up to bound ${bound}); ${miss}. The search ends at the optimal length, at most ${upTo} here (your scramble's own length).`,
    },
  },
  corners: {
    build: BUILD,
    cancel: 'Cancel',
    metric: 'Metric',
    progress: 'Corner positions with a known distance',
    builtBefore: (metric: string) => `The published histogram (${metric}). Press `,
    builtAfter: (states: number, bytes: number) =>
      ` to compute all ${formatCount(states)} positions in your browser: it needs ${formatMegabytes(bytes)} of memory and some seconds (the table shows how many on your machine).`,
    publishedShort: (metric: string) => `The published histogram (${metric}). Press “${BUILD}” to compute it in your browser.`,
    small: (bytes: number) => `Build the 2×2×2's table instead (${formatMegabytes(bytes)})`,
    tableSummary: 'The numbers, as a table',
    tableRegion: 'Corner database depth counts',
    tableCaption: 'Corner positions at each distance from solved, ',
    columns: { depth: 'Depth', published: 'Published', yours: 'Your browser', doneAfter: 'Done after' },
    allocating: (bytes: number) => `Allocating ${formatMegabytes(bytes)} and building the move tables…`,
    pocketDone: (positions: number, metric: string, ms: number) =>
      `The 2×2×2's ${formatCount(positions)} positions (${metric}) in ${formatMs(ms)}: the same BFS, on a table 24 times smaller.`,
    cancelledAt: (elapsed: string, depth: number) =>
      `Cancelled after ${elapsed} at depth ${depth}; the worker stopped and dropped its half-built table. Press “${BUILD}” to start again.`,
    cancelled: 'Cancelled.',
    cached: 'Your worker had already built this table. ',
    moveTables: (ms: number) => ` (Move tables: ${formatMs(ms)}.)`,
    noMemory: (message: string) => `Not enough memory here: ${message} Your browser and the page are fine. The same BFS runs on the 2×2×2's much smaller table:`,
    done: (elapsed: string, total: number, deepest: number, allMatch: boolean) =>
      `Built in your browser in ${elapsed}: ${formatCount(total)} corner positions, the deepest ${countOf(deepest, 'move')} from solved; ${allMatch ? 'every depth equals the published count' : 'some depth DIFFERS from the published count'}.`,
    progressLine: (depth: number, visited: number, total: number, elapsed: string) =>
      `Depth ${depth}: ${formatCount(visited)} of ${formatCount(total)} positions known (${((visited / total) * 100).toFixed(1)} %), ${elapsed} so far.`,
    seconds: (s: string) => `${s} s`,
    subjects: { pocket: 'the 2×2×2', corners: 'the 3×3×3 corners' },
    chartLabel: (live: boolean, subject: string, metric: string, counts: readonly number[]) =>
      `${live ? `Depth histogram of ${subject} built in your browser` : `Published depth histogram of ${subject}`}, ${metric}: ${counts.map((c, d) => `${formatCount(c)} at depth ${d}`).join(', ')}`,
    xLabelPocket: 'moves from solved',
    xLabelCorners: 'moves to solve the corners',
    yLabel: 'positions (log scale)',
    yLabelCorners: 'corner positions (log scale)',
  },
};
