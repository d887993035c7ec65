/**
 * Chapter 10's build-time facts, checked where they make a claim: the G1
 * figure's cube is in G1 after phase 1 and solved after phase 2 on the
 * independent facelet referee (tests/referee-three), phase 2 uses only the
 * subgroup's moves, and two phases never beat chapter 8's optimal lengths
 * (and match them where they say "proven optimal").
 */
import { describe, expect, it } from 'vitest';
import { FaceletCube, refereeFaces } from '../referee-three/facelets.ts';
import { KEEP_SEARCHING_NODES, ch10, g1Example, hardestShort, stillHard, versusOptimal } from '../../src/facts/chapter-10.build.ts';

const UP_DOWN = new Set(['U', 'D']);
const SIDES = ['F', 'R', 'B', 'L'];

describe('chapter 10 facts', () => {
  // Kociemba's solver.py: `for togo2 in range(dist2, togo2_limit)`, togo2_limit at most 11, "do not use more than
  // togo2_limit - 1 moves in phase 2". The page allows one move more (search.ts DEFAULT_PHASE2_CAP).
  it("Kociemba's phase 2 has at most 10 moves; the page's cap is one more", () => {
    expect([ch10.kociembaPhase2Limit, ch10.kociembaPhase2Max]).toEqual([11, 10]);
    expect(ch10.phase2Cap).toBe(ch10.kociembaPhase2Max + 1);
  });

  it('the G1 figure: after phase 1 every up or down sticker is on U or D and the middle edges are in the middle layer', () => {
    const cube = new FaceletCube().apply(g1Example.scramble).apply(g1Example.phase1.join(' '));
    const faces = refereeFaces(cube);
    expect([...faces.U, ...faces.D].every((c) => UP_DOWN.has(c))).toBe(true);
    // Middle row, left and right cells of each side face: the four middle-layer edges' stickers.
    for (const face of SIDES) for (const cell of [3, 5]) expect(UP_DOWN.has(faces[face][cell])).toBe(false);
    expect(g1Example.phase1.length).toBeGreaterThan(0);
  });

  it('the G1 figure: phase 2 uses only U, D and half turns, and solves the cube', () => {
    expect(g1Example.phase2.every((m) => /^[UD]/.test(m) || m.endsWith('2'))).toBe(true);
    const cube = new FaceletCube().apply(g1Example.scramble).apply([...g1Example.phase1, ...g1Example.phase2].join(' '));
    expect(cube.isSolved()).toBe(true);
  });

  it('two phases never beat the optimum, and "proven optimal" means equal to it', () => {
    expect(versusOptimal.length).toBeGreaterThan(3);
    for (const r of versusOptimal) {
      expect(r.first).toBeGreaterThanOrEqual(r.optimal);
      expect(r.kept).toBeGreaterThanOrEqual(r.optimal);
      expect(r.kept).toBeLessThanOrEqual(r.first);
      if (r.provenOptimal) expect(r.kept).toBe(r.optimal);
    }
    expect(ch10.givenAway.first).toBe(versusOptimal.reduce((s, r) => s + r.first - r.optimal, 0));
  });

  it('the counts: phase 1 has one coset per coordinate value, and the random cubes stay within 21 moves at the 21-move target', () => {
    expect(ch10.phase1States).toBe(ch10.twists * ch10.flips * ch10.slicePositions);
    expect(ch10.random.atTargetMax).toBeLessThanOrEqual(20);
    expect(ch10.random.keptMean).toBeLessThanOrEqual(ch10.random.atTargetMean);
  });

  it('the hardest short scramble: what the prose says of it (first answer longer, the optimum reached within the budget)', () => {
    expect(hardestShort.first).toBeGreaterThan(hardestShort.optimal);
    expect(hardestShort.kept).toBe(hardestShort.optimal);
    expect(hardestShort.nodesToOptimal).toBeLessThanOrEqual(KEEP_SEARCHING_NODES);
  });
});

// Issue 36: the hard cases and the history, as chapter 10 states them.
describe('chapter 10 facts: the scrambles two phases find hard, and the history', () => {
  it('the scramble that stays hard is the table row furthest over its optimum after the budget, and the search gets there and proves it later', () => {
    const over = (r: (typeof versusOptimal)[number]) => r.kept - r.optimal;
    expect(over(stillHard)).toBe(Math.max(...versusOptimal.map(over)));
    expect(versusOptimal).toContainEqual({ scramble: stillHard.scramble, optimal: stillHard.optimal, first: stillHard.first, kept: stillHard.kept, provenOptimal: stillHard.provenOptimal });
    expect(stillHard.kept).toBeGreaterThan(stillHard.optimal);
    expect(stillHard.provenOptimal).toBe(false);
    expect(stillHard.nodesToOptimal).toBeGreaterThan(KEEP_SEARCHING_NODES);
    expect(stillHard.nodesToProof).toBeGreaterThanOrEqual(stillHard.nodesToOptimal);
  });

  it('the scramble whose first answer is furthest off reaches and proves its optimum within the budget', () => {
    expect(hardestShort.nodesToOptimal).toBeLessThanOrEqual(hardestShort.nodesToProof);
    expect(hardestShort.nodesToProof).toBeLessThanOrEqual(KEEP_SEARCHING_NODES);
    expect(hardestShort.provenOptimal).toBe(true);
  });

  it("the history's numbers: 12 + 18 = 30 (Kociemba), 12 + 17 = 29 (Reid 1995), 52 (Thistlethwaite), 20 (2010)", () => {
    expect([ch10.maxPhase1, ch10.maxPhase2]).toEqual([12, 18]);
    expect(ch10.history).toEqual({ thistlethwaiteMoves: 52, twoPhaseFirstBound: 30, reidPhase2: 17, reidBound: 29 });
    expect(ch10.godsNumberHtm).toBe(20);
  });

  it("the opening: chapter 8's solver reached 13 moves with the page's databases, 14 with Korf's six-edge ones and 16 with Reid's bound", () => {
    expect([ch10.reachSolvedUpTo, ch10.reachSixEdgeSolvedUpTo, ch10.reidSolvedUpTo]).toEqual([13, 14, 16]);
    expect(ch10.reachBudget).toBe(100_000_000);
    expect(ch10.typicalOverReach).toBeCloseTo(ch10.branchingHtm ** (ch10.typicalDepth - ch10.reidSolvedUpTo), 6);
    expect(ch10.phase1Whole).toEqual({ deepest: 12, atDeepest: 476 });
  });

  it("the projections baseline reads min2phase's three phase-1 pairs, twist × flip among them", () => {
    expect(ch10.twistFlipEntries).toBe(ch10.twists * ch10.flips);
    expect(ch10.depths.twistFlip).toBeGreaterThan(0);
  });
});
