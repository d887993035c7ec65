import { describe, expect, it } from 'vitest';
import { compose, invert } from '../../src/corner-state.ts';
import { moveState } from '../../src/cube-moves.ts';
import { seededRandom } from '../../src/random.ts';
import { TableAllocationError, UNREACHED } from '../../src/generic/two-coordinate-bfs.ts';
import { THREE_CORNER_STATES, cornerIndex, cornerStateOf } from '../../src/three/corner-coordinates.ts';
import { cornerMoveTables } from '../../src/three/corner-move-tables.ts';
import { type CornerPdb, PUBLISHED_CORNER_HISTOGRAM, buildCornerPdb, cornerPdb, cornerPdbByDepth } from '../../src/three/corner-pdb.ts';
import { THREE_MOVES } from '../../src/three/three-metric.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

describe('3×3×3 corner coordinates and move tables', () => {
  it('has 8!·3⁷ = 88,179,840 states and round-trips coordinates', () => {
    expect(THREE_CORNER_STATES).toBe(88_179_840);
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      const p = random.int(40320);
      const o = random.int(2187);
      expect(cornerIndex(cornerStateOf(p, o))).toBe(p * 2187 + o);
    }
  });

  it('turns all six faces: 18 HTM and 12 QTM moves, the tables agreeing with composing cubie states', () => {
    expect(THREE_MOVES.htm.map((m) => m.name).join(' ')).toBe("U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'");
    expect(THREE_MOVES.qtm).toHaveLength(12);
    const t = cornerMoveTables('htm');
    const random = seededRandom(5);
    for (let i = 0; i < 300; i++) {
      const p = random.int(40320);
      const o = random.int(2187);
      const m = random.int(18);
      const move = THREE_MOVES.htm[m];
      const after = compose(cornerStateOf(p, o), moveState(move.face, move.quarterTurns));
      expect(t.permMove[p * 18 + m] * 2187 + t.orientMove[o * 18 + m]).toBe(cornerIndex(after));
    }
  });
});

/**
 * Checks that a table agrees with the moves: every neighbour of a state is at
 * most one step nearer or farther, a state not solved has one a step nearer,
 * and a state and its inverse are equally far (the metric is closed under
 * inverses).
 */
function expectConsistentWithMoves(pdb: CornerPdb): void {
  const t = cornerMoveTables(pdb.metric);
  const n = t.moveCount;
  const random = seededRandom(11);
  for (let i = 0; i < 2000; i++) {
    const s = random.int(THREE_CORNER_STATES);
    const p = Math.floor(s / 2187);
    const o = s % 2187;
    const d = pdb.distance[s];
    expect(d).not.toBe(UNREACHED);
    const neighbours = Array.from({ length: n }, (_, m) => pdb.distance[t.permMove[p * n + m] * 2187 + t.orientMove[o * n + m]]);
    for (const e of neighbours) expect(Math.abs(e - d)).toBeLessThanOrEqual(1);
    if (d > 0) expect(Math.min(...neighbours)).toBe(d - 1);
  }
  for (let i = 0; i < 200; i++) {
    const state = cornerStateOf(random.int(40320), random.int(2187));
    expect(pdb.distance[cornerIndex(invert(state))]).toBe(pdb.distance[cornerIndex(state)]);
  }
}

describe("Korf's corner pattern database", () => {
  it('HTM: the run\'s shared table has the published histogram and agrees with the moves', async () => {
    // The shared copy is built from scratch when its code changes and refused unless its histogram and
    // each depth as reported are the published ones (shared-corner-pdb.ts); here the histogram is recounted
    // from the table the solvers use.
    await useSharedCornerPdb();
    const pdb = cornerPdb('htm');
    expect(pdb.histogram).toEqual(PUBLISHED_CORNER_HISTOGRAM.htm);
    expect(pdb.reached).toBe(THREE_CORNER_STATES);
    expectConsistentWithMoves(pdb);
  }, 300_000); // the first file of a run to ask builds the shared table: minutes on a busy 2-core machine

  it('QTM: built here, it reproduces the published histogram exactly, with progress per depth', () => {
    const layers: number[] = [];
    const pdb = buildCornerPdb('qtm', (p) => p.layerDone && layers.push(p.found));
    expect(pdb.histogram).toEqual(PUBLISHED_CORNER_HISTOGRAM.qtm);
    expect(layers).toEqual(pdb.histogram.slice(1));
    expect(pdb.reached).toBe(THREE_CORNER_STATES);
    expectConsistentWithMoves(pdb);
  }, 240_000); // seconds alone, much longer on a busy 2-core machine

  it('says how much memory it needed when a forced limit is too small', () => {
    expect(() => cornerPdbByDepth('htm', { maxBytes: 10_000_000 }).next()).toThrow(TableAllocationError);
    expect(() => cornerPdbByDepth('htm', { maxBytes: 10_000_000 }).next()).toThrow(/88,179,840 bytes/);
  });
});
