/** Chapter 8's widgets in English: Korf's corner database built live (widgets/corner-pdb/). */
import { countOf, formatCount, formatMegabytes, formatMs } from '../../lib/format.ts';

export const three = {
  corners: {
    build: 'Build the corner database',
    cancel: 'Cancel',
    metric: 'Metric',
    progress: 'Corner positions with a known distance',
    builtBefore: (metric: string) => `The published histogram (${metric}). Press `,
    builtAfter: (states: number, bytes: number) =>
      ` to compute all ${formatCount(states)} positions in your browser: it needs ${formatMegabytes(bytes)} of memory and some seconds (the table shows how many on your machine).`,
    publishedShort: (metric: string) => `The published histogram (${metric}). Press Build to compute it in your browser.`,
    small: (bytes: number) => `Build the 2×2×2's table instead (${formatMegabytes(bytes)})`,
    tableSummary: 'The numbers, as a table',
    tableRegion: 'Corner database depth counts',
    tableCaption: 'Corner positions at each distance from solved, ',
    columns: { depth: 'Depth', published: 'Published', yours: 'Your browser', doneAfter: 'Done after' },
    allocating: (bytes: number) => `Allocating ${formatMegabytes(bytes)} and building the move tables…`,
    pocketDone: (positions: number, metric: string, ms: number) =>
      `The 2×2×2's ${formatCount(positions)} positions (${metric}) in ${formatMs(ms)}: the same BFS, on a table 24 times smaller.`,
    cancelledAt: (elapsed: string, depth: number) =>
      `Cancelled after ${elapsed} at depth ${depth}; the worker stopped and dropped its half-built table. Press Build to start again.`,
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
