// Run inside a fresh project where the packed solver is installed: every
// entry, imported by its public name from plain Node ESM, does real work,
// and every answer is checked by applying it. Prints one "ok <entry>" line
// per entry; any failure throws (exit status 1).
import { applyMoveNames, checkCorners, isHeuristicName, isMetric, isSolvedAsHeld, scrambleToState, solve } from 'pocket-cube-solver';
import { formatMove, parseAlg } from 'pocket-cube-solver/notation';
import { SolverClient } from 'pocket-cube-solver/client';
import * as protocol from 'pocket-cube-solver/protocol';
import { bruteForceTreeSizes, kreExpectedNodes } from 'pocket-cube-solver/complexity';
import { THREE_CORNER_STATES, isCubeSolved, scrambleToCube, solveThree } from 'pocket-cube-solver/three';
import { solveTwoPhase } from 'pocket-cube-solver/three/two-phase';
import { IdaSearch, coordinatesOf, cubeFacelets, heuristic } from 'pocket-cube-solver/internals';
import { CLASSIC_SOLVED, applyClassicMoves, classicMovesOf, isClassicSolved, solveClassic } from 'pocket-cube-solver/classic';
import {
  BadAnswerError,
  CELL_API_VERSION,
  CELL_CHAPTER,
  CELL_EXERCISES,
  CELL_EXPORTS,
  CELL_PRESETS,
  MissingExportError,
  collectAnswers,
  collectInSandbox,
  isCellExercise,
  judgeAnswers,
  presetsOf,
  verdictDiagnosis,
} from 'pocket-cube-solver/cells';
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
check(answer.ok && answer.moves !== null && answer.optimal, 'core: solve gave no optimal solution');
check(solves2x2(SCRAMBLE, answer.moves), `core: ${answer.moves.join(' ')} does not solve ${SCRAMBLE}`);
// A state in (any whole-cube orientation), the same shape out; an unsolvable one refused, with its kind.
const fromState = solve(scrambleToState(SCRAMBLE).held);
check(fromState.ok && fromState.length === answer.length && solves2x2(SCRAMBLE, fromState.moves), 'core: solving the held state differs');
const twisted = solve({ perm: [0, 1, 2, 3, 4, 5, 6, 7], twist: [2, 0, 0, 0, 0, 0, 0, 0] });
check(!twisted.ok && twisted.error.kind.code === 'twisted-corner', `core: a twisted corner gave ${JSON.stringify(twisted)}`);
check(checkCorners({ perm: [0, 1, 2, 3, 4, 5, 6, 7], twist: [0, 0, 0, 0, 0, 0, 0, 0] }).ok, 'core: the solved state refused');
check(isMetric('qtm') && !isMetric('ftm') && isHeuristicName('max') && !isHeuristicName('sum'), 'core: metric or heuristic names');
console.log('ok pocket-cube-solver', answer.moves.join(' '));

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
check(fromWorker.moves !== null && solves2x2(SCRAMBLE, fromWorker.moves), 'worker: its answer does not solve the scramble');
// A refusal in the worker rejects with the same SolverError the API gives.
const refused = await client.request('solve', { scramble: 'R Q', metric: 'htm', heuristic: 'max' }).then(
  () => null,
  (error) => error,
);
check(refused?.name === 'RequestError' && refused.error?.kind.code === 'unknown-move' && refused.error.column === 3, `worker: a bad token gave ${refused}`);
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
// The optimal solver's tables take a minute to build: its refusals come before them, in the shared shape.
const typo = solveThree('R U Q2');
check(!typo.ok && typo.error.kind.code === 'unknown-move' && typo.error.column === 5, `three: a bad token gave ${JSON.stringify(typo)}`);
const flipped = solveThree({ ...cube.state, edges: { ...cube.state.edges, flip: [1, ...cube.state.edges.flip.slice(1).map(() => 0)] } });
check(!flipped.ok && flipped.error.kind.code === 'flipped-edge', `three: a flipped edge gave ${JSON.stringify(flipped)}`);
console.log('ok pocket-cube-solver/three');
const twoPhase = solveTwoPhase(THREE_SCRAMBLE, { maxMs: 20_000 });
check(twoPhase.ok && twoPhase.moves !== null && twoPhase.length <= 20 && twoPhase.metric === 'htm', 'two-phase: no solution within 20');
const after = scrambleToCube(`${THREE_SCRAMBLE} ${twoPhase.moves.join(' ')}`);
check(after.ok && isCubeSolved(after.state), `two-phase: ${twoPhase.moves.join(' ')} does not solve ${THREE_SCRAMBLE}`);
console.log('ok pocket-cube-solver/three/two-phase', twoPhase.moves.join(' '));

// The internals (unstable): the chapters' pieces, here IDA* driven by hand.
const { perm, orient } = coordinatesOf(scrambleToState(SCRAMBLE).state);
const search = new IdaSearch(perm, orient, { heuristic: heuristic('max', 'htm') });
search.run();
check(search.result().solution.length === answer.length, 'internals: IdaSearch finds another length');
console.log('ok pocket-cube-solver/internals');

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
check(CELL_PRESETS.length >= 15 && presetsOf('rank')[0].id === 'rank', 'cells: presets');
check(CELL_API_VERSION === 1 && CELL_EXERCISES.every(isCellExercise) && !isCellExercise('sort'), 'cells: exercises');
check(CELL_EXERCISES.map((e) => CELL_CHAPTER[e]).join() === '2,3,4,5,6' && CELL_EXPORTS.heuristic.required.includes('h'), 'cells: chapters or exports');
const threw = (run) => { try { run(); return null; } catch (error) { return error; } };
check(threw(() => collectAnswers('rank', {}, 'htm')) instanceof MissingExportError, 'cells: a missing export');
check(threw(() => collectAnswers('rank', { rank: () => 'x' }, 'htm')) instanceof BadAnswerError, 'cells: an answer of the wrong type');
const inSandbox = await collectInSandbox({ exercise: 'rank', source: 'export function rank( {', metric: 'htm' }, async () => { throw new Error('never loaded'); });
check(!inSandbox.ok && inSandbox.error.kind === 'syntax', `cells: collectInSandbox ${JSON.stringify(inSandbox)}`);
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
