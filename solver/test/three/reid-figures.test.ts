/**
 * Chapter 8's comparison of Reid's heuristic with Korf's, from the committed
 * reid-figures.json (the slow tier's reid-figures.slow.test.ts recomputes it):
 * the sample is whole and Korf's sample's seed, 'both' is never below 'reid',
 * every reach scramble is solved at its optimal length (the same as Korf's
 * search found, where it found one), 'both' never takes more nodes, and
 * chapter 7's law ranks the designs as the node counts do.
 */
import { describe, expect, it } from 'vitest';
import { PUBLISHED_CORNER_HISTOGRAM } from '../../src/three/corner-pdb.ts';
import { KORF_DATABASE_FIGURES } from '../../src/three/korf-databases-figures.ts';
import { KORF_SAMPLE, korfPrediction } from '../../src/three/korf-prediction.ts';
import { REID_FIGURES } from '../../src/three/reid-figures-data.ts';
import { REID_REACH_CASES, REID_SAMPLE } from '../../src/three/reid-figures.ts';
import { SOLVER_REACH_FIGURES } from '../../src/three/solver-reach-figures.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("Reid's heuristic beside Korf's, as chapter 8 states it", () => {
  it('the sample is whole, on Korf\'s sample\'s seed, and adding the corners never lowers a cube\'s bound', () => {
    const { sample } = REID_FIGURES;
    expect(sample.seed).toBe(KORF_SAMPLE.seed);
    expect(sum(sample.reidHistogram)).toBe(REID_SAMPLE.cubes);
    expect(sum(sample.bothHistogram)).toBe(REID_SAMPLE.cubes);
    // P(h ≤ x) for the maximum is at most that of Reid's h alone, at every x.
    for (let x = 0; x < sample.bothHistogram.length; x++) {
      expect(sum(sample.bothHistogram.slice(0, x + 1))).toBeLessThanOrEqual(sum(sample.reidHistogram.slice(0, x + 1)));
    }
    // No cube is more than 12 moves from H (Kociemba), so no bound above 12 from the axes.
    expect(sample.reidHistogram.length).toBeLessThanOrEqual(13);
  });

  it('solves every reach scramble at its optimum, agreeing with Korf\'s search where it finished, with fewer nodes', () => {
    expect(REID_FIGURES.reach.map((r) => r.scrambleLength)).toEqual(REID_REACH_CASES.map((c) => c.length));
    REID_FIGURES.reach.forEach((row) => {
      expect(row.both.optimalLength).toBe(row.reid.optimalLength);
      expect(row.both.generated).toBeLessThanOrEqual(row.reid.generated);
      const korf = SOLVER_REACH_FIGURES.rows.find((k) => k.scramble === row.scramble);
      if (korf?.sixEdge.status === 'solved') {
        expect(row.reid.optimalLength).toBe(korf.sixEdge.optimalLength);
        expect(row.reid.generated).toBeLessThan(korf.sixEdge.generated);
      }
    });
    // The two longer cases are proven at their own length: 15 and 16 moves.
    expect(REID_FIGURES.reach.slice(-2).map((r) => r.reid.optimalLength)).toEqual([15, 16]);
  });

  it('chapter 7\'s law ranks the designs as the searches do: Reid\'s saves more levels than Korf\'s three databases, which save more than the corners', () => {
    const corner = korfPrediction(PUBLISHED_CORNER_HISTOGRAM.htm, 18).levelsSaved;
    const korf = korfPrediction(KORF_DATABASE_FIGURES.sample.maxHistogram, 18).levelsSaved;
    const reid = korfPrediction(REID_FIGURES.sample.reidHistogram, 18).levelsSaved;
    const both = korfPrediction(REID_FIGURES.sample.bothHistogram, 18).levelsSaved;
    expect(corner).toBeLessThan(korf);
    expect(korf).toBeLessThan(reid);
    expect(reid).toBeLessThan(both);
  });
});
