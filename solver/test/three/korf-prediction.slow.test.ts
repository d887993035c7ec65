/**
 * The slow tier's half of chapter 8's prediction with Korf's three databases:
 * the two six-edge databases built (42,577,920 entries each, seconds of CPU),
 * the corner database shared, and the seeded sample of a million random cubes
 * looked up in all three, compared with the committed korf-databases.json the
 * site reads at build time (UPDATE_KORF_DATABASES=1 rewrites that file).
 * korf-prediction.test.ts checks the file's claims in every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type KorfDatabases, computeKorfDatabases } from '../../src/three/korf-prediction.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const FILE = join(import.meta.dirname, '../../src/three/korf-databases.json');
let figures: KorfDatabases;

beforeAll(async () => {
  await useSharedCornerPdb();
  figures = computeKorfDatabases();
  if (process.env.UPDATE_KORF_DATABASES) writeFileSync(FILE, `${JSON.stringify(figures, null, 2)}\n`);
}, 900_000);

describe("Korf's three databases: the six-edge histograms and the sampled maximum", () => {
  it('equal the committed figures the chapter uses', () => {
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(figures)));
  });
});
