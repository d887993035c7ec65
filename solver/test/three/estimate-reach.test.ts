/**
 * Chapter 8's reach cases estimated before solving: recomputed here (the
 * corner database, then stratified sampling of each scramble's tree) and
 * compared with the committed estimate-reach.json the site reads at build
 * time (UPDATE_ESTIMATE_REACH=1 rewrites it). Then the estimate is held to
 * what the search did on the same scrambles (solver-reach.json): where it
 * solved within the budget, the estimate of every iteration up to the
 * optimal length fits too, and the scramble that ran out of budget is
 * estimated over it at the bound where it ran out, in nodes generated, the
 * unit the budget counts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EstimateReach, computeEstimateReach } from '../../src/three/estimate-reach.ts';
import { PAGE_ESTIMATE } from '../../src/three/page-estimate.ts';
import { SOLVER_REACH_FIGURES } from '../../src/three/solver-reach-figures.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const FILE = join(import.meta.dirname, '../../src/three/estimate-reach.json');
let reach: EstimateReach;

beforeAll(async () => {
  await useSharedCornerPdb(); // built once per run for every file that uses it
  reach = computeEstimateReach();
  if (process.env.UPDATE_ESTIMATE_REACH) writeFileSync(FILE, `${JSON.stringify(reach, null, 2)}\n`);
}, 900_000);

describe('the reach cases, estimated before solving', () => {
  it('equal the committed figures the chapter shows', () => {
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(reach)));
  });

  it("use the page's settings and the same scrambles as the measured table", () => {
    expect(reach).toMatchObject({ budget: SOLVER_REACH_FIGURES.budget, ...PAGE_ESTIMATE });
    expect(reach.rows.map((r) => r.scramble)).toEqual(SOLVER_REACH_FIGURES.rows.map((r) => r.scramble));
  });

  it('agree with what the search then did, in nodes generated', () => {
    reach.rows.forEach((row, i) => {
      const measured = SOLVER_REACH_FIGURES.rows[i];
      const at = row.bounds.find((b) => b.bound === measured.lastBound)!;
      if (measured.status === 'solved') {
        expect(at.verdict, row.scramble).toBe('fits');
        // The search stops at its first solution; the estimate counts the last iteration whole.
        expect(at.cumulativeGenerated.mean + 4 * at.cumulativeGenerated.standardError, row.scramble).toBeGreaterThan(measured.generated);
      } else expect(at.verdict, row.scramble).toBe('over');
    });
  });
});
