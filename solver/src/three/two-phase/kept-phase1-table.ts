/**
 * The whole phase-1 table (cap 12) as it is kept between runs: the CLI's
 * cache file (three-cli-tables.ts) and the browser's IndexedDB
 * (worker/phase1-table-store.ts) both keep only what the build computes, the
 * codes and the two depth counts; the symmetry tables are rebuilt in a
 * fraction of a second (flipSliceSymmetry). A table read back is never
 * trusted: one check for both places.
 */
import { cornerTwistCoordinate } from '../corner-coordinates.ts';
import { scrambleToCube } from '../cube-state.ts';
import { flipSliceSymmetry } from './flipslice-symmetry.ts';
import { FLIPSLICE_TWIST_ENTRIES, type FlipSliceTwistPruning, MAX_PHASE1_DISTANCE, phase1Code } from './flipslice-twist-pruning.ts';
import { flipCoordinate, slicePositionCoordinate } from './phase1-coordinates.ts';
import { PUBLISHED_PHASE1_DISTRIBUTION } from './published-phase1-distribution.ts';

/** Bytes of the codes: four 2-bit entries per byte (35,227,103). */
export const PHASE1_CODE_BYTES = Math.ceil(FLIPSLICE_TWIST_ENTRIES / 4);

/** What is kept of a whole phase-1 table. */
export interface KeptPhase1Table {
  readonly cap: number;
  readonly codes: Uint8Array;
  readonly entriesAtDepth: readonly number[];
  readonly statesAtDepth: readonly number[];
}

const same = (a: readonly number[] | undefined, b: readonly number[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Why a table read back is not the one this code builds, or null: its cap and
 * size, Kociemba's distribution, the entries adding up, and the codes of
 * solved, R, R U and R U R (distances 0–3) read directly (a walk down to H,
 * phase1Distance, might never end on codes this wrong).
 */
export function keptPhase1TableProblem(kept: Partial<KeptPhase1Table>): string | null {
  if (kept.cap !== MAX_PHASE1_DISTANCE) return `it is capped at ${String(kept.cap)}`;
  if (!(kept.codes instanceof Uint8Array) || kept.codes.length !== PHASE1_CODE_BYTES) return `it has ${String((kept.codes as Uint8Array | undefined)?.length)} bytes of codes, not ${PHASE1_CODE_BYTES}`;
  if (!same(kept.statesAtDepth, PUBLISHED_PHASE1_DISTRIBUTION)) return 'its distribution of distances is not Kociemba’s';
  if (!Array.isArray(kept.entriesAtDepth) || kept.entriesAtDepth.length !== PUBLISHED_PHASE1_DISTRIBUTION.length || kept.entriesAtDepth.reduce((s, x) => s + x, 0) !== FLIPSLICE_TWIST_ENTRIES) {
    return 'its entries per depth do not add up to the table';
  }
  const table = phase1TableFromKept(kept as KeptPhase1Table);
  for (const [scramble, distance] of [['', 0], ['R', 1], ['R U', 2], ['R U R', 3]] as const) {
    const cube = scrambleToCube(scramble);
    if (!cube.ok) throw new Error(cube.error.message);
    const { corners, edges } = cube.state;
    const code = phase1Code(table, slicePositionCoordinate(edges), flipCoordinate(edges), cornerTwistCoordinate(corners));
    if (code !== distance % 3) return `it gives '${scramble}' (${distance} moves from H) code ${code}, not ${distance % 3}`;
  }
  return null;
}

/** The in-memory table (flipslice-twist-pruning.ts's shape) from what was kept. */
export function phase1TableFromKept(kept: KeptPhase1Table): FlipSliceTwistPruning {
  return { cap: kept.cap, codes: kept.codes, sym: flipSliceSymmetry(), entriesAtDepth: [...kept.entriesAtDepth], statesAtDepth: [...kept.statesAtDepth] };
}
