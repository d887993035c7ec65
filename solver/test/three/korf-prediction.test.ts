/**
 * Chapter 8's prediction with Korf's own three databases, from the committed
 * korf-databases.json (the site reads it at build time; the slow tier's
 * korf-prediction.slow.test.ts rebuilds the databases and the sample): the
 * figures are whole, the independence formula is what it says, the same
 * prediction code gives the corner-only numbers chapter 8 already states, and
 * the sampled maximum agrees with the independent one within its sampling
 * error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { depthSaved } from '../../src/complexity/depth-saved.ts';
import { THREE_CORNER_STATES } from '../../src/three/corner-coordinates.ts';
import { PUBLISHED_CORNER_HISTOGRAM } from '../../src/three/corner-pdb.ts';
import { edgeDatabaseEntries } from '../../src/three/edge-group.ts';
import { KORF_SAMPLE, type KorfDatabases, independentMaxDistribution, korfPrediction } from '../../src/three/korf-prediction.ts';
import { predictedCornerOnlyNodes } from '../../src/three/solver-reach.ts';
import { THREE_BRANCHING_FACTOR } from '../../src/three/three-branching.ts';
import { KORF_EDGE_GROUPS } from '../../src/three/three-solve.ts';

const FILE = join(import.meta.dirname, '../../src/three/korf-databases.json');
const figures: KorfDatabases = JSON.parse(readFileSync(FILE, 'utf8'));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("the KRE prediction with Korf's three databases", () => {
  it('the committed figures are whole: every six-edge position counted once, every sampled cube once', () => {
    figures.edgeHistograms.forEach((histogram, i) => {
      expect(sum(histogram)).toBe(edgeDatabaseEntries([KORF_EDGE_GROUPS[i]]));
      expect(histogram[0]).toBe(1);
    });
    expect(figures.sample.seed).toBe(KORF_SAMPLE.seed);
    expect(sum(figures.sample.maxHistogram)).toBe(KORF_SAMPLE.cubes);
  });

  it('independence multiplies the bounds\' P(h ≤ x), and the maximum never sits below any one of them', () => {
    expect(independentMaxDistribution([[1, 1], [1, 3]])).toEqual([1 / 8, 7 / 8]);
    const histograms = [PUBLISHED_CORNER_HISTOGRAM.htm, ...figures.edgeHistograms];
    const p = independentMaxDistribution(histograms);
    expect(sum(p)).toBeCloseTo(1, 12);
    const atMost = (h: readonly number[], x: number) => sum(h.slice(0, x + 1)) / sum(h);
    for (let x = 0; x < p.length; x++) {
      for (const h of histograms) expect(sum(p.slice(0, x + 1))).toBeLessThanOrEqual(atMost(h, x) + 1e-15);
    }
  });

  it('the same code, given the corner database alone, gives the corner-only prediction chapter 8 already states', () => {
    const corner = korfPrediction(PUBLISHED_CORNER_HISTOGRAM.htm, 18);
    expect(corner.expanded).toBeCloseTo(predictedCornerOnlyNodes(18), 0);
    expect(corner.levelsSaved).toBeCloseTo(depthSaved(PUBLISHED_CORNER_HISTOGRAM.htm, THREE_BRANCHING_FACTOR), 12);
    expect(sum(PUBLISHED_CORNER_HISTOGRAM.htm)).toBe(THREE_CORNER_STATES);
  });

  it('issue 36: about 8.30 levels saved against 6.33 for the corners alone, about 1.8·10¹² generated up to 18, some 7 times n/m', () => {
    const independent = korfPrediction(independentMaxDistribution([PUBLISHED_CORNER_HISTOGRAM.htm, ...figures.edgeHistograms]), 18);
    const sampled = korfPrediction(figures.sample.maxHistogram, 18);
    expect(independent.levelsSaved.toFixed(2)).toBe('8.30');
    expect(sampled.levelsSaved.toFixed(2)).toBe('8.30');
    expect(korfPrediction(PUBLISHED_CORNER_HISTOGRAM.htm, 18).levelsSaved.toFixed(2)).toBe('6.33');
    for (const generated of [independent.expanded, sampled.expanded].map((e) => e * THREE_BRANCHING_FACTOR)) {
      expect(generated).toBeGreaterThan(1.7e12);
      expect(generated).toBeLessThan(1.8e12);
    }
    const cubeStates = Number((BigInt(THREE_CORNER_STATES) * 479_001_600n * 2048n) / 2n);
    const conjecture = cubeStates / (THREE_CORNER_STATES + edgeDatabaseEntries(KORF_EDGE_GROUPS));
    expect(Math.round((independent.expanded * THREE_BRANCHING_FACTOR) / conjecture)).toBe(7);
  });

  it('the sample and the independence assumption agree within three standard errors of the sample', () => {
    const b = THREE_BRANCHING_FACTOR;
    const counts = figures.sample.maxHistogram;
    const n = sum(counts);
    // s = −log_b mean(b^−h): the sample's mean of b^−h and its standard error, carried to s.
    const mean = sum(counts.map((c, h) => c * b ** -h)) / n;
    const variance = sum(counts.map((c, h) => c * (b ** -h - mean) ** 2)) / (n - 1);
    const seOfLevels = Math.sqrt(variance / n) / mean / Math.log(b);
    const independent = korfPrediction(independentMaxDistribution([PUBLISHED_CORNER_HISTOGRAM.htm, ...figures.edgeHistograms]), 18);
    const sampled = korfPrediction(counts, 18);
    expect(seOfLevels).toBeLessThan(0.01);
    expect(Math.abs(independent.levelsSaved - sampled.levelsSaved)).toBeLessThan(3 * seOfLevels);
  });
});
