/**
 * The widget kit's own words in English: what every widget that copies a
 * link, plays a solution, shows a 3-D cube, takes a scramble or gates a
 * result behind a prediction says.
 */
import type { HeuristicName, Metric } from 'pocket-cube-solver';
import { formatCount } from '../../lib/format.ts';

export const kit = {
  copyLink: { copied: 'Link copied.', manual: (link: string) => `Copy this link: ${link}` },
  copySolution: { copied: 'Solution copied.', manual: (solution: string) => `Copy this solution: ${solution}` },
  scrambleField: {
    tooLong: (length: number, max: number) =>
      `This scramble is ${formatCount(length)} characters, too long for the page address (up to ${formatCount(max)}): a copied link will not carry it. It is kept in this browser; copy it from the field to share it.`,
  },
  playback: {
    group: 'Playback',
    play: 'Play',
    pause: 'Pause',
    back: 'Step back',
    forward: 'Step forward',
    position: 'Position',
    speed: 'Speed',
    speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
  },
  cube3d: {
    roleDescription: '3-D view',
    frameLabel: 'Cube in 3-D. Drag or use the arrow keys to turn the view; 0 resets it.',
    reset: 'Reset view',
    inThreeD: (what: string) => `${what} in 3-D.`,
    cube: 'Cube',
    unpainted: 'Some stickers are not painted yet.',
  },
  twizzle: { open: 'Open in Twizzle', opensNewTab: ' (Twizzle, opens in a new tab)' },
  gate: {
    tag: 'Predict',
    commit: 'Commit my guess',
    skip: 'Just show me',
    reveal: 'Show the result',
    shownWithoutGuess: 'Result shown without a guess.',
    yourGuess: (guess: string) => `Your guess: ${guess}. The result is shown below.`,
  },
  metrics: {
    /** A metric in running text: "… (half-turn metric)". */
    names: { htm: 'half-turn metric', qtm: 'quarter-turn metric' } satisfies Record<Metric, string>,
    /** In a table cell or a tight label. */
    abbreviations: { htm: 'HTM', qtm: 'QTM' } satisfies Record<Metric, string>,
  },
  heuristics: {
    /** The solver's names for the heuristics, in running text and legends. */
    long: {
      none: 'none (h = 0)',
      orient: 'orientation PDB',
      perm: 'permutation PDB',
      max: 'max of both PDBs',
      exact: 'exact distance table',
    } satisfies Record<HeuristicName, string>,
    short: {
      none: 'h = 0',
      orient: 'orientation PDB',
      perm: 'permutation PDB',
      max: 'max of both',
      exact: 'exact table',
    } satisfies Record<HeuristicName, string>,
  },
  /** A duration with its unit, the number already written (precision is the caller's): "4.2 s", "3.1 hours". */
  duration: {
    underMs: 'under 1 ms',
    ms: (n: string) => `${n} ms`,
    s: (n: string) => `${n} s`,
    minutes: (n: string) => `${n} minutes`,
    hours: (n: string) => `${n} hours`,
    days: (n: string) => `${n} days`,
    years: (n: string) => `${n} years`,
  },
  workerFailed: (message: string) => `The solver failed: ${message}`,
};
