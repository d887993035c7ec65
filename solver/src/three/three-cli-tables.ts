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
import { MAX_PHASE1_DISTANCE, cachedFlipSliceTwistPruning, flipSliceTwistPruning, rememberFlipSliceTwistPruning } from './two-phase/flipslice-twist-pruning.ts';
import { type KeptPhase1Table, PHASE1_CODE_BYTES, keptPhase1TableProblem, phase1TableFromKept } from './two-phase/kept-phase1-table.ts';

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

/** What a phase-1 table file holds: the kept table (two-phase/kept-phase1-table.ts), as the browser keeps it too. */
type StoredPhase1 = KeptPhase1Table;

/** The whole phase-1 table (Reid's distance to H, chapter 10's table at cap 12) as a cached table. */
export function phase1TableCached(): CachedTable<StoredPhase1> {
  return {
    table: 'phase1-flipslice-twist',
    version: PHASE1_TABLE_VERSION,
    params: { cap: MAX_PHASE1_DISTANCE },
    file: 'phase1-flipslice-twist-cap12.table',
    title: `the distance-to-H table (phase 1, whole, ${megabytes(PHASE1_CODE_BYTES)})`,
    build: () => {
      const t = flipSliceTwistPruning(MAX_PHASE1_DISTANCE);
      return { cap: t.cap, codes: t.codes, entriesAtDepth: [...t.entriesAtDepth], statesAtDepth: [...t.statesAtDepth] };
    },
    check: checkPhase1Table,
  };
}

/** Why a phase-1 table read back is not the one the current code builds, or null (kept-phase1-table.ts's checks). */
export function checkPhase1Table(stored: StoredPhase1): string | null {
  return keptPhase1TableProblem(stored);
}

/**
 * Makes the tables `solveThree(…, { heuristic })` reads for 'reid' and 'both' ready in this process: the whole
 * phase-1 table, read from `cache` or built (checked on read), and for 'both' the corner database.
 */
export function prepareReidTables(heuristic: 'reid' | 'both', cache: TableCache): void {
  if (!cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE)) rememberFlipSliceTwistPruning(phase1TableFromKept(cache.get(phase1TableCached())));
  if (heuristic === 'both') prepareThreeTables('htm', [], cache);
}
