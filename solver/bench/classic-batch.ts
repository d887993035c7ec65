/**
 * The classic solver on N random 15-move scrambles from its own generator, in
 * Node: how often its answer is longer than the optimum of its own model, and
 * how many nodes it needs. `node solver/bench/classic-batch.ts [N] [seed] [maxNodes]`
 * (through npx/npm so Node 24 runs it). The notes on the classic design report
 * 246 of 300 longer (82 %), by 2 to 6 moves, with a median of 22 s at ~8 M nodes/s.
 */
import { CLASSIC_SOLVED, applyClassicMoves } from '../src/classic/model.ts';
import { classicScramble } from '../src/classic/scramble.ts';
import { solveClassic } from '../src/classic/solvers.ts';
import { seededRandom } from '../src/random.ts';

const [count = 30, seed = 1, maxNodes = 2e9] = process.argv.slice(2).map(Number);
const random = seededRandom(seed);
const nodes: number[] = [];
let longer = 0, solved = 0;
for (let i = 0; i < count; i++) {
  const moves = classicScramble(random);
  const state = applyClassicMoves(CLASSIC_SOLVED, moves);
  const optimal = solveClassic(state, 'optimal').solution!.length;
  const t0 = performance.now();
  const r = solveClassic(state, 'classic', maxNodes);
  const ms = performance.now() - t0;
  if (r.solution) {
    solved++;
    nodes.push(r.nodes);
    if (r.solution.length > optimal) longer++;
  }
  console.log(`${i + 1}\toptimal ${optimal}\tclassic ${r.solution?.length ?? 'budget'}\tnodes ${r.nodes}\t${(ms / 1000).toFixed(1)} s`);
}
nodes.sort((a, b) => a - b);
console.log(`solved ${solved}/${count}, longer than optimal ${longer} (${((100 * longer) / solved).toFixed(0)} %), median nodes ${nodes[nodes.length >> 1]}, min ${nodes[0]}, max ${nodes.at(-1)}`);
