/**
 * Edge pattern databases: a group of k tracked edges (Korf 1997 used two
 * groups of six), the rest forgotten. A group's state is where its k pieces
 * are and how each is flipped:
 * - position coordinate: the slots of pieces 0..k−1 of the group, ranked as a
 *   partial permutation (12·11·…·(13−k) values: 665,280 for six edges);
 * - flip coordinate: the pieces' flips as k bits (2^k values).
 * A move's effect on the flips depends on the slots the pieces are in (a flip
 * belongs to the piece, a move flips slots), so a move is "XOR the flips with
 * a mask that depends on the position": the generic BFS's twisted product,
 * with the masks as its orientation transforms.
 */
import type { Metric } from '../metric.ts';
import { runToEnd, type TwoCoordinateBfsOptions, type TwoCoordinateBfsProgress, type TwoCoordinateSpace, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
import { EDGE_COUNT } from './edge-geometry.ts';
import { type EdgeState, edgeMoveState, invertEdges } from './edge-state.ts';
import { THREE_MOVES } from './three-metric.ts';

/** 12·11·…·(12−k+1). */
export function edgePositionCount(k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count *= EDGE_COUNT - i;
  return count;
}

/**
 * Entries (one byte each) of the databases of these edge groups: for each, where
 * its k pieces are and how each is flipped, 12·11·…·(13−k)·2^k.
 */
export function edgeDatabaseEntries(groups: readonly (readonly number[])[]): number {
  return groups.reduce((sum, g) => sum + edgePositionCount(g.length) * 2 ** g.length, 0);
}

/** Rank of k distinct slots (in piece order) among all 12·11·… arrangements. */
export function rankSlots(slots: readonly number[]): number {
  let rank = 0;
  let used = 0;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    let smallerFree = 0;
    for (let t = 0; t < s; t++) if (!(used & (1 << t))) smallerFree++;
    rank = rank * (EDGE_COUNT - i) + smallerFree;
    used |= 1 << s;
  }
  return rank;
}

export function unrankSlots(rank: number, k: number): number[] {
  const digits = new Array<number>(k);
  for (let i = k - 1; i >= 0; i--) {
    digits[i] = rank % (EDGE_COUNT - i);
    rank = Math.floor(rank / (EDGE_COUNT - i));
  }
  const free = Array.from({ length: EDGE_COUNT }, (_, s) => s);
  return digits.map((d) => free.splice(d, 1)[0]);
}

export interface EdgeGroupTables extends TwoCoordinateSpace {
  readonly pieces: readonly number[];
  readonly permMove: Uint32Array;
  /** transform[p · n + m] = the flip mask move m applies from position p. */
  readonly orientTransform: Uint8Array;
  readonly orientMove: Uint8Array;
  /** Index (position · 2^k + flips) of the solved group. */
  readonly solvedIndex: number;
}

/** Where each move sends the piece in slot j, and the flip it adds there. */
function slotMoves(metric: Metric): { dest: number[]; delta: number[] }[] {
  return THREE_MOVES[metric].map((m) => {
    const b: EdgeState = edgeMoveState(m.face, m.quarterTurns);
    const dest = invertEdges(b).perm.slice(); // piece at slot j moves to slot dest[j]
    const delta = dest.map((to) => b.flip[to]);
    return { dest, delta };
  });
}

// #region edge-group-tables
export function buildEdgeGroupTables(pieces: readonly number[], metric: Metric): EdgeGroupTables {
  const k = pieces.length;
  const P = edgePositionCount(k);
  const K = 1 << k;
  const moves = slotMoves(metric);
  const n = moves.length;
  const permMove = new Uint32Array(P * n);
  const orientTransform = new Uint8Array(P * n);
  const next = new Array<number>(k);
  for (let p = 0; p < P; p++) {
    const slots = unrankSlots(p, k);
    for (let m = 0; m < n; m++) {
      const { dest, delta } = moves[m];
      let mask = 0;
      for (let i = 0; i < k; i++) {
        next[i] = dest[slots[i]];
        mask |= delta[next[i]] << i;
      }
      permMove[p * n + m] = rankSlots(next);
      orientTransform[p * n + m] = mask;
    }
  }
  const orientMove = new Uint8Array(K * K);
  for (let o = 0; o < K; o++) for (let t = 0; t < K; t++) orientMove[o * K + t] = o ^ t;
  const solvedIndex = rankSlots(pieces) * K;
  return { pieces, permCount: P, orientCount: K, moveCount: n, transformCount: K, permMove, orientTransform, orientMove, solvedIndex };
}
// #endregion

/** The group's index in a cube's edges. */
export function edgeGroupIndex(edges: EdgeState, pieces: readonly number[]): number {
  const slots = new Array<number>(pieces.length);
  let flips = 0;
  for (let s = 0; s < EDGE_COUNT; s++) {
    const i = pieces.indexOf(edges.perm[s]);
    if (i >= 0) {
      slots[i] = s;
      flips |= edges.flip[s] << i;
    }
  }
  return rankSlots(slots) * (1 << pieces.length) + flips;
}

export interface EdgeGroupPdb {
  readonly tables: EdgeGroupTables;
  readonly distance: Uint8Array;
  readonly histogram: number[];
}

/** The group's pattern database: BFS from solved over the twisted product. */
export function* edgeGroupPdbByDepth(pieces: readonly number[], metric: Metric, options?: TwoCoordinateBfsOptions): Generator<TwoCoordinateBfsProgress, EdgeGroupPdb> {
  const tables = buildEdgeGroupTables(pieces, metric);
  const result = yield* twoCoordinateBfs(tables, tables.solvedIndex, options);
  return { tables, distance: result.distance, histogram: result.histogram };
}

const key = (pieces: readonly number[], metric: Metric) => `${metric}:${pieces.join(',')}`;
const built = new Map<string, EdgeGroupPdb>();

/** The group's database, built once per process. */
export function edgeGroupPdb(pieces: readonly number[], metric: Metric): EdgeGroupPdb {
  let pdb = built.get(key(pieces, metric));
  if (!pdb) {
    pdb = runToEnd(edgeGroupPdbByDepth(pieces, metric));
    built.set(key(pieces, metric), pdb);
  }
  return pdb;
}

/** The group's database if this process has built it (a worker builds it in slices, then remembers it here). */
export function cachedEdgeGroupPdb(pieces: readonly number[], metric: Metric): EdgeGroupPdb | undefined {
  return built.get(key(pieces, metric));
}

export function rememberEdgeGroupPdb(pieces: readonly number[], metric: Metric, pdb: EdgeGroupPdb): void {
  built.set(key(pieces, metric), pdb);
}

