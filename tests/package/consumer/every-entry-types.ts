// Type-checked (never run) inside the fresh project: every entry's types
// resolve from the installed package under moduleResolution nodenext.
import { type Metric, type Solution, type SolveInput, type SolveResult, type SolverError, solve } from 'pocket-cube-solver';
import { IdaSearch, type TraceRecorder } from 'pocket-cube-solver/internals';
import { type AlgMove, type ParseResult, parseAlg } from 'pocket-cube-solver/notation';
import { SolverClient, type WorkerLike, refusalOf } from 'pocket-cube-solver/client';
import type { RequestTypes, SolveParams, SolveResponse } from 'pocket-cube-solver/protocol';
import { type KreIteration, kreIterations } from 'pocket-cube-solver/complexity';
import { type CornerPdb, type CubeState, type ThreeSolveResult, scrambleToCube, solveThree } from 'pocket-cube-solver/three';
import { type TwoPhaseSolveResult, solveTwoPhase } from 'pocket-cube-solver/three/two-phase';
import { type ClassicState, CLASSIC_SOLVED } from 'pocket-cube-solver/classic';
import type {} from 'pocket-cube-solver/worker';
import type {} from 'pocket-cube-solver/cells/worker';
import { type CellApi, type CellVerdict, type CellRunRequest, cellApi, judgeAnswers, collectAnswers } from 'pocket-cube-solver/cells';
import { type CheckOutcome, checkFile } from 'pocket-cube-solver/cells/grade';
import type { RequestErrorKind, Refusal, SolverErrorKind, StateErrorKind, ParseErrorKind, SearchStatus, SearchTrace, StateResult, BfsProgress, DistanceTable, PatternDatabase } from 'pocket-cube-solver';
import type { ParseErrorKind as ParseErrorKind_notation } from 'pocket-cube-solver/notation';
import type { RequestFailure as RequestFailure_client, RequestOptions as RequestOptions_client, SolverErrorKind as SolverErrorKind_client } from 'pocket-cube-solver/client';
import type { SearchProgress as SearchProgress_protocol, ScrambleParams as ScrambleParams_protocol, ScrambleResponse as ScrambleResponse_protocol, BfsParams as BfsParams_protocol, BfsProgressMessage as BfsProgressMessage_protocol, BfsResponse as BfsResponse_protocol, PatternDatabaseSummary as PatternDatabaseSummary_protocol, PatternDatabasesResponse as PatternDatabasesResponse_protocol, QualityParams as QualityParams_protocol, QualityResponse as QualityResponse_protocol, LabParams as LabParams_protocol, LabHeuristic as LabHeuristic_protocol, LabProgress as LabProgress_protocol, LabResponse as LabResponse_protocol, MoveTableTimingResponse as MoveTableTimingResponse_protocol, SelfChecksResponse as SelfChecksResponse_protocol, ClassicBfsParams as ClassicBfsParams_protocol, ClassicBfsResponse as ClassicBfsResponse_protocol, KrePredictionParams as KrePredictionParams_protocol, KrePredictionResponse as KrePredictionResponse_protocol, ComplexityMeasurementParams as ComplexityMeasurementParams_protocol, ComplexityMeasurementProgress as ComplexityMeasurementProgress_protocol, ComplexityMeasurementResponse as ComplexityMeasurementResponse_protocol, NodeRateParams as NodeRateParams_protocol, NodeRateResponse as NodeRateResponse_protocol, PocketEstimateProgress as PocketEstimateProgress_protocol, RequestType as RequestType_protocol, Params as Params_protocol, ClassicRun as ClassicRun_protocol, OurRun as OurRun_protocol, ClassicCompareParams as ClassicCompareParams_protocol, ClassicCompareProgress as ClassicCompareProgress_protocol, ClassicCompareResponse as ClassicCompareResponse_protocol, ClassicBatchParams as ClassicBatchParams_protocol, ClassicBatchProgress as ClassicBatchProgress_protocol, ClassicBatchResponse as ClassicBatchResponse_protocol, CornerPdbParams as CornerPdbParams_protocol, CornerPdbProgress as CornerPdbProgress_protocol, CornerPdbResponse as CornerPdbResponse_protocol, ThreeSolveParams as ThreeSolveParams_protocol, ThreeTableName as ThreeTableName_protocol, ThreeIterationCount as ThreeIterationCount_protocol, ThreeTablesProgress as ThreeTablesProgress_protocol, ThreeEstimateProgress as ThreeEstimateProgress_protocol, TwoPhaseSolveParams as TwoPhaseSolveParams_protocol, TwoPhaseCube as TwoPhaseCube_protocol, TwoPhaseImprovementMessage as TwoPhaseImprovementMessage_protocol, TwoPhaseSearchProgress as TwoPhaseSearchProgress_protocol, TwoPhaseTableStep as TwoPhaseTableStep_protocol } from 'pocket-cube-solver/protocol';
import type { ThreeSolveInput as ThreeSolveInput_three, ThreeSolveOptions as ThreeSolveOptions_three, ThreeIteration as ThreeIteration_three, ThreeResult as ThreeResult_three, ThreeStatus as ThreeStatus_three, Refusal as Refusal_three, SolverErrorKind as SolverErrorKind_three, CubeResult as CubeResult_three, HeldCubeResult as HeldCubeResult_three, ThreePainting as ThreePainting_three, ThreePaintingProblemKind as ThreePaintingProblemKind_three, ThreePaintingResult as ThreePaintingResult_three, Validity as Validity_three } from 'pocket-cube-solver/three';
import type { TwoPhaseProgress as TwoPhaseProgress_two_phase, TwoPhaseSolveInput as TwoPhaseSolveInput_two_phase, TwoPhaseSolveOptions as TwoPhaseSolveOptions_two_phase, TwoPhaseStop as TwoPhaseStop_two_phase, TwoPhaseImprovement as TwoPhaseImprovement_two_phase, Validity as Validity_two_phase } from 'pocket-cube-solver/three/two-phase';
import type { CellApiOptions as CellApiOptions_cells, CellMove as CellMove_cells, CellPosition as CellPosition_cells, CellError as CellError_cells, CellErrorKind as CellErrorKind_cells, CellAnswers as CellAnswers_cells, Collected as Collected_cells, CollectRequest as CollectRequest_cells, LoadedModule as LoadedModule_cells, CellPreset as CellPreset_cells, CellPresetId as CellPresetId_cells } from 'pocket-cube-solver/cells';
import type { CheckFileOptions as CheckFileOptions_grade } from 'pocket-cube-solver/cells/grade';

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
// One shape for the three solvers: the same fields, the same error type.
type Answered<R> = Extract<R, { ok: true }>;
type Refused<R> = R extends { ok: false; error: infer E } ? E : never;
export const shared: Array<Pick<Answered<SolveResult>, 'moves' | 'length' | 'metric' | 'optimal' | 'nodes' | 'ms'>> = [
  {} as Answered<ThreeSolveResult>,
  {} as Answered<TwoPhaseSolveResult>,
];
export const errors: SolverError[] = [{} as Refused<SolveResult>, {} as Refused<ThreeSolveResult>, {} as Refused<TwoPhaseSolveResult>];
export const input: SolveInput = { perm: [0, 1, 2, 3, 4, 5, 6, 7], twist: [0, 0, 0, 0, 0, 0, 0, 0] };
export const fromString: ThreeSolveResult = solveThree("x R U' Rw", { maxNodes: 1 });
export const refusal: SolverError | null = refusalOf(new Error('x'));
export const internals: [typeof IdaSearch, TraceRecorder | null] = [IdaSearch, null];
// @ts-expect-error: the core entry does not export the 3×3×3 (it has its own entry)
export { solveThree } from 'pocket-cube-solver';
// @ts-expect-error: the front does not export the chapters' internals (pocket-cube-solver/internals does)
export { IdaSearch as Ida } from 'pocket-cube-solver';

// Every type of the promised entries resolves from the installed package under nodenext (the installed-package
// test asks each front export to be used in a README example or a test; the values are used in use-every-entry.mjs).
export type FrontTypes = [
  RequestErrorKind,
  Refusal,
  SolverErrorKind,
  StateErrorKind,
  ParseErrorKind,
  SearchStatus,
  SearchTrace,
  StateResult,
  BfsProgress,
  DistanceTable,
  PatternDatabase,
  ParseErrorKind_notation,
  RequestFailure_client,
  RequestOptions_client<'solve'>,
  SolverErrorKind_client,
  SearchProgress_protocol,
  ScrambleParams_protocol,
  ScrambleResponse_protocol,
  BfsParams_protocol,
  BfsProgressMessage_protocol,
  BfsResponse_protocol,
  PatternDatabaseSummary_protocol,
  PatternDatabasesResponse_protocol,
  QualityParams_protocol,
  QualityResponse_protocol,
  LabParams_protocol,
  LabHeuristic_protocol,
  LabProgress_protocol,
  LabResponse_protocol,
  MoveTableTimingResponse_protocol,
  SelfChecksResponse_protocol,
  ClassicBfsParams_protocol,
  ClassicBfsResponse_protocol,
  KrePredictionParams_protocol,
  KrePredictionResponse_protocol,
  ComplexityMeasurementParams_protocol,
  ComplexityMeasurementProgress_protocol,
  ComplexityMeasurementResponse_protocol,
  NodeRateParams_protocol,
  NodeRateResponse_protocol,
  PocketEstimateProgress_protocol,
  RequestType_protocol,
  Params_protocol<'solve'>,
  ClassicRun_protocol,
  OurRun_protocol,
  ClassicCompareParams_protocol,
  ClassicCompareProgress_protocol,
  ClassicCompareResponse_protocol,
  ClassicBatchParams_protocol,
  ClassicBatchProgress_protocol,
  ClassicBatchResponse_protocol,
  CornerPdbParams_protocol,
  CornerPdbProgress_protocol,
  CornerPdbResponse_protocol,
  ThreeSolveParams_protocol,
  ThreeTableName_protocol,
  ThreeIterationCount_protocol,
  ThreeTablesProgress_protocol,
  ThreeEstimateProgress_protocol,
  TwoPhaseSolveParams_protocol,
  TwoPhaseCube_protocol,
  TwoPhaseImprovementMessage_protocol,
  TwoPhaseSearchProgress_protocol,
  TwoPhaseTableStep_protocol,
  ThreeSolveInput_three,
  ThreeSolveOptions_three,
  ThreeIteration_three,
  ThreeResult_three,
  ThreeStatus_three,
  Refusal_three,
  SolverErrorKind_three,
  CubeResult_three,
  HeldCubeResult_three,
  ThreePainting_three,
  ThreePaintingProblemKind_three,
  ThreePaintingResult_three,
  Validity_three,
  TwoPhaseProgress_two_phase,
  TwoPhaseSolveInput_two_phase,
  TwoPhaseSolveOptions_two_phase,
  TwoPhaseStop_two_phase,
  TwoPhaseImprovement_two_phase,
  Validity_two_phase,
  CellApiOptions_cells,
  CellMove_cells,
  CellPosition_cells,
  CellError_cells,
  CellErrorKind_cells,
  CellAnswers_cells,
  Collected_cells,
  CollectRequest_cells,
  LoadedModule_cells,
  CellPreset_cells,
  CellPresetId_cells,
  CheckFileOptions_grade,
];
