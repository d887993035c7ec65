/**
 * Kociemba's phase-1 pruning table: the exact distance to G1 of phase 1's
 * whole state (flip, slice position, twist), stored once per symmetry class
 * (flipslice-symmetry.ts): 64,430 flip-slice classes × 2,187 twists =
 * 140,908,410 entries (kociemba.org/cube.htm, "Pruning Tables";
 * RubiksCube-TwophaseSolver, pruning.py, create_phase1_prun_table). The
 * projections of pruning-tables.ts bound this distance from below (each sees
 * two of the three coordinates); this table is the distance itself.
 *
 * Two bits per entry (35.2 MB) and a depth cap, as Kociemba stores it (his
 * "mod 3" trick, cube.htm): code 0, 1, 2 is the distance mod 3 for entries at
 * most `cap` moves from G1, code 3 means more than `cap`. The mod-3 residue is
 * enough because a move changes the distance by at most one: who knows a
 * cube's distance p knows each neighbour's from its code (the one value in
 * p − 1, p, p + 1 with that residue), and a cube's own distance is found by
 * walking down, a neighbour with residue p − 1 at a time, to G1.
 *
 * Built breadth-first from G1 over (class, twist), expanding every move of
 * every entry at depth d to fill depth d + 1, for d < cap. Stopping at the cap
 * skips the expensive last depths (Kociemba's table holds all 12; his build
 * switches to a backward search for them): with cap 9 the deepest expanded
 * level is depth 8, 7.8 M entries.
 */
import { runToEnd } from '../../generic/two-coordinate-bfs.ts';
import { THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { type TwoPhaseMoveTables, twoPhaseMoveTables } from './move-tables.ts';
import { FLIP_COUNT } from './phase1-coordinates.ts';
import { PHASE1_MOVE_COUNT } from './phase-moves.ts';
import { FLIPSLICE_CLASS_COUNT, type FlipSliceSymmetry, flipSliceSymmetry } from './flipslice-symmetry.ts';
import { SYMMETRY_COUNT } from './symmetries.ts';

/** 64,430 · 2,187. */
export const FLIPSLICE_TWIST_ENTRIES = FLIPSLICE_CLASS_COUNT * THREE_CORNER_TWISTS;
/** No phase-1 state is more than 12 moves from G1 (Kociemba, cube.htm): a cap of 12 is the whole table. */
export const MAX_PHASE1_DISTANCE = 12;
/** Code of an entry more than `cap` moves from G1. */
export const BEYOND_CAP = 3;
/**
 * The default cap: exact distances up to 8. Measured (two-phase-bench.ts, first
 * 20 cubes of its seed): cap 8 and cap 9 give the same mean lengths at 3 M and
 * 9 M nodes (19.10, 18.70), cap 7 a worse one (19.15, 19.10); cap 9's build
 * expands the 7.8 M entries at depth 8 and takes about five times as long.
 * Beyond the cap a cube reads cap + 1, which only weakens the pruning within
 * a move or two of the search's root, where there are few nodes.
 */
export const DEFAULT_PHASE1_CAP = 8;

export interface FlipSliceTwistPruning {
  /** Distances above this read as code 3, "more than cap" (8 or 9; 9 ≥ every projection's largest value, 8 one less). */
  readonly cap: number;
  /** Four 2-bit entries per byte, entry i in bits 2(i mod 4)..+1 of byte i >> 2; index = class · 2187 + twist. */
  readonly codes: Uint8Array;
  readonly sym: FlipSliceSymmetry;
  /** Entries at each depth 0..cap. */
  readonly entriesAtDepth: readonly number[];
  /** Phase-1 states (raw flip · slice · twist) at each depth 0..cap: an entry stands for as many states as its class has members. */
  readonly statesAtDepth: readonly number[];
}

/** What a table build reports as it goes: the depth being filled, entries set so far, of how many, and how. */
export interface Phase1BuildProgress {
  /** The depth being filled (1..cap). */
  readonly depth: number;
  /** Entries set so far, all depths. */
  readonly filled: number;
  readonly total: number;
  /** 'forward': expanding the entries at depth − 1; 'backward': testing each unset entry for a neighbour at depth − 1. */
  readonly direction: 'forward' | 'backward';
}

/** Classes between two progress reports. */
const CLASSES_PER_STEP = 2048;

// #region build-phase1-table
function* buildSteps(t: TwoPhaseMoveTables, sym: FlipSliceSymmetry, cap: number): Generator<Phase1BuildProgress, FlipSliceTwistPruning> {
  const { twistConj, classOf, toRep, representative, stabilizer } = sym;
  const n = PHASE1_MOVE_COUNT;
  const T = THREE_CORNER_TWISTS;
  const S = SYMMETRY_COUNT;
  const { twist: twistMove, flip: flipMove, slice: sliceMove } = t;
  const codes = new Uint8Array(Math.ceil(FLIPSLICE_TWIST_ENTRIES / 4)).fill(0xff); // all code 3: unset
  const classSize = Uint8Array.from(stabilizer, (st) => S / popcount(st)); // members of each class
  const entriesAtDepth = [1];
  const statesAtDepth = [1];
  codes[0] &= ~3; // G1: class 0 (raw 0 is the first representative), twist 0, distance 0
  let filled = 1;
  // Classes with an entry set in the last pass: only those have entries at the depth expanded next.
  let current = new Uint8Array(FLIPSLICE_CLASS_COUNT);
  current[0] = 1;
  const toClass = new Int32Array(n);
  const toSym = new Int32Array(n);
  /** The 18 neighbouring classes of class c's representative, and the symmetry that takes each to its class. */
  const neighboursOf = (c: number) => {
    const raw = representative[c];
    const slice = (raw / FLIP_COUNT) | 0;
    const flip = raw - slice * FLIP_COUNT;
    for (let m = 0; m < n; m++) {
      const r = sliceMove[slice * n + m] * FLIP_COUNT + flipMove[flip * n + m];
      toClass[m] = classOf[r];
      toSym[m] = toRep[r];
    }
  };
  for (let d = 0; d < cap; d++) {
    const code = d % 3;
    const next = (d + 1) % 3;
    const setMask = 3 ^ next; // XOR turns code 3 into `next`
    const touched = new Uint8Array(FLIPSLICE_CLASS_COUNT);
    let entries = 0;
    let states = 0;
    // Forward while the depth to expand is small; backward once the entries left unset are fewer than
    // twice those at depth d (from depth 9 on), as Kociemba's pruning.py switches to a backward search
    // for the last depths of the same table.
    const backward = entriesAtDepth[d] * 2 > FLIPSLICE_TWIST_ENTRIES - filled;
    const direction = backward ? 'backward' : 'forward';
    for (let c = 0; c < FLIPSLICE_CLASS_COUNT; c++) {
      if (c % CLASSES_PER_STEP === 0) yield { depth: d + 1, filled: filled + entries, total: FLIPSLICE_TWIST_ENTRIES, direction };
      const base = c * T;
      const end = base + T;
      if (backward) {
        // Every entry still unset is more than d moves from G1, so each of its neighbours is at least d:
        // one whose code is d mod 3 is at exactly d, and the entry is at d + 1.
        neighboursOf(c);
        for (let b = base >> 2; b < (end + 3) >> 2; b++) {
          let match = MATCH[(BEYOND_CAP << 8) | codes[b]];
          for (; match !== 0; match &= match - 1) {
            const idx = b * 4 + (31 - Math.clz32(match & -match));
            if (idx < base || idx >= end) continue;
            const twist = idx - base;
            for (let m = 0; m < n; m++) {
              const j = toClass[m] * T + twistConj[twistMove[twist * n + m] * S + toSym[m]];
              if (((codes[j >> 2] >> ((j & 3) << 1)) & 3) !== code) continue;
              codes[b] ^= setMask << ((idx & 3) << 1);
              entries++;
              states += classSize[c];
              break;
            }
          }
        }
        continue;
      }
      if (current[c] === 0) continue;
      // Class by class: the 18 neighbouring classes (and the symmetries into
      // them) are read once per class, and every twist of the class writes into
      // the same 18 rows of 2,187 entries, which stay in cache.
      neighboursOf(c);
      // Entries with code d mod 3 are at depth d, or d − 3, d − 6, …: those are
      // expanded again, but their neighbours are all set already, and they are
      // few (a tenth of depth d's at most), so no second bitset tells them apart.
      for (let b = base >> 2; b < (end + 3) >> 2; b++) {
        // Bit k of `match`: entry 4b + k has code d mod 3 (most bytes have none).
        let match = MATCH[(code << 8) | codes[b]];
        for (; match !== 0; match &= match - 1) {
          const idx = b * 4 + (31 - Math.clz32(match & -match));
          if (idx < base || idx >= end) continue; // a neighbouring class's entry in a shared byte
          const twist = idx - base;
          for (let m = 0; m < n; m++) {
            const c2 = toClass[m];
            const t2 = twistConj[twistMove[twist * n + m] * S + toSym[m]];
            const j = c2 * T + t2;
            const shift = (j & 3) << 1;
            if (((codes[j >> 2] >> shift) & 3) !== BEYOND_CAP) continue;
            codes[j >> 2] ^= setMask << shift;
            touched[c2] = 1;
            entries++;
            states += classSize[c2];
            // A representative fixed by some symmetries: the cube conjugated by
            // each is the same flip-slice with another twist, at the same
            // distance, and a lookup may land on any of them (pruning.py does the same).
            const st = stabilizer[c2];
            if (st === 1) continue;
            for (let s = 1; s < S; s++) {
              if (((st >> s) & 1) === 0) continue;
              const j2 = c2 * T + twistConj[t2 * S + s];
              const shift2 = (j2 & 3) << 1;
              if (((codes[j2 >> 2] >> shift2) & 3) !== BEYOND_CAP) continue;
              codes[j2 >> 2] ^= setMask << shift2;
              entries++;
              states += classSize[c2];
            }
          }
        }
      }
    }
    current = touched;
    filled += entries;
    entriesAtDepth.push(entries);
    statesAtDepth.push(states);
  }
  // Within 12 moves the table is whole: no phase-1 state is further (Kociemba, cube.htm).
  if (cap >= MAX_PHASE1_DISTANCE && filled !== FLIPSLICE_TWIST_ENTRIES) throw new Error(`phase-1 table: ${FLIPSLICE_TWIST_ENTRIES - filled} entries unset after 12 moves`);
  return { cap, codes, sym, entriesAtDepth, statesAtDepth };
}
// #endregion

/** MATCH[code · 256 + byte]: bit k set when the byte's entry k has that code. */
const MATCH: Uint8Array = Uint8Array.from({ length: 4 * 256 }, (_, i) => {
  const code = i >> 8;
  let bits = 0;
  for (let k = 0; k < 4; k++) if (((i >> (k << 1)) & 3) === code) bits |= 1 << k;
  return bits;
});

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

const tables = new Map<number, FlipSliceTwistPruning>();

/** Checks a cap: whole moves 1..12 (12 is the whole table: no phase-1 state is further). */
function checkCap(cap: number): void {
  if (!Number.isInteger(cap) || cap < 1 || cap > MAX_PHASE1_DISTANCE) throw new RangeError(`phase-1 cap must be 1..12, got ${cap}`);
}

/**
 * The table for a cap, built step by step (a worker drives it with
 * driveGenerator, reporting progress and polling for a cancel between steps;
 * a cancelled build leaves nothing behind). The finished table is kept for
 * flipSliceTwistPruning.
 */
export function* flipSliceTwistPruningByDepth(cap = DEFAULT_PHASE1_CAP): Generator<Phase1BuildProgress, FlipSliceTwistPruning> {
  checkCap(cap);
  const kept = tables.get(cap);
  if (kept) return kept;
  const table = yield* buildSteps(twoPhaseMoveTables(), flipSliceSymmetry(), cap);
  tables.set(cap, table);
  return table;
}

/** The table for a cap if this process or worker has it already (built, or handed over by rememberFlipSliceTwistPruning). */
export function cachedFlipSliceTwistPruning(cap: number): FlipSliceTwistPruning | undefined {
  return tables.get(cap);
}

/** Keeps a table read from storage (the browser's, or the CLI's cache folder), as if it had been built here. */
export function rememberFlipSliceTwistPruning(table: FlipSliceTwistPruning): void {
  tables.set(table.cap, table);
}

/** Lets go of the table for a cap (its 35 MB are freed at the next collection); true if there was one. The next request builds or reads it again. */
export function forgetFlipSliceTwistPruning(cap: number): boolean {
  return tables.delete(cap);
}

/**
 * The table for a cap (default 8), built once per process or worker: 35 MB;
 * build times in two-phase-bench.ts (cap 8 expands depth 7's 0.78 M entries,
 * cap 9 also depth 8's 7.95 M; cap 12, the whole table, fills depths 9–12
 * backward).
 */
export function flipSliceTwistPruning(cap = DEFAULT_PHASE1_CAP): FlipSliceTwistPruning {
  return runToEnd(flipSliceTwistPruningByDepth(cap));
}

/** The code (distance mod 3, or 3 beyond the cap) of a phase-1 state. */
export function phase1Code(p: FlipSliceTwistPruning, slice: number, flip: number, twist: number): number {
  const raw = slice * FLIP_COUNT + flip;
  const j = p.sym.classOf[raw] * THREE_CORNER_TWISTS + p.sym.twistConj[twist * SYMMETRY_COUNT + p.sym.toRep[raw]];
  return (p.codes[j >> 2] >> ((j & 3) << 1)) & 3;
}

/**
 * A neighbour's distance from its code and the distance (or bound) of the
 * cube it was reached from: within the cap, the one value of parent − 1,
 * parent, parent + 1 with the neighbour's residue; a neighbour of a cube
 * beyond the cap that is itself within it is exactly at the cap (≥ parent − 1
 * ≥ cap); beyond the cap, the bound cap + 1.
 */
export function childDistance(cap: number, parent: number, code: number): number {
  if (code === BEYOND_CAP) return cap + 1;
  if (parent > cap) return cap;
  const diff = (code - (parent % 3) + 3) % 3; // 0: same, 1: one more, 2: one less
  return diff === 0 ? parent : diff === 1 ? parent + 1 : parent - 1;
}

/**
 * The exact phase-1 distance of a state when it is at most the cap (found by
 * walking down to G1: Kociemba's get_depth_phase1 in his coord.py), else
 * cap + 1, a lower bound.
 */
export function phase1Distance(p: FlipSliceTwistPruning, t: TwoPhaseMoveTables, slice: number, flip: number, twist: number): number {
  let code = phase1Code(p, slice, flip, twist);
  if (code === BEYOND_CAP) return p.cap + 1;
  const n = PHASE1_MOVE_COUNT;
  let depth = 0;
  while (slice !== 0 || flip !== 0 || twist !== 0) {
    const want = (code + 2) % 3;
    let m = 0;
    for (; m < n; m++) {
      const sl = t.slice[slice * n + m];
      const fl = t.flip[flip * n + m];
      const tw = t.twist[twist * n + m];
      if (phase1Code(p, sl, fl, tw) === want) {
        slice = sl;
        flip = fl;
        twist = tw;
        break;
      }
    }
    code = want;
    depth++;
    // A consistent table always finds one, within the cap; a broken one must not walk forever.
    if (m === n || depth > p.cap) throw new Error('phase-1 table: no way down to G1');
  }
  return depth;
}
