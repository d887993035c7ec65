/**
 * Korf's six-edge pattern database (42,577,920 positions, used by the CLI's
 * 3×3×3 solver), checked by an independent breadth-first search: a different
 * encoding (each tracked edge as one 5-bit digit, slot·2 + flip, in a sparse
 * bit set of 2³⁰ entries), a plain frontier-queue BFS with no direction
 * switching, and moves taken from the cubie model per move token (which
 * three-facelets.test.ts checks against the sticker referee). Its depth
 * histogram must equal the solver's generic two-coordinate BFS.
 *
 * Slow tier (npm run test:slow, which .ci/run runs after npm test): about
 * 100 s of CPU, its random accesses missing the cache. The generic BFS it
 * guards is also held, entry by entry, to a naive queue BFS on random plain
 * and twisted spaces by two-coordinate-bfs.test.ts, which fails within
 * 30 ms when the twist is ignored (seen); this file adds the real
 * six-edge space and the solver's own flip masks.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { edgeGroupPdb } from '../../src/three/edge-group.ts';
import { KORF_EDGE_GROUPS } from '../../src/three/three-solve.ts';

const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];
/** A digit (slot·2 + flip, 0..23) takes 5 bits: decoding is shifts, not divisions. */
const BITS = 5;
const MASK = (1 << BITS) - 1;

/** digitMove[m][slot·2 + flip] = the digit after move m, for a piece in that slot with that flip. */
function digitMoves(tokens: readonly string[]): Uint8Array[] {
  return tokens.map((token) => {
    const r = scrambleToCube(token);
    if (!r.ok) throw new Error(r.error.message);
    const { perm, flip } = r.state.edges; // replaced-by: slot i now holds what was in slot perm[i], flipped by flip[i]
    const table = new Uint8Array(1 << BITS);
    for (let i = 0; i < 12; i++) for (const f of [0, 1]) table[perm[i] * 2 + f] = i * 2 + (f ^ flip[i]);
    return table;
  });
}

function tupleBfsHistogram(pieces: readonly number[], tokens: readonly string[]): number[] {
  const k = pieces.length;
  const moves = digitMoves(tokens);
  const seen = new Uint32Array((1 << (BITS * k)) / 32); // one bit per tuple
  const visit = (index: number): boolean => {
    const word = index >>> 5;
    const bit = 1 << (index & 31);
    if (seen[word] & bit) return false;
    seen[word] |= bit;
    return true;
  };
  // In the solved cube piece p sits in slot p, unflipped.
  const start = pieces.reduce((index, piece, i) => index | ((piece * 2) << (BITS * i)), 0);
  let frontier = new Uint32Array([start]);
  let frontierSize = 1;
  visit(start);
  const histogram = [1];
  for (;;) {
    const next = new Uint32Array(Math.min(frontierSize * moves.length, 42_577_920));
    let nextSize = 0;
    for (let q = 0; q < frontierSize; q++) {
      const from = frontier[q];
      for (const table of moves) {
        let index = 0;
        for (let i = 0; i < k; i++) index |= table[(from >>> (BITS * i)) & MASK] << (BITS * i);
        if (visit(index)) next[nextSize++] = index;
      }
    }
    if (nextSize === 0) return histogram;
    histogram.push(nextSize);
    frontier = next;
    frontierSize = nextSize;
  }
}

describe("Korf's six-edge pattern database", () => {
  it('has the histogram of an independent BFS over 5-bit digits (HTM), 42,577,920 positions in all', () => {
    const pieces = KORF_EDGE_GROUPS[0];
    const tokens = FACES.flatMap((f) => [f, `${f}2`, `${f}'`]);
    const expected = tupleBfsHistogram(pieces, tokens);
    expect(expected.reduce((a, b) => a + b, 0)).toBe(42_577_920);
    expect(edgeGroupPdb(pieces, 'htm').histogram).toEqual(expected);
  }, 300_000);
});
