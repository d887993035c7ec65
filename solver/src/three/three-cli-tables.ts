/**
 * The optimal 3×3×3 CLI's databases through the table cache (table-cache.ts):
 * Korf's corner database and the edge-group databases, each read from its
 * file or built (and written there), then handed to the solver's own
 * per-process getters (rememberCornerPdb, rememberEdgeGroupPdb), where
 * `solveThree` finds them; the solver itself is unchanged and never touches
 * the disk. A table this process already holds (a test's preload) is left as
 * it is.
 *
 * Each table kind has a version: bump it when the same parameters would
 * build different bytes (a new coordinate, move order or layout), so files
 * written before are refused as stale. Behind it, a read table is also
 * spot-checked against the current coordinate code (solved is 0, each move
 * from solved is where the code says, at 1), which catches a forgotten bump.
 */
import { moveState } from '../cube-moves.ts';
import type { Metric } from '../metric.ts';
import { THREE_CORNER_STATES, cornerIndex } from './corner-coordinates.ts';
import { type CornerPdb, PUBLISHED_CORNER_HISTOGRAM, buildCornerPdb, cachedCornerPdb, forgetCornerPdb, rememberCornerPdb } from './corner-pdb.ts';
import { EDGE_NAMES } from './edge-geometry.ts';
import { type EdgeGroupPdb, cachedEdgeGroupPdb, edgeGroupIndex, edgeGroupPdbByDepth, edgePositionCount, rememberEdgeGroupPdb } from './edge-group.ts';
import { SOLVED_EDGES, edgeMoveState } from './edge-state.ts';
import { runToEnd } from '../generic/two-coordinate-bfs.ts';
import { type CachedTable, TableCache } from './table-cache.ts';
import { THREE_MOVES } from './three-metric.ts';
import { cornerTwistCoordinate } from './corner-coordinates.ts';
import { scrambleToCube } from './cube-state.ts';
import { flipSliceSymmetry } from './two-phase/flipslice-symmetry.ts';
import {
  FLIPSLICE_TWIST_ENTRIES,
  type FlipSliceTwistPruning,
  MAX_PHASE1_DISTANCE,
  cachedFlipSliceTwistPruning,
  flipSliceTwistPruning,
  phase1Distance,
  rememberFlipSliceTwistPruning,
} from './two-phase/flipslice-twist-pruning.ts';
import { twoPhaseMoveTables } from './two-phase/move-tables.ts';
import { flipCoordinate, slicePositionCoordinate } from './two-phase/phase1-coordinates.ts';
import { PUBLISHED_PHASE1_DISTRIBUTION } from './two-phase/published-phase1-distribution.ts';

/** Version of the corner database's files: its index is cornerIndex (perm · 3⁷ + twist), one byte per state. */
export const CORNER_PDB_VERSION = 1;
/** Version of an edge-group database's files: edgeGroupIndex, and move tables in THREE_MOVES order. */
export const EDGE_GROUP_PDB_VERSION = 1;

const megabytes = (bytes: number) => `${bytes < 10e6 ? (bytes / 1e6).toFixed(1) : Math.round(bytes / 1e6)} MB`;

/** The corner database of a metric as a cached table. */
export function cornerPdbTable(metric: Metric): CachedTable<CornerPdb> {
  return {
    table: 'corner-pdb',
    version: CORNER_PDB_VERSION,
    params: { metric },
    file: `corner-pdb-${metric}.table`,
    title: `the corner database (${metric.toUpperCase()}, ${megabytes(THREE_CORNER_STATES)})`,
    build: () => buildCornerPdb(metric),
    check: (pdb) => checkCornerPdb(pdb, metric),
  };
}

/** An edge group's database (its distances and its move tables, as edgeGroupPdb builds them) as a cached table. */
export function edgeGroupPdbTable(pieces: readonly number[], metric: Metric): CachedTable<EdgeGroupPdb> {
  const names = pieces.map((p) => EDGE_NAMES[p]);
  const positions = edgePositionCount(pieces.length);
  const moves = THREE_MOVES[metric].length;
  // distance (1 byte per state), permMove (4 bytes) and orientTransform (1 byte) per position and move, orientMove.
  const bytes = positions * 2 ** pieces.length + positions * moves * 5 + 4 ** pieces.length;
  return {
    table: 'edge-group-pdb',
    version: EDGE_GROUP_PDB_VERSION,
    params: { metric, pieces: [...pieces] },
    file: `edge-pdb-${metric}-${names.join('-')}.table`,
    title: `the edge database ${names.join(' ')} (${metric.toUpperCase()}, ${megabytes(bytes)})`,
    build: () => runToEnd(edgeGroupPdbByDepth(pieces, metric)),
    check: (pdb) => checkEdgeGroupPdb(pdb, pieces, metric),
  };
}

/** Why a corner database read back is not the one the current code builds, or null. */
export function checkCornerPdb(pdb: CornerPdb, metric: Metric): string | null {
  if (!(pdb.distance instanceof Uint8Array) || pdb.distance.length !== THREE_CORNER_STATES) return `it has ${pdb.distance?.length} entries, not ${THREE_CORNER_STATES}`;
  if (pdb.metric !== metric) return `it is for ${pdb.metric}`;
  if (JSON.stringify(pdb.histogram) !== JSON.stringify(PUBLISHED_CORNER_HISTOGRAM[metric])) return 'its histogram is not the published one';
  if (pdb.distance[0] !== 0) return 'the solved corners are not at distance 0';
  for (const m of THREE_MOVES[metric]) {
    if (pdb.distance[cornerIndex(moveState(m.face, m.quarterTurns))] !== 1) return `the corners after ${m.name} are not at distance 1`;
  }
  return null;
}

/** Why an edge-group database read back is not the one the current code builds, or null. */
export function checkEdgeGroupPdb(pdb: EdgeGroupPdb, pieces: readonly number[], metric: Metric): string | null {
  const t = pdb.tables;
  const k = pieces.length;
  const moves = THREE_MOVES[metric];
  const shape =
    JSON.stringify(t.pieces) === JSON.stringify(pieces) &&
    t.permCount === edgePositionCount(k) &&
    t.orientCount === 2 ** k &&
    t.moveCount === moves.length &&
    pdb.distance instanceof Uint8Array &&
    pdb.distance.length === t.permCount * t.orientCount &&
    t.permMove instanceof Uint32Array &&
    t.permMove.length === t.permCount * t.moveCount;
  if (!shape) return 'its shape is not this edge group’s';
  const solved = edgeGroupIndex(SOLVED_EDGES, pieces);
  if (t.solvedIndex !== solved || pdb.distance[solved] !== 0) return 'the solved group is not at index and distance 0';
  const p = solved / t.orientCount; // the solved flips are 0
  for (let m = 0; m < moves.length; m++) {
    const after = edgeGroupIndex(edgeMoveState(moves[m].face, moves[m].quarterTurns), pieces);
    const byTables = t.permMove[p * t.moveCount + m] * t.orientCount + t.orientMove[t.orientTransform[p * t.moveCount + m]];
    if (byTables !== after) return `its move tables do not take the solved group through ${moves[m].name} where the edges go`;
    if (pdb.distance[after] !== (after === solved ? 0 : 1)) return `the group after ${moves[m].name} is not at distance ${after === solved ? 0 : 1}`;
  }
  return null;
}

/**
 * Makes the databases `solveThree(…, { metric, edgeGroups: groups })` reads ready in this process: each read
 * from `cache` or built there (and said so on stderr), then remembered where cornerPdb and edgeGroupPdb look first.
 */
export function prepareThreeTables(metric: Metric, groups: readonly (readonly number[])[], cache: TableCache): void {
  if (!cachedCornerPdb(metric)) {
    forgetCornerPdb(); // one 88 MB table per process (corner-pdb.ts): drop another metric's before reading this one
    rememberCornerPdb(cache.get(cornerPdbTable(metric)));
  }
  for (const pieces of groups) {
    if (!cachedEdgeGroupPdb(pieces, metric)) rememberEdgeGroupPdb(pieces, metric, cache.get(edgeGroupPdbTable(pieces, metric)));
  }
}

/** Version of the whole phase-1 table's files: 2-bit codes by flip-slice class · 2,187 + twist, classes as flipslice-symmetry.ts numbers them. */
export const PHASE1_TABLE_VERSION = 1;

/** What a phase-1 table file holds: the table without its symmetry tables, which are rebuilt in a fraction of a second. */
interface StoredPhase1 {
  readonly cap: number;
  readonly codes: Uint8Array;
  readonly entriesAtDepth: number[];
  readonly statesAtDepth: number[];
}


/** The whole phase-1 table (Reid's distance to H, chapter 10's table at cap 12) as a cached table. */
export function phase1TableCached(): CachedTable<StoredPhase1> {
  return {
    table: 'phase1-flipslice-twist',
    version: PHASE1_TABLE_VERSION,
    params: { cap: MAX_PHASE1_DISTANCE },
    file: 'phase1-flipslice-twist-cap12.table',
    title: `the distance-to-H table (phase 1, whole, ${megabytes(Math.ceil(FLIPSLICE_TWIST_ENTRIES / 4))})`,
    build: () => {
      const t = flipSliceTwistPruning(MAX_PHASE1_DISTANCE);
      return { cap: t.cap, codes: t.codes, entriesAtDepth: [...t.entriesAtDepth], statesAtDepth: [...t.statesAtDepth] };
    },
    check: checkPhase1Table,
  };
}

/** Why a phase-1 table read back is not the one the current code builds, or null: its shape, its distribution, and a few distances. */
export function checkPhase1Table(stored: StoredPhase1): string | null {
  if (stored.cap !== MAX_PHASE1_DISTANCE) return `it is capped at ${stored.cap}`;
  if (!(stored.codes instanceof Uint8Array) || stored.codes.length !== Math.ceil(FLIPSLICE_TWIST_ENTRIES / 4)) return `it has ${stored.codes?.length} bytes of codes`;
  if (JSON.stringify(stored.statesAtDepth) !== JSON.stringify(PUBLISHED_PHASE1_DISTRIBUTION)) return 'its distribution is not Kociemba’s';
  const table = phase1TableOf(stored);
  const moves = twoPhaseMoveTables();
  const cubes: readonly [string, number][] = [['', 0], ['R', 1], ['R U', 2], ['R U R', 3]];
  for (const [scramble, expected] of cubes) {
    const cube = scrambleToCube(scramble);
    if (!cube.ok) throw new Error(`phase-1 check: ${cube.error.message}`);
    const { corners, edges } = cube.state;
    const d = phase1Distance(table, moves, slicePositionCoordinate(edges), flipCoordinate(edges), cornerTwistCoordinate(corners));
    if (d !== expected) return `the cube after "${scramble}" is not ${expected} moves from H`;
  }
  return null;
}

/** The in-memory table (flipslice-twist-pruning.ts's shape) from what a file holds. */
function phase1TableOf(stored: StoredPhase1): FlipSliceTwistPruning {
  return { cap: stored.cap, codes: stored.codes, sym: flipSliceSymmetry(), entriesAtDepth: stored.entriesAtDepth, statesAtDepth: stored.statesAtDepth };
}

/**
 * Makes the tables `solveThree(…, { heuristic })` reads for 'reid' and 'both' ready in this process: the whole
 * phase-1 table, read from `cache` or built (walking down to H checks it on read), and for 'both' the corner database.
 */
export function prepareReidTables(heuristic: 'reid' | 'both', cache: TableCache): void {
  if (!cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE)) rememberFlipSliceTwistPruning(phase1TableOf(cache.get(phase1TableCached())));
  if (heuristic === 'both') prepareThreeTables('htm', [], cache);
}
