/** The chapters' build-time figures in English (src/figures/). */
import { formatCount } from '../../lib/format.ts';
import type { SeenCostKind } from '../../figures/set-bytes.ts';

export const figures = {
  twist: {
    label: (panels: readonly string[]) => `Corner URF with twists 0, 1 and 2. ${panels.join('. ')}.`,
    panel: (twist: number, face: string) => `Twist ${twist}: the white up sticker is on the ${face.toLowerCase()} face`,
    whiteOn: (face: string) => `white on ${face}`,
    heading: (twist: number) => `twist ${twist}`,
  },
  frame: {
    heldTitle: 'In your hands after ',
    heldLabel: (alg: string) => `The cube after ${alg}, as you hold it`,
    heldNote: 'The bottom layer turned; the cube did not move.',
    solverTitle: 'As the solver sees it (DBL-fixed view)',
    solverLabel: (alg: string) => `The cube after ${alg}, in the solver's DBL-fixed view`,
    solverNote: 'The piece in the DBL slot counts as home, so the top layer looks turned.',
  },
  goesTo: {
    caption: (face: string) => `The move ${face} as goes-to and as replaced-by, for each position it moves`,
    position: 'position',
    goesTo: 'its piece goes to',
    replacedBy: 'it is replaced by the piece from',
  },
  frontier: {
    label: (switchDepth: number, steps: string) =>
      `Frontier against unvisited positions at each breadth-first step, log scale. The search turns backward at step ${switchDepth}, the first whose frontier is larger. ${steps}.`,
    step: (depth: number, frontier: number, unvisited: number) => `step ${depth}: frontier ${formatCount(frontier)}, unvisited ${formatCount(unvisited)}`,
    frontier: 'frontier (the layer expanded)',
    unvisited: 'still unvisited',
    note: 'one step per depth expanded, left to right',
  },
  abstractions: {
    whole: 'The whole position',
    wholeLabel: (alg: string) => `The cube after ${alg}, every sticker`,
    positions: 'Positions only (permutation database)',
    positionsLabel: (alg: string, holds: readonly (readonly [string, string])[]) =>
      `After ${alg}, which piece is at each position, twists forgotten: ${holds.map(([slot, piece]) => `${slot} holds ${piece}`).join(', ')}`,
    orientation: 'Orientation only (orientation database)',
    orientationLabel: (alg: string) => `After ${alg}, only the white and yellow stickers: each position's twist, not whose corner it is`,
  },
  toyBfs: {
    every: 'Every move of every position',
    skipping: 'Skipping the face that arrived',
    describe: (title: string, depths: readonly (readonly [string, number | null])[], never: readonly (readonly [string, string, string])[]) =>
      `${title}: ${depths.map(([node, depth]) => `${node} at depth ${depth ?? 'never reached'}`).join(', ')}` +
      never.map(([face, from, to]) => `; the move ${face} from ${from} to ${to} is never tried from ${from}`).join(''),
    notTried: (face: string, from: string) => `${face} not tried from ${from}`,
    depth: (depth: number | null) => (depth === null ? 'never' : `depth ${depth}`),
    steps: (title: string) => `${title}, step by step`,
    reachedBy: (via: string) => ` (reached by ${via})`,
    skips: (face: string) => `skips ${face} to `,
    and: ' and ',
    colon: ': ',
    semicolon: '; ',
    finds: (found: readonly (readonly [string, number])[]) =>
      found.length > 0 ? `finds ${found.map(([node, depth]) => `${node} at depth ${depth}`).join(', ')}` : 'finds nothing new',
  },
  bounds: {
    label: (scramble: string, bounds: readonly number[], optimal: number) =>
      `The bounds of IDA* on ${scramble}: ${bounds.join(', ')}. The optimal length is ${optimal}. Every bound below ${optimal} finds nothing; the first bound not below ${optimal} equals ${optimal}, and that iteration finds the solution.`,
    key: '● = iteration k, placed at its bound',
    band: 'bounds ≥ C: a solution is found',
    optimal: (c: number) => `C = ${c}, optimal`,
    root: (h: number) => `h(root) = ${h}`,
  },
  setBytes: {
    kinds: {
      strings: (digits: number) => `Set of ${digits}-digit strings`,
      numbers: () => 'Set of state numbers',
      bytes: () => 'Index table, a byte each',
      nibbles: () => 'Index table, 4 bits each',
    } satisfies Record<SeenCostKind, (digits: number) => string>,
    perState: (bytes: number) => `${Number(bytes.toFixed(1))} ${bytes === 1 ? 'byte' : 'bytes'}`,
    row: (label: string, perState: string, total: string) => `${label}: ${perState} per position, ${total} in all`,
    label: (states: number, rows: string) => `Bytes per position to remember which of the ${formatCount(states)} positions were seen. ${rows}.`,
    heading: (states: number) => `per position · for all ${formatCount(states)} positions`,
  },
};
