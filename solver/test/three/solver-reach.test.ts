/**
 * The chapter 8 table of how far the page's solver reaches, as committed in
 * solver-reach.json (the site reads it at build time): its rows up to 12
 * moves are recomputed here with the page's edge databases (a few million
 * nodes), the whole table's claims are checked (Korf's six-edge column too),
 * and the solutions by the independent 3×3×3 referee. The 13- and 14-move
 * rows and the six-edge column cost about 230 million nodes and two 42.6 MB
 * databases (a minute or two of CPU):
 * solver-reach.slow.test.ts recomputes the whole table in the slow tier
 * (`npm run test:slow`; UPDATE_SOLVER_REACH=1 rewrites the file there). A
 * change to the search or the databases changes the cheap rows too, so this
 * file catches it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../src/random.ts';
import { KORF_REACH_BUDGET, REACH_CASES, type SolverReach, reachScramble, reachSearch } from '../../src/three/solver-reach.ts';
import { randomFaceTurns } from '../../src/three/three-scramble.ts';
import { PAGE_EDGE_GROUPS, solveThree } from '../../src/three/three-solve.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const FILE = join(import.meta.dirname, '../../src/three/solver-reach.json');
const reach: SolverReach = JSON.parse(readFileSync(FILE, 'utf8'));
/** The cases cheap enough for every run. */
const CHEAP_LENGTH = 12;

beforeAll(async () => {
  await useSharedCornerPdb(); // built once per run for every file that uses it
}, 900_000);

describe("how far the page's 3×3×3 solver reaches", () => {
  it(`its rows up to ${CHEAP_LENGTH} moves are what the solver computes now`, () => {
    const cheap = REACH_CASES.filter((c) => c.length <= CHEAP_LENGTH);
    expect(cheap.length).toBeGreaterThanOrEqual(3);
    // With the page's edge databases (Korf's six-edge ones cost seconds to build: the slow tier recomputes those).
    const rows = cheap.map((c) => reachSearch(reachScramble(c), PAGE_EDGE_GROUPS));
    const committed = reach.rows.slice(0, cheap.length).map(({ status, optimalLength, generated, expanded, lastBound }) => ({ status, optimalLength, generated, expanded, lastBound }));
    expect(JSON.parse(JSON.stringify(rows))).toEqual(committed);
    for (const [i, c] of cheap.entries()) expect(reach.rows[i].scramble).toBe(reachScramble(c));
  });

  it('has one row per case, in order, at the reach budget', () => {
    expect(reach.budget).toBe(KORF_REACH_BUDGET);
    expect(reach.rows.map((r) => r.scrambleLength)).toEqual(REACH_CASES.map((c) => c.length));
  });

  it('solves every scramble of up to 13 moves within the reach budget, and stops at 14', () => {
    for (const row of reach.rows) {
      if (row.scrambleLength <= 13) {
        expect(row.status, row.scramble).toBe('solved');
        expect(row.optimalLength!).toBeLessThanOrEqual(row.scrambleLength);
        expect(row.generated).toBeLessThanOrEqual(KORF_REACH_BUDGET);
      } else {
        expect(row.status).toBe('budget');
        expect(row.generated).toBeGreaterThanOrEqual(KORF_REACH_BUDGET);
      }
    }
    // Every expanded node generates all the children the pruning allows (18 at the root, then 15 or 12),
    // so the two counts differ by about the branching factor whatever the heuristic: two units, never mixed.
    for (const row of reach.rows) {
      const perExpanded = row.generated / row.expanded;
      expect(perExpanded, row.scramble).toBeGreaterThan(12);
      expect(perExpanded, row.scramble).toBeLessThan(15);
    }
    // The work grows with the optimal length: each solved length costs more than the one before.
    const solved = reach.rows.filter((r) => r.status === 'solved');
    for (let i = 1; i < solved.length; i++) {
      if (solved[i].optimalLength! > solved[i - 1].optimalLength!) expect(solved[i].generated).toBeGreaterThan(solved[i - 1].generated);
    }
  });

  it("with Korf's two six-edge databases every scramble, the 14-move one too, solves within the budget in fewer nodes, to the same length", () => {
    for (const row of reach.rows) {
      const six = row.sixEdge;
      expect(six.status, row.scramble).toBe('solved');
      expect(six.optimalLength!).toBeLessThanOrEqual(row.scrambleLength);
      expect(six.generated).toBeLessThan(row.generated);
      if (row.status === 'solved') expect(six.optimalLength).toBe(row.optimalLength);
      else expect(six.optimalLength!).toBeGreaterThanOrEqual(row.lastBound);
    }
  });

  it("the solutions solve their scrambles on the referee's stickers", () => {
    for (const row of reach.rows.filter((r) => r.status === 'solved' && r.scrambleLength <= 12)) {
      const r = solveThree(row.scramble, { edgeGroups: PAGE_EDGE_GROUPS });
      if (!r.ok) throw new Error('parse');
      expect(new FaceletCube().apply(row.scramble).apply(r.moves!.join(' ')).isSolved()).toBe(true);
      expect(r.moves!.length).toBe(row.optimalLength);
    }
  });

  it('scrambles follow the search pruning: no face twice in a row, opposite faces in one order', () => {
    const faces = 'URFDLB';
    for (let seed = 1; seed <= 200; seed++) {
      const tokens = randomFaceTurns(seededRandom(seed), 20).split(' ');
      expect(tokens).toHaveLength(20);
      for (let i = 1; i < tokens.length; i++) {
        const a = faces.indexOf(tokens[i - 1][0]);
        const b = faces.indexOf(tokens[i][0]);
        expect(b).not.toBe(a);
        if (a % 3 === b % 3) expect(b).toBeGreaterThan(a);
      }
    }
  });
});
