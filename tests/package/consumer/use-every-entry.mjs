// Run inside a fresh project where the packed solver is installed: every
// entry, imported by its public name from plain Node ESM, does real work,
// and every answer is checked by applying it. Prints one "ok <entry>" line
// per entry; any failure throws (exit status 1).
import { applyMoveNames, isSolvedAsHeld, scrambleToState, solve } from 'pocket-cube-solver';
import { formatMove, parseAlg } from 'pocket-cube-solver/notation';
import { SolverClient } from 'pocket-cube-solver/client';
import * as protocol from 'pocket-cube-solver/protocol';
import { bruteForceTreeSizes, kreExpectedNodes } from 'pocket-cube-solver/complexity';
import { THREE_CORNER_STATES, cubeFacelets, isCubeSolved, scrambleToCube } from 'pocket-cube-solver/three';
import { solveTwoPhase } from 'pocket-cube-solver/three/two-phase';
import { CLASSIC_SOLVED, applyClassicMoves, classicMovesOf, isClassicSolved, solveClassic } from 'pocket-cube-solver/classic';
import { CELL_PRESETS, collectAnswers, judgeAnswers, verdictDiagnosis } from 'pocket-cube-solver/cells';
import { checkFile } from 'pocket-cube-solver/cells/grade';
import { fileURLToPath } from 'node:url';

const SCRAMBLE = "R U R' U' F2 R";

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** True if `solution` (move names) solves `scramble`'s 2×2×2 as held. */
function solves2x2(scramble, solution) {
  const scrambled = scrambleToState(scramble);
  check(scrambled.ok, `core: cannot parse ${scramble}`);
  return isSolvedAsHeld(applyMoveNames(scrambled.state, solution));
}

// The core.
const answer = solve(SCRAMBLE);
check(answer.ok && answer.solution !== null, 'core: solve gave no solution');
check(solves2x2(SCRAMBLE, answer.solution), `core: ${answer.solution.join(' ')} does not solve ${SCRAMBLE}`);
console.log('ok pocket-cube-solver', answer.solution.join(' '));

// Notation.
const parsed = parseAlg(SCRAMBLE);
check(parsed.ok && parsed.moves.length === 6, 'notation: cannot parse the scramble');
const turns = (moves) => moves.map((m) => `${m.family}${m.quarterTurns}`).join();
const reparsed = parseAlg(parsed.moves.map((m) => formatMove(m.family, m.quarterTurns)).join(' '));
check(reparsed.ok && turns(reparsed.moves) === turns(parsed.moves), 'notation: parse and format do not round-trip');
console.log('ok pocket-cube-solver/notation');

// Protocol: types only, so the module loads and has no values.
check(Object.keys(protocol).length === 0, 'protocol: expected a types-only module');
console.log('ok pocket-cube-solver/protocol');

// The worker and the client, talking: Node has no Web Worker, so the worker
// script gets a stand-in `self` and the client a WorkerLike around it.
const toPage = new EventTarget();
globalThis.self = Object.assign(new EventTarget(), {
  postMessage: (data) => toPage.dispatchEvent(new MessageEvent('message', { data })),
});
await import('pocket-cube-solver/worker');
const worker = {
  postMessage: (data) => self.dispatchEvent(new MessageEvent('message', { data })),
  addEventListener: (type, listener) => toPage.addEventListener(type, listener),
  terminate: () => {},
};
const client = new SolverClient(() => worker);
const fromWorker = await client.request('solve', { scramble: SCRAMBLE, metric: 'htm', heuristic: 'max' });
check(fromWorker.solution !== null && solves2x2(SCRAMBLE, fromWorker.solution), 'worker: its answer does not solve the scramble');
console.log('ok pocket-cube-solver/worker');
console.log('ok pocket-cube-solver/client');

// Complexity: with no information (h = 0 everywhere) KRE predicts the whole
// brute-force tree up to the threshold.
const tree = bruteForceTreeSizes('htm', 3);
check(tree[0] === 1 && tree[1] === 9, `complexity: brute-force tree ${tree}`);
check(kreExpectedNodes(tree, [1], 1, 3) === tree.reduce((a, b) => a + b), 'complexity: KRE with every state at h = 0 is the brute-force tree');
console.log('ok pocket-cube-solver/complexity');

// The 3×3×3 and the two-phase solver.
const THREE_SCRAMBLE = "R U R' U' F2 D L' B2";
check(THREE_CORNER_STATES === 40320 * 2187, 'three: corner state count');
const cube = scrambleToCube(THREE_SCRAMBLE);
check(cube.ok && Object.values(cubeFacelets(cube.state)).flat().length === 54, 'three: scramble or facelets');
console.log('ok pocket-cube-solver/three');
const twoPhase = solveTwoPhase(cube.state, { maxMs: 20_000 });
check(twoPhase.ok && twoPhase.moves !== null, 'two-phase: no solution');
const after = scrambleToCube(`${THREE_SCRAMBLE} ${twoPhase.moves.join(' ')}`);
check(after.ok && isCubeSolved(after.state), `two-phase: ${twoPhase.moves.join(' ')} does not solve ${THREE_SCRAMBLE}`);
console.log('ok pocket-cube-solver/three/two-phase', twoPhase.moves.join(' '));

// The classic design.
const classicMoves = classicMovesOf('R U F');
check(classicMoves.ok, 'classic: cannot parse R U F');
const classicState = applyClassicMoves(CLASSIC_SOLVED, classicMoves.moves);
const classic = solveClassic(classicState, 'optimal');
check(classic.solution !== null && isClassicSolved(applyClassicMoves(classicState, classic.solution)), 'classic: its answer does not solve R U F');
console.log('ok pocket-cube-solver/classic');

// The code cells: a shipped example judged in this process, the grader on another in a worker thread,
// and the page's cell worker (a stand-in `self` again) answering a run whose code does not parse.
const examples = new URL('./node_modules/pocket-cube-solver/examples/cells/', import.meta.url);
const rankModule = await import(new URL('rank-wrong-weights.js', examples).href);
const rankVerdict = judgeAnswers(collectAnswers('rank', rankModule, 'htm'));
check(!rankVerdict.pass && verdictDiagnosis(rankVerdict) === 'collision', `cells: rank-wrong-weights judged ${verdictDiagnosis(rankVerdict)}`);
check(CELL_PRESETS.length >= 15, 'cells: presets');
console.log('ok pocket-cube-solver/cells');
const graded = await checkFile('pruning', fileURLToPath(new URL('pruning.js', examples)));
check(graded.ok && graded.verdict.pass, `cells/grade: pruning.js ${JSON.stringify(graded.ok ? verdictDiagnosis(graded.verdict) : graded.error)}`);
console.log('ok pocket-cube-solver/cells/grade');
const fromCell = new EventTarget();
globalThis.self = Object.assign(new EventTarget(), {
  postMessage: (data) => fromCell.dispatchEvent(new MessageEvent('message', { data })),
});
const cellScope = globalThis.self;
const print = console.log.bind(console); // the cell worker keeps the reader's console from here on
await import('pocket-cube-solver/cells/worker');
const cellAnswer = new Promise((resolve) => fromCell.addEventListener('message', (event) => resolve(event.data), { once: true }));
cellScope.dispatchEvent(new MessageEvent('message', { data: { type: 'run', exercise: 'rank', source: 'export function rank( {', metric: 'htm' } }));
const cellMessage = await cellAnswer;
check(cellMessage.type === 'error' && cellMessage.error.kind === 'syntax' && cellMessage.error.line === 1, `cells/worker: ${JSON.stringify(cellMessage)}`);
print('ok pocket-cube-solver/cells/worker');
