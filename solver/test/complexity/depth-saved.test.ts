import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { asymptoticBranchingFactor, bruteForceTreeSizes } from '../../src/complexity/brute-force-tree.ts';
import { depthSaved, korfSingleDatabaseDepth, meanValue } from '../../src/complexity/depth-saved.ts';
import { heuristicCounts } from '../../src/complexity/heuristic-distribution.ts';
import { kreExpectedNodes } from '../../src/complexity/kre-prediction.ts';
import { PUBLISHED_CORNER_HISTOGRAM } from '../../src/three/corner-pdb.ts';
import { THREE_CORNER_STATES } from '../../src/three/corner-coordinates.ts';
import { threeBruteForceSizes } from '../../src/three/three-branching.ts';

describe('the depth a heuristic saves', () => {
  it('is the value itself when every state has the same h', () => {
    expect(depthSaved([0, 0, 0, 7], 6)).toBeCloseTo(3, 12);
    expect(meanValue([0, 0, 0, 7])).toBe(3);
  });

  property.prop([fc.array(fc.nat(1000), { minLength: 1, maxLength: 15 }).filter((a) => a.some((c) => c > 0)), fc.double({ min: 1.5, max: 20, noNaN: true })])(
    'never exceeds the mean of h (Jensen: b^(−x) is convex)',
    (counts, b) => {
      expect(depthSaved(counts, b)).toBeLessThanOrEqual(meanValue(counts) + 1e-9);
    },
  );

  it("is what chapter 7's formula says deep in the tree: E_h(d) / E_0(d) = b^(−s), for every 2×2×2 heuristic in both metrics", () => {
    for (const metric of ['htm', 'qtm'] as const) {
      const sizes = bruteForceTreeSizes(metric, 24);
      const b = asymptoticBranchingFactor(sizes);
      for (const h of ['perm', 'orient', 'max', 'exact'] as const) {
        const counts = heuristicCounts(h, metric);
        const total = counts.reduce((a, c) => a + c, 0);
        const ratio = kreExpectedNodes(sizes, counts, total, 24) / kreExpectedNodes(sizes, [total], total, 24);
        expect(-Math.log(ratio) / Math.log(b), `${metric} ${h}`).toBeCloseTo(depthSaved(counts, b), 3);
        expect(depthSaved(counts, b), `${metric} ${h}`).toBeLessThan(meanValue(counts));
      }
    }
  });

  it("puts Korf's corner database 2.4 levels below its mean, and within a tenth of a level of Korf's 2007 estimate", () => {
    const b = asymptoticBranchingFactor(threeBruteForceSizes(24)); // the pruned 3×3×3 tree's growth (chapter 8)
    const saved = depthSaved(PUBLISHED_CORNER_HISTOGRAM.htm, b);
    expect(meanValue(PUBLISHED_CORNER_HISTOGRAM.htm) - saved).toBeGreaterThan(2.3);
    expect(Math.abs(saved - korfSingleDatabaseDepth(THREE_CORNER_STATES, b))).toBeLessThan(0.1);
  });
});
