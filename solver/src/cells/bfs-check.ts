/**
 * Chapter 4's cell: the reader writes the loop that fills the distance table,
 * given `neighbours(index)` or the move tables. It runs in both metrics; the
 * verdict per metric: the depth histogram against the published one (OEIS
 * A079761 for HTM, A079762 for QTM; metric.ts), the states never reached and
 * those with a wrong distance (the one closest to solved as an example),
 * states expanded more than once, time and memory beside the notebook's BFS
 * (bfs.ts). A table equal to the article's BFS, which skips the face of the
 * move that first reached a state (classic/skipping-bfs.ts), is named so.
 */
import { UNVISITED, bfs, distanceTable } from '../bfs.ts';
import { ORIENTATION_COUNT, STATE_COUNT } from '../coordinates.ts';
import { METRICS, METRIC_MOVES, type Metric, PUBLISHED_HISTOGRAM } from '../metric.ts';
import { moveTables } from '../move-tables.ts';
import { cellApi } from './cell-api.ts';
import { type Position, positionOf } from './counterexample.ts';
import { badAnswer, exportedFunction } from './reader-calls.ts';

export interface BfsRun {
  readonly metric: Metric;
  /** The reader's table as bytes: 0..254 a distance, 255 (UNVISITED) anything else (−1, undefined, Infinity…). */
  readonly distance: Uint8Array;
  /** How often `neighbours` was asked about each state (saturating at 255), or null if it was never called. */
  readonly expansions: Uint8Array | null;
  readonly ms: number;
  readonly notebookMs: number;
  /** What the table was: a typed array (its byteLength) or a plain array (length only: engines store it as they like). */
  readonly container: { readonly kind: 'typed'; readonly name: string; readonly bytes: number } | { readonly kind: 'array'; readonly length: number };
}

export interface BfsAnswers {
  readonly exercise: 'bfs';
  readonly runs: readonly BfsRun[];
}

export type BfsDiagnosis = 'correct' | 'skips-previous-face' | 'not-from-solved' | 'missing-states' | 'wrong-distances';

export interface BfsMetricVerdict {
  readonly metric: Metric;
  readonly pass: boolean;
  readonly diagnosis: BfsDiagnosis;
  readonly histogram: number[];
  readonly published: readonly number[];
  readonly unreached: number;
  readonly tooLarge: number;
  readonly tooSmall: number;
  /** The wrong or missing entry closest to solved, with what the reader's table says there (255 = not reached). */
  readonly example: (Position & { readonly yours: number }) | null;
  /** States expanded more than once, and reachable states never expanded; null without `neighbours`. */
  readonly expandedTwice: number | null;
  readonly neverExpanded: number | null;
  readonly ms: number;
  readonly notebookMs: number;
  readonly container: BfsRun['container'];
  /** The notebook's table: one byte per state. */
  readonly notebookBytes: number;
}

/** Chapter 4's verdict: the reader's distance table checked in both metrics; it passes when every entry is right in each. */
export interface BfsVerdict {
  readonly exercise: 'bfs';
  readonly pass: boolean;
  readonly metrics: readonly BfsMetricVerdict[];
}

function asTable(value: unknown, metric: Metric): { distance: Uint8Array; container: BfsRun['container'] } {
  const table = value as ArrayLike<unknown> | null;
  if (table === null || typeof table !== 'object' || table.length !== STATE_COUNT) {
    badAnswer(`bfs(api) in ${metric.toUpperCase()}`, value, `it must return the distance table: an array (or Uint8Array) of api.STATE_COUNT = ${STATE_COUNT} entries`);
  }
  const distance = new Uint8Array(STATE_COUNT);
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = table[i];
    distance[i] = Number.isInteger(v) && (v as number) >= 0 && (v as number) < UNVISITED ? (v as number) : UNVISITED;
  }
  const container: BfsRun['container'] = ArrayBuffer.isView(table)
    ? { kind: 'typed', name: table.constructor.name, bytes: (table as ArrayBufferView).byteLength }
    : { kind: 'array', length: STATE_COUNT };
  return { distance, container };
}

export function collectBfs(module: Record<string, unknown>): BfsAnswers {
  const readerBfs = exportedFunction(module, 'bfs');
  const runs = METRICS.map((metric): BfsRun => {
    const counts = new Uint8Array(STATE_COUNT);
    let called = false;
    const api = cellApi(metric, {
      onNeighbours: (index) => {
        called = true;
        if (counts[index] < 255) counts[index]++;
      },
    });
    const started = performance.now();
    const result = readerBfs(api);
    const ms = performance.now() - started;
    const { distance, container } = asTable(result, metric);
    const notebookStarted = performance.now();
    bfs(metric);
    const notebookMs = performance.now() - notebookStarted;
    return { metric, distance, expansions: called ? counts : null, ms, notebookMs, container };
  });
  return { exercise: 'bfs', runs };
}

/**
 * The article's BFS over whole states: a state is expanded with every move
 * except those on the face of the move that first reached it.
 */
export function faceSkippingBfs(metric: Metric): Uint8Array {
  const { permMove, orientMove, moveCount: n } = moveTables(metric);
  const faceOf = METRIC_MOVES[metric].map((m) => m.faceIndex);
  const distance = new Uint8Array(STATE_COUNT).fill(UNVISITED);
  const lastFace = new Int8Array(STATE_COUNT).fill(-1);
  const queue = new Uint32Array(STATE_COUNT);
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const s = queue[head++];
    const perm = Math.floor(s / ORIENTATION_COUNT);
    const orient = s - perm * ORIENTATION_COUNT;
    for (let m = 0; m < n; m++) {
      if (faceOf[m] === lastFace[s]) continue;
      const next = permMove[perm * n + m] * ORIENTATION_COUNT + orientMove[orient * n + m];
      if (distance[next] === UNVISITED) {
        distance[next] = distance[s] + 1;
        lastFace[next] = faceOf[m];
        queue[tail++] = next;
      }
    }
  }
  return distance;
}

function sameTable(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function judgeRun(run: BfsRun): BfsMetricVerdict {
  const truth = distanceTable(run.metric).distance;
  const yours = run.distance;
  const histogram: number[] = [];
  let unreached = 0;
  let tooLarge = 0;
  let tooSmall = 0;
  let example = -1;
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = yours[i];
    if (v !== UNVISITED) histogram[v] = (histogram[v] ?? 0) + 1;
    if (v === truth[i]) continue;
    if (v === UNVISITED) unreached++;
    else if (v > truth[i]) tooLarge++;
    else tooSmall++;
    if (example < 0 || truth[i] < truth[example]) example = i;
  }
  for (let d = 0; d < histogram.length; d++) histogram[d] ??= 0;
  let expandedTwice: number | null = null;
  let neverExpanded: number | null = null;
  if (run.expansions) {
    expandedTwice = 0;
    neverExpanded = 0;
    for (let i = 0; i < STATE_COUNT; i++) {
      if (run.expansions[i] > 1) expandedTwice++;
      else if (run.expansions[i] === 0) neverExpanded++;
    }
  }
  const pass = example < 0;
  const diagnosis: BfsDiagnosis = pass
    ? 'correct'
    : yours[0] !== 0
      ? 'not-from-solved'
      : sameTable(yours, faceSkippingBfs(run.metric))
        ? 'skips-previous-face'
        : tooLarge + tooSmall === 0
          ? 'missing-states'
          : 'wrong-distances';
  return {
    metric: run.metric,
    pass,
    diagnosis,
    histogram,
    published: PUBLISHED_HISTOGRAM[run.metric],
    unreached,
    tooLarge,
    tooSmall,
    example: example < 0 ? null : { ...positionOf(example, run.metric), yours: yours[example] },
    expandedTwice,
    neverExpanded,
    ms: run.ms,
    notebookMs: run.notebookMs,
    container: run.container,
    notebookBytes: STATE_COUNT,
  };
}

export function judgeBfs(answers: BfsAnswers): BfsVerdict {
  const metrics = answers.runs.map(judgeRun);
  return { exercise: 'bfs', pass: metrics.every((m) => m.pass), metrics };
}
