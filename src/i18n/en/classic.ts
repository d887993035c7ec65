/** The classic design's widgets in English (chapter 5's classic BFS comparison; chapter 9's widgets add to it). */
import { formatCount, formatMs } from '../../lib/format.ts';

export const classic = {
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
    example: (coordinate: number, correct: number, classic: number | null) =>
      `entry ${coordinate}: correct ${correct}, classic ${classic === null ? 'never reached' : classic}`,
    allIdentical: 'All four tables came out identical to the correct ones.',
    someWrong: (bad: number, total: number, names: readonly string[]) => `${bad} of ${total} tables came out wrong: ${names.join(', ')}.`,
  },
};
