/**
 * The classic model's figures that need all 88,179,840 states: its God's
 * number and histogram, its restricted language, the admissibility of its
 * heuristic over every state, and its answers to "U" and "U D", as committed
 * in state-space-figures.json (the site reads it at build time), asserted
 * against the notes on the classic design, the answers checked by applying
 * them. Computing them takes about a minute of CPU: state-space-figures.slow.test.ts
 * recomputes the file in the slow tier (`npm run test:slow`, which
 * UPDATE_CLASSIC_FIGURES=1 makes rewrite it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classicHeuristicOfState } from '../../src/classic/heuristic.ts';
import { CLASSIC_SOLVED, applyClassicMoves, isClassicSolved } from '../../src/classic/model.ts';
import { buildClassicPatternDatabases } from '../../src/classic/pattern-databases.ts';
import type { ClassicStateSpaceFigures } from '../../src/classic/state-space-figures.ts';

const FILE = join(import.meta.dirname, '../../src/classic/state-space-figures.json');
const f: ClassicStateSpaceFigures = JSON.parse(readFileSync(FILE, 'utf8'));

describe('the classic model, every state', () => {
  it('has 88,179,840 states and God\'s number 14 in its own metric, both directions', () => {
    const published = [1, 6, 33, 178, 946, 4922, 25120, 126480, 624887, 2957714, 12295981, 32271464, 31109681, 8729156, 33271];
    expect(f.states).toBe(88_179_840);
    expect(f.histogramToSolved).toEqual(published);
    expect(f.histogramFromSolved).toEqual(published);
    expect(f.histogramToSolved.length - 1).toBe(14);
  });

  it('to solved and from solved differ state by state', () => {
    expect(f.directionDiffers).toBeGreaterThan(0);
  });

  it('in its restricted language the deepest state needs 18 moves, and 78.3 % need more than their distance', () => {
    expect(f.restrictedHistogram.length - 1).toBe(18);
    expect(f.restrictedHistogram.reduce((a, b) => a + b, 0)).toBe(88_179_840);
    expect(((100 * f.restrictedLonger) / f.states).toFixed(1)).toBe('78.3');
  });

  it('its heuristic exceeds the true distance on 13,541,645 states (15.36 %), by up to 14', () => {
    expect(f.overestimated).toBe(13_541_645);
    expect(((100 * f.overestimated) / f.states).toFixed(2)).toBe('15.36');
    expect(f.overestimateMax).toBe(14);
  });

  it('worst case: perm [0,5,4,3,2,1,7,6], orient [0,0,0,0,1,0,2,0] has h = 21 and true distance 7', () => {
    expect(f.worst).toMatchObject({ perm: [0, 5, 4, 3, 2, 1, 7, 6], orient: [0, 0, 0, 0, 1, 0, 2, 0], h: 21, distance: 7 });
    expect(classicHeuristicOfState(buildClassicPatternDatabases(), f.worst)).toBe(21);
  });

  it('answers "U" with 11 moves and "U D" with 14 (optimal: 3 and 6), each one solving', () => {
    const [u, ud] = f.answers;
    expect([u.scramble, u.classic.length, u.optimal.length]).toEqual(['U', 11, 3]);
    expect([ud.scramble, ud.classic.length, ud.optimal.length]).toEqual(['U D', 14, 6]);
    for (const [a, scramble] of [[u, [0]], [ud, [0, 1]]] as const) {
      const s = applyClassicMoves(CLASSIC_SOLVED, scramble);
      expect(isClassicSolved(applyClassicMoves(s, a.classic))).toBe(true);
      expect(isClassicSolved(applyClassicMoves(s, a.optimal))).toBe(true);
      expect(a.restricted).toBeLessThanOrEqual(a.classic.length);
    }
  });

  it("answers U′ D′ (solved by U D, which isRedundant forbids in either order) with 12 moves", () => {
    const a = f.answers[2];
    expect([a.scramble, a.optimal, a.classic.length, a.restricted]).toEqual(["U' D'", [0, 1], 12, 12]);
    const s = applyClassicMoves(CLASSIC_SOLVED, [0, 0, 0, 1, 1, 1]);
    expect(isClassicSolved(applyClassicMoves(s, a.classic))).toBe(true);
  });
});
