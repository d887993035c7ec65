/**
 * Chapter 6's cell: the reader writes allowed(previous, move), the rule IDA*
 * uses to skip move sequences. Judged in both metrics: does every position
 * keep an optimal solution the rule allows (the first position, nearest
 * solved, whose every optimum it forbids, with its scramble), and how large a
 * tree it leaves (sequences of each length) beside the notebook's automaton
 * (move-pruning.ts) and no rule at all.
 */
import { distanceTable } from '../bfs.ts';
import { countAcceptedSequences } from '../complexity/brute-force-tree.ts';
import { ORIENTATION_COUNT, STATE_COUNT } from '../coordinates.ts';
import { METRICS, METRIC_MOVES, type Metric } from '../metric.ts';
import { type MovePruning, movePruning } from '../move-pruning.ts';
import { moveTables } from '../move-tables.ts';
import { cellApi } from './cell-api.ts';
import { type Position, positionOf } from './counterexample.ts';
import { badAnswer, exportedFunction } from './reader-calls.ts';

export interface PruningAnswers {
  readonly exercise: 'pruning';
  /** Per metric: allowed[(p + 1) · n + m] = 1 when move m may follow move p; row 0 is the first move (previous = null). */
  readonly tables: readonly { readonly metric: Metric; readonly allowed: Uint8Array }[];
}

export interface PruningMetricVerdict {
  readonly metric: Metric;
  readonly keepsOptimal: boolean;
  /** Positions none of whose optimal solutions the rule allows. */
  readonly lost: number;
  /** The lost position nearest solved, and an optimal solution of it with the first pair the rule forbids. */
  readonly example: (Position & { readonly solution: string; readonly forbidden: readonly [string | null, string] }) | null;
  /** Move names, and the rule as a table: rows the previous move (null first), columns the move. */
  readonly moves: readonly string[];
  readonly allowed: boolean[][];
  /** Sequences of each length 0..God's number the rule allows, the notebook's automaton allows, and no rule. */
  readonly tree: readonly number[];
  readonly notebookTree: readonly number[];
  readonly unprunedTree: readonly number[];
}

/** Chapter 6's verdict: it passes when the reader's pruning rule keeps an optimal solution of every position, in both metrics. */
export interface PruningVerdict {
  readonly exercise: 'pruning';
  readonly pass: boolean;
  readonly metrics: readonly PruningMetricVerdict[];
}

export function collectPruning(module: Record<string, unknown>): PruningAnswers {
  const allowed = exportedFunction(module, 'allowed');
  const tables = METRICS.map((metric) => {
    const api = cellApi(metric);
    const n = api.moveCount;
    const table = new Uint8Array((n + 1) * n);
    for (let p = -1; p < n; p++) {
      for (let m = 0; m < n; m++) {
        const previous = p < 0 ? null : api.moves[p];
        const value = allowed(previous, api.moves[m], api);
        if (typeof value !== 'boolean') {
          badAnswer(`allowed(${previous ? previous.name : 'null'}, ${api.moves[m].name}) in ${metric.toUpperCase()}`, value, 'it must return true or false');
        }
        table[(p + 1) * n + m] = value ? 1 : 0;
      }
    }
    return { metric, allowed: table };
  });
  return { exercise: 'pruning', tables };
}

/** The reader's rule as an automaton (state 0 = start, state m + 1 = "m was the last move"), so countAcceptedSequences counts its tree. */
function ruleAutomaton(allowed: Uint8Array, n: number): MovePruning {
  const stateCount = n + 1;
  const next = new Uint8Array(stateCount * n);
  for (let s = 0; s < stateCount; s++) for (let m = 0; m < n; m++) next[s * n + m] = m + 1;
  const allowedMask = new Uint16Array(stateCount);
  for (let s = 0; s < stateCount; s++) for (let m = 0; m < n; m++) if (allowed[s * n + m]) allowedMask[s] |= 1 << m;
  return { stateCount, start: 0, allowed, next, allowedMask };
}

/**
 * keep[s] bit p (p = 0 for "no move yet", m + 1 after move m): from position s,
 * having just played p, some optimal solution of s is allowed all the way.
 * Filled nearest-solved first: s at distance d keeps bit p when a move m with
 * allowed(p, m) leads to a position at distance d − 1 that keeps bit m + 1.
 */
function optimalSurvivors(metric: Metric, allowed: Uint8Array): Uint16Array {
  const truth = distanceTable(metric).distance;
  const { permMove, orientMove, moveCount: n } = moveTables(metric);
  const keep = new Uint16Array(STATE_COUNT);
  keep[0] = (1 << (n + 1)) - 1;
  const maxDepth = distanceTable(metric).histogram.length - 1;
  for (let d = 1; d <= maxDepth; d++) {
    for (let s = 0; s < STATE_COUNT; s++) {
      if (truth[s] !== d) continue;
      const perm = Math.floor(s / ORIENTATION_COUNT);
      const orient = s - perm * ORIENTATION_COUNT;
      let bits = 0;
      for (let m = 0; m < n; m++) {
        const t = permMove[perm * n + m] * ORIENTATION_COUNT + orientMove[orient * n + m];
        if (truth[t] !== d - 1 || (keep[t] & (1 << (m + 1))) === 0) continue;
        for (let p = 0; p <= n; p++) if (allowed[p * n + m]) bits |= 1 << p;
      }
      keep[s] = bits;
    }
  }
  return keep;
}

/** An optimal solution of s (first in move order) and its first pair the rule forbids. */
function forbiddenPair(metric: Metric, s: number, allowed: Uint8Array): { solution: string; forbidden: readonly [string | null, string] } {
  const truth = distanceTable(metric).distance;
  const { permMove, orientMove, moveCount: n } = moveTables(metric);
  const names = METRIC_MOVES[metric].map((m) => m.name);
  const path: number[] = [];
  for (let at = s; truth[at] > 0; ) {
    const perm = Math.floor(at / ORIENTATION_COUNT);
    const orient = at - perm * ORIENTATION_COUNT;
    for (let m = 0; m < n; m++) {
      const t = permMove[perm * n + m] * ORIENTATION_COUNT + orientMove[orient * n + m];
      if (truth[t] === truth[at] - 1) {
        path.push(m);
        at = t;
        break;
      }
    }
  }
  let previous = -1;
  for (const m of path) {
    if (!allowed[(previous + 1) * n + m]) return { solution: path.map((k) => names[k]).join(' '), forbidden: [previous < 0 ? null : names[previous], names[m]] };
    previous = m;
  }
  throw new Error('unreachable: a lost position has a path the rule allows');
}

function judgeTable(metric: Metric, allowed: Uint8Array): PruningMetricVerdict {
  const n = METRIC_MOVES[metric].length;
  const keep = optimalSurvivors(metric, allowed);
  const truth = distanceTable(metric).distance;
  let lost = 0;
  let example = -1;
  for (let s = 0; s < STATE_COUNT; s++) {
    if (keep[s] & 1) continue;
    lost++;
    if (example < 0 || truth[s] < truth[example]) example = s;
  }
  const godsNumber = distanceTable(metric).histogram.length - 1;
  const unpruned: MovePruning = ruleAutomaton(new Uint8Array((n + 1) * n).fill(1), n);
  const rows = Array.from({ length: n + 1 }, (_, p) => Array.from({ length: n }, (_, m) => allowed[p * n + m] === 1));
  return {
    metric,
    keepsOptimal: lost === 0,
    lost,
    example: example < 0 ? null : { ...positionOf(example, metric), ...forbiddenPair(metric, example, allowed) },
    moves: METRIC_MOVES[metric].map((m) => m.name),
    allowed: rows,
    tree: countAcceptedSequences(ruleAutomaton(allowed, n), godsNumber),
    notebookTree: countAcceptedSequences(movePruning(metric), godsNumber),
    unprunedTree: countAcceptedSequences(unpruned, godsNumber),
  };
}

export function judgePruning(answers: PruningAnswers): PruningVerdict {
  const metrics = answers.tables.map(({ metric, allowed }) => judgeTable(metric, allowed));
  return { exercise: 'pruning', pass: metrics.every((m) => m.keepsOptimal), metrics };
}
