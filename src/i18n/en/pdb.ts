/** Chapter 5's pattern-database figure and heuristic inspector in English (widgets/pdb-histograms, heuristic-inspector). */
import { countOf, formatCount, formatMs } from '../../lib/format.ts';

export const pdb = {
  metric: 'Metric',
  panels: {
    orient: (size: number) => `Orientation PDB: ${formatCount(size)} twist patterns`,
    perm: (size: number) => `Permutation PDB: ${formatCount(size)} arrangements`,
    full: (size: number) => `The whole puzzle: ${formatCount(size)} positions`,
  },
  panelLabel: (title: string, deepest: number) => `${title}. Deepest entry: ${countOf(deepest, 'move')}.`,
  xLabel: 'distance (moves)',
  yLabel: 'entries',
  tableSummary: (metric: string) => `The numbers, as a table (${metric})`,
  tableRegion: (metric: string) => `PDB histogram table, ${metric}`,
  tableCaption: (metric: string) => `Entries at each distance, ${metric}`,
  distance: 'Distance',
  orientPdb: 'Orientation PDB',
  permPdb: 'Permutation PDB',
  wholePuzzle: 'Whole puzzle',
  workerFailed: (message: string) => `The worker could not build the tables: ${message}`,
  rebuilt: (orientMs: number, permMs: number, same: boolean) =>
    `Built again in your browser: the orientation PDB in ${formatMs(orientMs)}, the permutation PDB in ${formatMs(permMs)}` +
    (same ? ', with the same histograms as above.' : '. Their histograms differ from the build-time ones, which should never happen: please report it.'),
  map: {
    heuristic: 'Heuristic',
    yours: 'yours (the code cell)',
    yoursWhat: (metric: string) => `your heuristic from the code cell below, ${metric}`,
    yoursMissing: (metric: string) => `Run the code cell below in the ${metric} to see your heuristic here.`,
    compute: 'Compute in your browser',
    buildStatus: (what: string, live: boolean) => `Build-time numbers: ${what}.${live ? '' : ' Press Compute to redo it in your browser.'}`,
    what: (heuristic: string, metric: string) => `${heuristic}, ${metric}`,
    computing: (what: string) => `Computing over all states in your browser: ${what}…`,
    bfsFirst: (depth: number, visited: number, total: number) =>
      `First the distance table: BFS depth ${depth}, ${formatCount(visited)} of ${formatCount(total)} states…`,
    failed: (message: string) => `The worker could not compute the map: ${message}. Showing the build-time numbers.`,
    computed: (total: number, ms: number, bfsMs: number | null, what: string) =>
      `Computed in your browser over all ${formatCount(total)} states in ${formatMs(ms)}${bfsMs === null ? '' : `, after ${formatMs(bfsMs)} for the BFS that gives each state its distance`}: ${what}.`,
    plotRole: 'heat map',
    plotLabel: 'Quality map. Arrow keys move between cells.',
    meanH: 'mean h',
    meanDistance: 'mean distance',
    meanGap: 'mean distance − h',
    exact: 'h exact',
    overestimates: 'overestimates (h > d)',
    readoutIdle: 'Hover or focus a cell for its count.',
    tableSummary: 'The numbers, as a table',
    tableRegion: 'Quality map table',
    tableCaptionEnd: ': states per heuristic value (rows) and true distance (columns)',
    xLabel: 'true distance d',
    yLabel: 'heuristic value h',
    forbidden: 'h > d: would overestimate',
    label: (what: string, total: number, meanH: string, meanDistance: string, overestimates: number) =>
      `Heat map of heuristic value against true distance, ${what}, over ${formatCount(total)} states: mean h ${meanH}, mean distance ${meanDistance}, ${formatCount(overestimates)} overestimates.`,
    cell: (h: number, d: number, count: number, share: string | null) =>
      `h = ${h}, distance ${d}: ${countOf(count, 'state')}${share === null ? '' : `, ${share}`}${h > d ? ' (an overestimate)' : h === d ? ' (h exact)' : ''}.`,
    unparsed: 'The shared scramble does not parse, so nothing is marked; fix it in any scramble field.',
    cannotPlace: (message: string) => `Could not place the scramble: ${message}`,
    solvedCube: 'the solved cube',
    marked: (scramble: string, h: number, d: number) => `Outlined in orange: your scramble ${scramble}, h = ${h} at distance ${d}.`,
  },
  inspector: {
    scramble: 'Scramble',
    hint: 'Shared with every widget in the notebook: type here or in the playground.',
    boundsHeading: 'Lower bounds against the truth',
    keepsHeading: 'What each abstraction keeps',
    /** HTML: `perm` and `orient` come marked up, so the widget can update them in place. */
    coordinates: (perm: string, orient: string) => `Permutation coordinate ${perm}, orientation coordinate ${orient}. DBL never moves.`,
    position: 'Position',
    permSees: 'Permutation PDB sees: the corner here',
    orientSees: 'Orientation PDB sees: its twist',
    home: ' (home)',
    bars: { orient: 'h orientation', perm: 'h permutation', max: 'max of both', distance: 'true distance' },
    values: (orient: number, perm: number, max: number, distance: number) =>
      `Orientation PDB ${orient}, permutation PDB ${perm}, max ${max}, true distance ${distance}: ${max === distance ? 'the max is exact here' : `the max is ${distance - max} below the truth`}.`,
    summary: (scramble: string, metric: string, values: string) => `${scramble} (${metric}): ${values}`,
    solvedCube: 'The solved cube',
    fix: 'Fix the scramble to inspect it; the bars show the last one that made sense.',
    failed: (message: string) => `The solver could not inspect this scramble: ${message}`,
  },
};
