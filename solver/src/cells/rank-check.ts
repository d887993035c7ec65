/**
 * Chapter 2's cell: the reader ranks the 5,040 permutations of 0..6 (the
 * corners that move with DBL held fixed). The verdict: a bijection onto
 * 0..5,039, or the first value out of range, or the first two permutations
 * that share a rank; whether it is the notebook's Lehmer order (康托展开); the
 * optional unrank checked as its inverse; the time per call beside the
 * notebook's permutationRank.
 */
import { factorial, permutationRank, permutationUnrank } from '../permutation-rank.ts';
import { type ReaderFunction, badAnswer, exportedFunction, listText } from './reader-calls.ts';
import { cellApi } from './cell-api.ts';

export const RANK_SIZE = 7;
export const RANK_COUNT = factorial(RANK_SIZE); // 5040

export interface RankAnswers {
  readonly exercise: 'rank';
  /** values[i] = the reader's rank of the permutation whose Lehmer rank is i. */
  readonly values: Float64Array;
  /** unranked[r] = Lehmer rank of the reader's unrank(r), −1 when it is no permutation of 0..6; null without unrank. */
  readonly unranked: Int32Array | null;
  readonly nsPerCall: number;
  readonly notebookNsPerCall: number;
}

export type RankProblem =
  | { readonly kind: 'out-of-range'; readonly perm: number[]; readonly value: number }
  | { readonly kind: 'collision'; readonly perms: [number[], number[]]; readonly value: number };

export type UnrankFinding =
  | { readonly kind: 'inverse' }
  | { readonly kind: 'not-a-permutation'; readonly rank: number }
  | { readonly kind: 'not-inverse'; readonly rank: number; readonly got: number[]; readonly expected: number[] };

/** Chapter 2's verdict: it passes when rank is a bijection onto 0..5,039 (in any order) and the optional unrank is its inverse. */
export interface RankVerdict {
  readonly exercise: 'rank';
  readonly pass: boolean;
  /** null: a bijection onto 0..5,039. */
  readonly problem: RankProblem | null;
  /** True when every rank equals the notebook's Lehmer rank. */
  readonly lehmerOrder: boolean;
  /** The first permutation where it differs from the Lehmer rank (a bijection in another order is still right). */
  readonly firstDifference: { readonly perm: number[]; readonly yours: number; readonly lehmer: number } | null;
  readonly unrank: UnrankFinding | null;
  readonly nsPerCall: number;
  readonly notebookNsPerCall: number;
}

/** Nanoseconds per call of `f` over all permutations, timed over ~30 ms. */
function nsPerCall(f: (perm: number[]) => unknown, perms: readonly number[][]): number {
  const started = performance.now();
  let passes = 0;
  do {
    for (const p of perms) f(p.slice());
    passes++;
  } while (performance.now() - started < 30 && passes < 50);
  return ((performance.now() - started) * 1e6) / (passes * perms.length);
}

function isPermutation(value: unknown): value is ArrayLike<number> {
  if (value === null || typeof value !== 'object' || (value as ArrayLike<unknown>).length !== RANK_SIZE) return false;
  const seen = new Set<unknown>();
  for (let i = 0; i < RANK_SIZE; i++) {
    const v = (value as ArrayLike<unknown>)[i];
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= RANK_SIZE || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

export function collectRank(module: Record<string, unknown>): RankAnswers {
  const rank = exportedFunction(module, 'rank');
  const unrank: ReaderFunction | null = typeof module.unrank === 'function' ? (module.unrank as ReaderFunction) : null;
  const api = cellApi('htm');
  const perms = Array.from({ length: RANK_COUNT }, (_, i) => permutationUnrank(i, RANK_SIZE));
  const values = new Float64Array(RANK_COUNT);
  for (let i = 0; i < RANK_COUNT; i++) {
    const value = rank(perms[i].slice(), api);
    if (typeof value !== 'number' || Number.isNaN(value)) badAnswer(`rank(${listText(perms[i])})`, value, 'it must return a number');
    values[i] = value;
  }
  let unranked: Int32Array | null = null;
  if (unrank) {
    unranked = new Int32Array(RANK_COUNT);
    for (let r = 0; r < RANK_COUNT; r++) {
      const perm = unrank(r, api);
      unranked[r] = isPermutation(perm) ? permutationRank(Array.from(perm)) : -1;
    }
  }
  return {
    exercise: 'rank',
    values,
    unranked,
    nsPerCall: nsPerCall((p) => rank(p, api), perms),
    notebookNsPerCall: nsPerCall(permutationRank, perms),
  };
}

function rankProblem(values: Float64Array): RankProblem | null {
  const owner = new Int32Array(RANK_COUNT).fill(-1);
  for (let i = 0; i < RANK_COUNT; i++) {
    const v = values[i];
    if (!Number.isInteger(v) || v < 0 || v >= RANK_COUNT) return { kind: 'out-of-range', perm: permutationUnrank(i, RANK_SIZE), value: v };
    if (owner[v] >= 0) return { kind: 'collision', perms: [permutationUnrank(owner[v], RANK_SIZE), permutationUnrank(i, RANK_SIZE)], value: v };
    owner[v] = i;
  }
  return null;
}

function unrankFinding(values: Float64Array, unranked: Int32Array, bijection: boolean): UnrankFinding {
  // unrank must undo rank: unrank(rank(p)) = p for every p (and so, with a bijection, rank(unrank(r)) = r).
  const lehmerOfRank = new Int32Array(RANK_COUNT).fill(-1);
  if (bijection) for (let i = 0; i < RANK_COUNT; i++) lehmerOfRank[values[i]] = i;
  for (let r = 0; r < RANK_COUNT; r++) {
    if (unranked[r] < 0) return { kind: 'not-a-permutation', rank: r };
    const expected = bijection ? lehmerOfRank[r] : -1;
    if (bijection && unranked[r] !== expected) {
      return { kind: 'not-inverse', rank: r, got: permutationUnrank(unranked[r], RANK_SIZE), expected: permutationUnrank(expected, RANK_SIZE) };
    }
  }
  return { kind: 'inverse' };
}

export function judgeRank(answers: RankAnswers): RankVerdict {
  const { values } = answers;
  const problem = rankProblem(values);
  let firstDifference: RankVerdict['firstDifference'] = null;
  for (let i = 0; i < RANK_COUNT && firstDifference === null; i++) {
    if (values[i] !== i) firstDifference = { perm: permutationUnrank(i, RANK_SIZE), yours: values[i], lehmer: i };
  }
  const unrank = answers.unranked ? unrankFinding(values, answers.unranked, problem === null) : null;
  return {
    exercise: 'rank',
    pass: problem === null && (unrank === null || unrank.kind === 'inverse'),
    problem,
    lehmerOrder: firstDifference === null,
    firstDifference,
    unrank,
    nsPerCall: answers.nsPerCall,
    notebookNsPerCall: answers.notebookNsPerCall,
  };
}
