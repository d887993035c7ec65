/**
 * The slow tier's half of chapter 8's solver-reach table: the whole table
 * recomputed (the corner database, two 13-move solves and a 14-move search
 * stopped at the reach budget: about 150 million nodes, most of a
 * minute of CPU) and compared with the committed solver-reach.json the site
 * reads at build time (UPDATE_SOLVER_REACH=1 rewrites that file). In
 * `npm test`, solver-reach.test.ts recomputes the cheap rows and checks the
 * table's claims; this file is what proves the expensive rows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SolverReach, computeSolverReach } from '../../src/three/solver-reach.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const FILE = join(import.meta.dirname, '../../src/three/solver-reach.json');
let reach: SolverReach;

beforeAll(async () => {
  await useSharedCornerPdb();
  reach = computeSolverReach();
  if (process.env.UPDATE_SOLVER_REACH) writeFileSync(FILE, `${JSON.stringify(reach, null, 2)}\n`);
}, 900_000);

describe("how far the page's 3×3×3 solver reaches, every row", () => {
  it('equals the committed figures the chapter shows', () => {
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(reach)));
  });
});
