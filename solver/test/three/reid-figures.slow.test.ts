/**
 * The slow tier's half of chapter 8's comparison of Reid's heuristic with
 * Korf's: the whole phase-1 table built, the corner database shared, the
 * seeded sample of random cubes looked up on three axes, and the reach
 * scrambles solved with 'reid' and 'both' (two 16-movers: most of two minutes),
 * compared with the committed reid-figures.json the site reads at build time
 * (UPDATE_REID_FIGURES=1 rewrites that file). reid-figures.test.ts checks the
 * file's claims in every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReidFigures, computeReidFigures } from '../../src/three/reid-figures.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const FILE = join(import.meta.dirname, '../../src/three/reid-figures.json');
let figures: ReidFigures;

beforeAll(async () => {
  await useSharedCornerPdb();
  figures = computeReidFigures();
  if (process.env.UPDATE_REID_FIGURES) writeFileSync(FILE, `${JSON.stringify(figures, null, 2)}\n`);
}, 1_800_000);

describe("Reid's heuristic: the sampled distribution and the reach scrambles' node counts", () => {
  it('equal the committed figures the chapter uses', () => {
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(figures)));
  });
});
