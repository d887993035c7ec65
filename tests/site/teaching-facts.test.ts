/**
 * Facts the chapters state in words (issue 12's corrected sentences), checked
 * against the solver so the words cannot drift from the model.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState, SOLVED, seededRandom, solve } from 'pocket-cube-solver';
import { CORNER_NAMES, FACELETS, METRIC_MOVES, applyMoves, faceletColors, movePruning, sequenceOrder } from 'pocket-cube-solver/internals';
import { parseAlg } from 'pocket-cube-solver/notation';
import { pdbFacts } from '../../src/facts/pdb-facts.build.ts';
import { chapterSixNumbers } from '../../src/facts/chapter-six-numbers.build.ts';
import { classicFacts } from '../../src/lib/classic-facts.build.ts';
import { facts } from '../../src/lib/pocket-cube-facts.build.ts';
import { formatShare } from '../../src/lib/format.ts';
import { framePair } from '../../src/figures/frame-figure.ts';
import { applyAlg, netColours, solvedCube, solvesAsHeld } from '../referee/facelet-cube.ts';

const held = (alg: string) => {
  const parsed = parseAlg(alg);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return applyMoves(SOLVED, parsed.moves);
};

describe('chapter 1', () => {
  it("the live example: D R's answer uses only U, R and F and solves the cube as held (referee)", () => {
    const r = solve('D R');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.moves!.every((m) => /^[URF]/.test(m))).toBe(true);
    expect(solvesAsHeld('D R', r.moves!.join(' '))).toBe(true);
  });
});

describe("chapter 1's notation caption", () => {
  it('U carries the front row to the left face, D carries it to the right face (referee)', () => {
    // Stickers keep their order in the referee's list; find where the front row's stickers end up.
    const before = solvedCube();
    const faceOf = (normal: readonly number[]) => (normal[0] === 1 ? 'R' : normal[0] === -1 ? 'L' : normal[2] === 1 ? 'F' : normal[2] === -1 ? 'B' : normal[1] === 1 ? 'U' : 'D');
    const frontRow = (alg: string, row: 1 | -1) => {
      const after = applyAlg(alg);
      return before.flatMap((sticker, i) => (sticker.colour === 'F' && sticker.position[1] === row ? [faceOf(after[i].normal)] : []));
    };
    expect(frontRow('U', 1)).toEqual(['L', 'L']);
    expect(frontRow('D', -1)).toEqual(['R', 'R']);
  });
});

describe("chapter 3's frame figure", () => {
  it('draws the held cube after D as the referee sees it, and the DBL-fixed view as the state of U', () => {
    const { held: heldNet, solver } = framePair('D');
    expect(heldNet).toEqual(netColours(applyAlg('D')));
    const u = scrambleToState('U');
    if (!u.ok) throw new Error('U');
    expect(solver).toEqual(faceletColors(u.state));
  });
});

describe('chapter 3', () => {
  it('R carries the corner at URF over the top to UBR, its up sticker now facing back', () => {
    const after = held('R');
    const ubr = CORNER_NAMES.indexOf('UBR');
    expect(after.perm[ubr]).toBe(CORNER_NAMES.indexOf('URF'));
    const colours = faceletColors(after);
    const upSticker = FACELETS.findIndex((f, i) => f.corner === ubr && colours[i] === 'U');
    expect(FACELETS[upSticker].face).toBe('B');
  });

  it('an order divides three times the permutation order k of the held cube, and never exceeds 3 × 15', () => {
    const random = seededRandom(12);
    const faces = ['U', 'R', 'F', 'D', 'L', 'B'];
    const suffixes = ['', "'", '2'];
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (let trial = 0; trial < 300; trial++) {
      const alg = Array.from({ length: 1 + random.int(8) }, () => faces[random.int(trial < 150 ? 3 : 6)] + suffixes[random.int(3)]).join(' ');
      const order = sequenceOrder(alg);
      if (!order.ok) throw new Error(alg);
      const effect = held(alg);
      // k = lcm of the permutation's cycle lengths.
      const seen = new Set<number>();
      let k = 1;
      for (let i = 0; i < 8; i++) {
        if (seen.has(i)) continue;
        let length = 0;
        for (let p = i; !seen.has(p); p = effect.perm[p]) (seen.add(p), length++);
        k = (k * length) / gcd(k, length);
      }
      expect((3 * k) % order.order, alg).toBe(0);
      // U, R, F only: DBL stays, seven corners, so k ≤ 12 and the order is k or 3k exactly.
      if (trial < 150) expect([k, 3 * k], alg).toContain(order.order);
      expect(order.order).toBeLessThanOrEqual(45);
    }
  });
});

describe('chapter 5', () => {
  it('the skipping BFS is harmless on this model in HTM only, and wrong in QTM', () => {
    const f = pdbFacts();
    expect(f.htm.classic.perm.wrong + f.htm.classic.orient.wrong).toBe(0);
    expect(f.qtm.classic.perm.wrong).toBeGreaterThan(0);
    expect(f.qtm.classic.orient.wrong).toBeGreaterThan(0);
  });
});

describe("chapter 5's paragraph on the classic tables", () => {
  it('states what chapter 9 computes: 3,055 + 25 entries never reached, about 15 % of states overestimated', () => {
    const c = classicFacts();
    // The same counts as solver/test/classic/pattern-databases.test.ts and the notes (classic-design.md).
    expect([c.perm.unreached, c.orient.unreached]).toEqual([3055, 25]);
    expect(formatShare(c.overestimatedShare)).toMatch(/^15\.\d %$/);
    expect(c.stateCount).toBe(facts().orientedStateCount); // its states: the whole cube's orientation counts
  });
});

describe('chapter 6', () => {
  it("QTM move pruning skips R' R' but keeps R R; HTM skips every repeated face", () => {
    const name = (metric: 'htm' | 'qtm', n: string) => METRIC_MOVES[metric].findIndex((m) => m.name === n);
    const allowedAfter = (metric: 'htm' | 'qtm', first: string, second: string) => {
      const p = movePruning(metric);
      const n = METRIC_MOVES[metric].length;
      const s = p.next[p.start * n + name(metric, first)];
      return p.allowed[s * n + name(metric, second)] === 1;
    };
    expect(allowedAfter('qtm', 'R', 'R')).toBe(true);
    expect(allowedAfter('qtm', "R'", "R'")).toBe(false);
    for (const a of ['R', 'R2', "R'"]) for (const b of ['R', 'R2', "R'"]) expect(allowedAfter('htm', a, b)).toBe(false);
  });

  it('the sequence counts are for exactly God\'s number of moves: 9^11 and 9·6^10', () => {
    const n = chapterSixNumbers();
    const g = facts().godsNumberHtm;
    expect(n.sequencesUnpruned).toBe(facts().htmMoveCount ** g);
    expect(n.sequencesPruned).toBe(facts().htmMoveCount * n.branching ** (g - 1));
  });
});
