/**
 * A perimeter around phase 2's goal: every cube of G1 within `depth` phase-2
 * moves of solved, with its exact distance, in an open-addressing hash table.
 * Perimeter search (Dillenburg & Nelson 1994, "Perimeter search", Artificial
 * Intelligence 65; Manzini 1995, "BIDA*") turns this into a heuristic that is
 * exact near the goal: a cube that is not in the table is more than `depth`
 * moves away. Late in the two-phase search almost every phase-2 search is
 * allowed only a few moves (the best total minus a long phase 1), and most of
 * them fail; with the perimeter, each such failure is one lookup instead of a
 * small IDA* tree. Measured, it saves nodes but not time on typical cubes
 * (solve.ts's perimeterDepth says by how much), so it is off by default.
 *
 * A G1 cube is keyed by its three phase-2 coordinates: (slice perm · 40,320 +
 * corner perm) in one Int32 and the UD-edge perm in one Uint16. Built by a
 * breadth-first search over phase 2's ten moves (closed under inverses, so
 * distance from solved = distance to solved).
 */
import { memoize } from '../../memo.ts';
import { type TwoPhaseMoveTables, twoPhaseMoveTables } from './move-tables.ts';
import { PHASE2_MOVE_COUNT } from './phase-moves.ts';
import { UD_EDGE_PERMS } from './phase2-coordinates.ts';

export interface Phase2Perimeter {
  readonly depth: number;
  /** Cubes stored (all of G1 within `depth` moves). */
  readonly size: number;
  readonly mask: number;
  /** slice perm · 40320 + corner perm, or −1 for an empty slot. */
  readonly high: Int32Array;
  readonly low: Uint16Array;
  readonly distance: Uint8Array;
}

function slotOf(high: number, low: number, mask: number): number {
  return (Math.imul(high, 0x9e3779b1) ^ Math.imul(low + 1, 0x85ebca77)) & mask;
}

// #region perimeter-lookup
/** Exact phase-2 distance of (slice perm, corner perm, UD-edge perm) if at most `depth`, else depth + 1. */
export function perimeterDistance(t: Phase2Perimeter, slicePerm: number, cornerPerm: number, udEdgePerm: number): number {
  const high = slicePerm * UD_EDGE_PERMS + cornerPerm;
  for (let s = slotOf(high, udEdgePerm, t.mask); ; s = (s + 1) & t.mask) {
    const h = t.high[s];
    if (h === -1) return t.depth + 1;
    if (h === high && t.low[s] === udEdgePerm) return t.distance[s];
  }
}
// #endregion

function build(tables: TwoPhaseMoveTables, depth: number): Phase2Perimeter {
  // Phase 2's layers grow about 6.3-fold (Kociemba's phase-2 histogram): 756k cubes at 7 or fewer… size for 1.5× that.
  let expected = 1;
  for (let d = 1, layer = 1; d <= depth; d++) expected += layer *= d === 1 ? 10 : 6.6;
  let slots = 1 << 10;
  while (slots < expected * 1.6) slots <<= 1;
  const mask = slots - 1;
  const high = new Int32Array(slots).fill(-1);
  const low = new Uint16Array(slots);
  const distance = new Uint8Array(slots);
  let size = 0;
  const insert = (h: number, l: number, d: number): boolean => {
    for (let s = slotOf(h, l, mask); ; s = (s + 1) & mask) {
      if (high[s] === -1) {
        if (++size > slots * 0.75) throw new Error('phase-2 perimeter: hash table over 75 % full');
        high[s] = h;
        low[s] = l;
        distance[s] = d;
        return true;
      }
      if (high[s] === h && low[s] === l) return false;
    }
  };
  const { cornerPerm2, udEdgePerm2, slicePerm2 } = tables;
  const n = PHASE2_MOVE_COUNT;
  insert(0, 0, 0);
  let frontier = [0, 0, 0]; // (slice perm, corner perm, UD-edge perm) triples
  for (let d = 1; d <= depth; d++) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i += 3) {
      for (let k = 0; k < n; k++) {
        const sp = slicePerm2[frontier[i] * n + k];
        const cp = cornerPerm2[frontier[i + 1] * n + k];
        const ud = udEdgePerm2[frontier[i + 2] * n + k];
        if (insert(sp * UD_EDGE_PERMS + cp, ud, d)) next.push(sp, cp, ud);
      }
    }
    frontier = next;
  }
  return { depth, size, mask, high, low, distance };
}

/** The perimeter of phase 2's goal at a depth (6: 1.8 MB, 0.2 s; 7: 14.7 MB, ~1 s), built once per process or worker. */
export const phase2Perimeter: (depth: number) => Phase2Perimeter = memoize((depth: number) => build(twoPhaseMoveTables(), depth));
