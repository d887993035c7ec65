import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/random.ts';
import { cornerTwistCoordinate } from '../../../src/three/corner-coordinates.ts';
import { type CubeState, SOLVED_CUBE, composeCube, cubeMove } from '../../../src/three/cube-state.ts';
import { BEYOND_CAP, FLIPSLICE_TWIST_ENTRIES, childDistance, flipSliceTwistPruning, phase1Code, phase1Distance } from '../../../src/three/two-phase/flipslice-twist-pruning.ts';
import { twoPhaseMoveTables } from '../../../src/three/two-phase/move-tables.ts';
import { FLIP_COUNT, flipCoordinate, slicePositionCoordinate } from '../../../src/three/two-phase/phase1-coordinates.ts';
import { PHASE1_MOVES, PHASE2_MOVES } from '../../../src/three/two-phase/phase-moves.ts';
import { twoPhasePruning } from '../../../src/three/two-phase/pruning-tables.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';
import { SYMMETRY_COUNT, conjugateCube } from '../../../src/three/two-phase/symmetries.ts';

/**
 * Kociemba's distribution of phase-1 distances over all 2,217,093,120 phase-1
 * states (kociemba.org/cube.htm, "The Two-Phase-Algorithm" / pruning tables):
 * the states the table's entries stand for must add up to these, depth by depth.
 */
const KOCIEMBA_PHASE1 = [1, 4, 50, 592, 7_156, 87_236, 1_043_817, 12_070_278, 124_946_368, 821_605_960, 1_199_128_738, 58_202_444, 476];

const t = twoPhaseMoveTables();
const p = twoPhasePruning({ twistFlip: true });

interface Coords {
  readonly slice: number;
  readonly flip: number;
  readonly twist: number;
}
const coords = (c: CubeState): Coords => ({ slice: slicePositionCoordinate(c.edges), flip: flipCoordinate(c.edges), twist: cornerTwistCoordinate(c.corners) });

/**
 * The shortest way to G1 by a plain IDA* with the admissible projection
 * tables (pruning-tables.ts), independent of the symmetry machinery; up to
 * `limit` moves, else limit + 1.
 */
function idaPhase1(start: Coords, limit: number): number {
  const h = (sl: number, fl: number, tw: number) => Math.max(p.sliceTwist[sl * 2187 + tw], p.sliceFlip[sl * FLIP_COUNT + fl], p.twistFlip![tw * FLIP_COUNT + fl]);
  const walk = (sl: number, fl: number, tw: number, room: number, lastFace: number): boolean => {
    if (sl === 0 && fl === 0 && tw === 0) return true;
    for (let m = 0; m < 18; m++) {
      const face = (m / 3) | 0;
      if (face === lastFace || (face % 3 === lastFace % 3 && face < lastFace)) continue;
      const s2 = t.slice[sl * 18 + m];
      const f2 = t.flip[fl * 18 + m];
      const t2 = t.twist[tw * 18 + m];
      if (h(s2, f2, t2) <= room - 1 && walk(s2, f2, t2, room - 1, face)) return true;
    }
    return false;
  };
  for (let bound = h(start.slice, start.flip, start.twist); bound <= limit; bound++) if (walk(start.slice, start.flip, start.twist, bound, -1)) return bound;
  return limit + 1;
}

/**
 * The checks of one cap's table (the default cap in flipslice-twist-pruning.test.ts,
 * cap 9 in the slow tier): shared, so both caps are held to the same facts.
 */
export function describePhase1Table(CAP: number): void {
  const table = flipSliceTwistPruning(CAP);
  const distance = (c: Coords) => phase1Distance(table, t, c.slice, c.flip, c.twist);

  describe(`the flip-slice-twist phase-1 table (cap ${CAP})`, () => {
    it('stands for exactly Kociemba’s number of states at each depth up to the cap', () => {
      expect(table.statesAtDepth).toEqual(KOCIEMBA_PHASE1.slice(0, CAP + 1));
      // Below 12 moves some entries are beyond the cap; at 12 every one is set (no phase-1 state is further).
      const filled = table.entriesAtDepth.reduce((a, b) => a + b, 0);
      if (CAP >= 12) expect(filled).toBe(FLIPSLICE_TWIST_ENTRIES);
      else expect(filled).toBeLessThan(FLIPSLICE_TWIST_ENTRIES);
      expect(table.codes.length * 4).toBeGreaterThanOrEqual(FLIPSLICE_TWIST_ENTRIES);
    });

    it('gives the exact phase-1 distance (plain IDA* on the projections) of 100 random cubes and of 200 cubes a few moves from G1', () => {
      const random = seededRandom(1992);
      const cubes: CubeState[] = Array.from({ length: 100 }, () => randomCube(random));
      for (let i = 0; i < 200; i++) {
        // A random G1 cube (20 phase-2 moves from solved), then 1–8 random moves.
        let s = SOLVED_CUBE;
        for (let k = 0; k < 20; k++) {
          const m = PHASE1_MOVES[PHASE2_MOVES[random.int(10)]];
          s = composeCube(s, cubeMove(m.face, m.quarterTurns));
        }
        for (let k = 1 + random.int(8); k > 0; k--) {
          const m = PHASE1_MOVES[random.int(18)];
          s = composeCube(s, cubeMove(m.face, m.quarterTurns));
        }
        cubes.push(s);
      }
      const seen = new Set<number>();
      for (const c of cubes) {
        const x = coords(c);
        const d = distance(x);
        expect(d, `twist ${x.twist} flip ${x.flip} slice ${x.slice}`).toBe(idaPhase1(x, CAP));
        seen.add(d);
        expect(phase1Code(table, x.slice, x.flip, x.twist)).toBe(d > CAP ? BEYOND_CAP : d % 3);
      }
      // Every depth up to the cap (and beyond it) is met, except the 476 states at 12, which no sample finds.
      for (let d = 1; d <= Math.min(CAP + 1, 11); d++) expect(seen.has(d), `no cube at distance ${d}`).toBe(true);
    });

    it('reads each neighbour’s distance from its code and the parent’s distance', () => {
      const random = seededRandom(3);
      for (let i = 0; i < 300; i++) {
        const x = coords(randomCube(random));
        const d = distance(x);
        for (let m = 0; m < 18; m++) {
          const y = { slice: t.slice[x.slice * 18 + m], flip: t.flip[x.flip * 18 + m], twist: t.twist[x.twist * 18 + m] };
          const e = distance(y);
          expect(Math.abs(Math.min(e, CAP + 1) - Math.min(d, CAP + 1))).toBeLessThanOrEqual(1);
          expect(childDistance(CAP, d, phase1Code(table, y.slice, y.flip, y.twist))).toBe(e);
        }
      }
    });

    it('gives all 16 conjugates of a cube its distance', () => {
      const random = seededRandom(4);
      for (let i = 0; i < 200; i++) {
        const c = randomCube(random);
        const d = distance(coords(c));
        for (let s = 1; s < SYMMETRY_COUNT; s++) expect(distance(coords(conjugateCube(c, s)))).toBe(d);
      }
    });
  });
}
