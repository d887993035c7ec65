/** Chapter 6's IDA* explorer in English (widgets/ida-explorer/). */
import { countOf, formatCount } from '../../lib/format.ts';

export const ida = {
  scramble: 'Scramble',
  hintBefore: 'WCA notation, e.g. ',
  hintAfter: '. The same scramble as in the other chapters.',
  heuristic: 'Heuristic',
  metric: 'Metric',
  fallback: (scramble: string, moves: number, iterations: number, generated: number) =>
    `Default scramble ${scramble}: solved in ${moves} moves after ${iterations} iterations of IDA*, ${formatCount(generated)} nodes generated. Below: the last iteration's tree.`,
  iterationGroup: 'Iteration',
  stageRole: 'search tree replay',
  treeKeys: 'Space plays or pauses; left and right arrows step one node; Home and End jump; plus and minus zoom; 0 fits the tree.',
  stageLabel: (name: string, keys: string) => `${name} ${keys}`,
  staticTree: (bound: number, generated: number, expanded: number, pruned: number, solution: string) =>
    `Search tree of the last iteration, bound ${bound}: ${generated} nodes generated, ${expanded} expanded, ${pruned} pruned; the solution path ${solution} is drawn thick.`,
  replay: 'Replay',
  node: 'Node',
  speed: 'Speed',
  nodesPerSecond: (n: number) => `${n} nodes/s`,
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit whole tree',
  collapse: 'Collapse subtree',
  expand: 'Expand subtree',
  legend: 'Legend',
  legendBelow: ' f below the bound: searched',
  legendAt: ' f at the bound: searched',
  legendPruned: ' f over the bound: pruned (dashed, cut edge)',
  legendGoal: ' solved cube; thick line: solution',
  details: 'Node details',
  movesLabel: 'Moves:',
  replayTo: 'Replay up to this node',
  netLabel: 'Cube at this node, as held',
  outline: 'Tree outline',
  outlineHintBefore: 'Arrow keys move and open; ',
  outlineHintAfter: ' replays up to the focused node.',
  copy: 'Copy link to this moment',
  tableCaptionBefore: 'Iterations for ',
  tableCaptionAfter: ' with the max heuristic',
  iteration: 'Iteration',
  bound: 'Bound',
  expanded: 'Expanded',
  generated: 'Generated',
  fix: 'Fix the scramble to search it. The tree below is the last search that ran.',
  searching: 'Searching…',
  searchingBound: (bound: number, generated: number) => `Searching… bound ${bound}, ${formatCount(generated)} nodes generated so far.`,
  failed: (message: string) => `The search failed: ${message}`,
  position: (step: number, total: number, iteration: number) => `Node ${formatCount(step)} of ${formatCount(total)} in iteration ${iteration}`,
  recorderStopped: (cap: number) => ` The recorder stopped here, at its cap of ${formatCount(cap)} nodes; the search itself went on.`,
  iterationButton: (index: number, bound: number) => `${index} · bound ${bound}`,
  /** The button's accessible name: its visible text (iterationButton) first, so a voice user can say it (WCAG 2.5.3). */
  iterationLabel: (index: number, bound: number, generated: number, solved: boolean, cut: boolean) =>
    `${index} · bound ${bound}: iteration ${index}, ${countOf(generated, 'node')}${solved ? ', solved' : ''}${cut ? ' (cut short by the recorder)' : ''}`,
  treeName: (scramble: string | null, iteration: number, bound: number) =>
    `Search tree ${scramble === null ? 'for the solved cube' : `for ${scramble}`}, iteration ${iteration} (bound ${bound}).`,
  scrambledCube: 'the scrambled cube',
  comparison: (g: number, h: number, f: number, over: boolean, bound: number) => `f = ${g} + ${h} = ${f} ${over ? '>' : '≤'} bound ${bound}`,
  narrate: {
    alreadySolved: 'The cube is already solved.',
    goal: (moves: string, test: string) => `${moves} reaches the solved cube: ${test}. Solution found; no shorter one exists, since every shorter bound failed.`,
    pruned: (moves: string, test: string) => `Generate ${moves}: ${test}, prune.`,
    start: (iteration: number, bound: number, test: string) => `Iteration ${iteration} starts at the scrambled cube with bound ${bound}: ${test}, search below it.`,
    expanded: (moves: string, test: string) => `Expand ${moves}: ${test}, search below it.`,
  },
  nothingCut: (bound: number) => `Nothing was cut off at bound ${bound}.`,
  nextBound: (bound: number, smallest: number) =>
    `No solution within bound ${bound}. The smallest f cut off was ${smallest}, so the next iteration searches with bound ${smallest}.`,
  detailsTitle: { current: 'Current node', hovered: 'Node under the pointer', focused: 'Focused node' },
  verdicts: { goal: 'solved', pruned: 'pruned', expanded: 'searched below' },
  numbers: (g: number, h: number, test: string, verdict: string) => `g = ${countOf(g, 'move')} made, h = ${h} estimated to go: ${test}, ${verdict}.`,
  rowWords: { goal: 'solved', pruned: 'pruned', expanded: 'expanded' },
  rowStart: 'start',
  status: {
    alreadySolved: 'Already solved: the root is the goal.',
    solved: (moves: number, written: string, iterations: number, heuristic: string, generated: number, expanded: number) =>
      `Solved in ${countOf(moves, 'move')} (${written}) after ${countOf(iterations, 'iteration')} with ${heuristic}: ${countOf(generated, 'node')} generated, ${formatCount(expanded)} expanded.`,
    budget: (generated: number, iteration: number, bound: number | undefined) =>
      `Stopped after ${countOf(generated, 'generated node')} (the explorer's budget) in iteration ${iteration}, bound ${bound}, without a solution. A better heuristic finds it quickly.`,
    other: (status: string) => `Search ${status}.`,
    truncated: (count: number, iteration: number, notDrawn: readonly [number, number] | null) =>
      `The tree shows the first ${formatCount(count)} nodes, the recorder's cap: iteration ${iteration} is cut short${notDrawn ? (notDrawn[0] === notDrawn[1] ? ` and iteration ${notDrawn[0]} is not drawn` : ` and iterations ${notDrawn[0]} to ${notDrawn[1]} are not drawn`) : ''}.`,
  },
  /** The heuristic in running text: "the max of both PDBs", "no heuristic (h = 0)". */
  heuristicNoun: { none: 'no heuristic (h = 0)', orient: 'the orientation PDB', perm: 'the permutation PDB', max: 'the max of both PDBs', exact: 'the exact distance table' },
};
