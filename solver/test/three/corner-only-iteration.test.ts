/**
 * Chapter 8 compares chapter 7's prediction with what its 3×3×3 search does.
 * The prediction (Korf, Reid & Edelkamp 2001) counts nodes *expanded*; the
 * search also counts nodes *generated*, about 13.35 times as many. This test
 * measures complete corner-only iterations from many uniformly random corner
 * positions and holds the mean to the prediction within sampling error, in
 * the prediction's own unit, so a comparison in the wrong unit fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { kreExpectedNodes } from '../../src/complexity/kre-prediction.ts';
import { RunningMean, zScore } from '../../src/complexity/sampling-error.ts';
import { seededRandom } from '../../src/random.ts';
import { THREE_CORNER_STATES } from '../../src/three/corner-coordinates.ts';
import { cornerOnlyIteration } from '../../src/three/corner-only-iteration.ts';
import { PUBLISHED_CORNER_HISTOGRAM, cornerPdb } from '../../src/three/corner-pdb.ts';
import { THREE_BRANCHING_FACTOR, threeBruteForceSizes } from '../../src/three/three-branching.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

let distance: Uint8Array;
beforeAll(async () => {
  await useSharedCornerPdb(); // built once per run for every file that uses it
  distance = cornerPdb('htm').distance;
}, 300_000);

/** Mean expanded and generated nodes of one complete iteration over `starts` random corner positions. */
function measure(threshold: number, starts: number, seed: number) {
  const random = seededRandom(seed);
  const expanded = new RunningMean();
  const generated = new RunningMean();
  for (let s = 0; s < starts; s++) {
    const count = cornerOnlyIteration(random.int(THREE_CORNER_STATES), threshold, distance);
    expanded.add(count.expanded);
    generated.add(count.generated);
  }
  return { expanded: expanded.summary(), generated: generated.summary() };
}

describe("chapter 7's prediction and the 3×3×3 corner-only search, in one unit", () => {
  for (const threshold of [8, 9]) {
    it(`threshold ${threshold}: the mean nodes expanded over random starts is KRE's E(d), within sampling error`, () => {
      const predicted = kreExpectedNodes(threeBruteForceSizes(threshold), PUBLISHED_CORNER_HISTOGRAM.htm, THREE_CORNER_STATES, threshold);
      const { expanded, generated } = measure(threshold, 3000, 8000 + threshold);
      expect(Math.abs(zScore(expanded, predicted)), `mean ${expanded.mean} ± ${expanded.standardError}, predicted ${predicted}`).toBeLessThan(4);
      // Nodes generated are a different unit: about one branching factor more, far outside the error.
      expect(Math.abs(zScore(generated, predicted))).toBeGreaterThan(10);
      expect(generated.mean / expanded.mean).toBeGreaterThan(THREE_BRANCHING_FACTOR * 0.8);
      expect(generated.mean / expanded.mean).toBeLessThan(THREE_BRANCHING_FACTOR * 1.2);
    });
  }

  it('counts the root as expanded only within the bound, and expands nothing below it then', () => {
    const start = distance.findIndex((h) => h === 5);
    expect(cornerOnlyIteration(start, 4, distance)).toEqual({ expanded: 0, generated: 0 });
    expect(cornerOnlyIteration(start, 5, distance).expanded).toBeGreaterThanOrEqual(6); // a path to corners home, h falling by 1 per move
  });
});
