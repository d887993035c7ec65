// Type-checked (never run) inside the fresh project: every entry's types
// resolve from the installed package under moduleResolution nodenext.
import { type Metric, type Solution, type SolveResult, solve } from 'pocket-cube-solver';
import { type AlgMove, type ParseResult, parseAlg } from 'pocket-cube-solver/notation';
import { SolverClient, type WorkerLike } from 'pocket-cube-solver/client';
import type { RequestTypes, SolveParams, SolveResponse } from 'pocket-cube-solver/protocol';
import { type KreIteration, kreIterations } from 'pocket-cube-solver/complexity';
import { type CornerPdb, type CubeState, scrambleToCube } from 'pocket-cube-solver/three';
import { type TwoPhaseSolveResult, solveTwoPhase } from 'pocket-cube-solver/three/two-phase';
import { type ClassicState, CLASSIC_SOLVED } from 'pocket-cube-solver/classic';
import type {} from 'pocket-cube-solver/worker';
import type {} from 'pocket-cube-solver/cells/worker';
import { type CellApi, type CellVerdict, type CellRunRequest, cellApi, judgeAnswers, collectAnswers } from 'pocket-cube-solver/cells';
import { type CheckOutcome, checkFile } from 'pocket-cube-solver/cells/grade';

const metric: Metric = 'htm';
const result: SolveResult = solve("R U R' U'", { metric });
export const solution: Solution | null = result.ok ? result : null;
const parsed: ParseResult = parseAlg('R U');
export const moves: readonly AlgMove[] = parsed.ok ? parsed.moves : [];
export const params: SolveParams = { scramble: 'R U', metric, heuristic: 'max' };
export async function ask(worker: WorkerLike): Promise<SolveResponse> {
  const answer: RequestTypes['solve']['result'] = await new SolverClient(() => worker).request('solve', params);
  return answer;
}
export const iterations: KreIteration[] = kreIterations([1, 9, 54], [1, 2, 3], 6, 0, 2);
const cube = scrambleToCube('R U');
export const state: CubeState | null = cube.ok ? cube.state : null;
export const twoPhase: TwoPhaseSolveResult | null = state ? solveTwoPhase(state, { maxMs: 1 }) : null;
export const classic: ClassicState = CLASSIC_SOLVED;
export type Pdb = CornerPdb;
export const api: CellApi = cellApi('qtm');
export const request: CellRunRequest = { type: 'run', exercise: 'heuristic', source: 'export const h = () => 0;', metric: 'qtm' };
export const verdict: CellVerdict = judgeAnswers(collectAnswers('heuristic', { h: () => 0 }, 'qtm'));
export const graded: Promise<CheckOutcome> = checkFile('rank', 'student.js');
// @ts-expect-error: the core entry does not export the 3×3×3 (it has its own entry)
export { solveThree } from 'pocket-cube-solver';
