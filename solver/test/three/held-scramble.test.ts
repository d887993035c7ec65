/**
 * Scrambles with rotations and wide turns, read as held (held-scramble.ts),
 * checked against the independent facelet referee, which turns stickers by
 * its own rotation matrices and knows nothing of cubies or face renaming:
 * the state and colours as held paint exactly the referee's 54 stickers, and
 * a two-phase solution of the held state (and an optimal one, for short
 * scrambles) leaves every face of the referee one colour.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube, refereeStickers } from '../../../tests/referee-three/facelets.ts';
import { STANDARD_SCHEME } from '../../src/facelets-to-state.ts';
import { seededRandom, type Random } from '../../src/random.ts';
import { isCubeSolved, scrambleToCube } from '../../src/three/cube-state.ts';
import { scrambleToHeldCube } from '../../src/three/held-scramble.ts';
import { paintingOf, paintingToCube } from '../../src/three/three-painting.ts';
import { twoPhasePruning } from '../../src/three/two-phase/pruning-tables.ts';
import { PAGE_EDGE_GROUPS, solveThree } from '../../src/three/three-solve.ts';
import { solveTwoPhase } from '../../src/three/two-phase/solve.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

function held(text: string) {
  const r = scrambleToHeldCube(text);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

const FACE_TOKENS = ['U', 'R', 'F', 'D', 'L', 'B'];
const OTHER_TOKENS = ['x', 'y', 'z', 'Rw', 'Lw', 'Uw', 'Dw', 'Fw', 'Bw'];
const SUFFIXES = ['', "'", '2', "2'"];

/** Face turns mixed with rotations and wide turns, about one move in three not a face turn. */
function mixedScramble(random: Random, length: number): string {
  return Array.from({ length }, () => {
    const pool = random.int(3) === 0 ? OTHER_TOKENS : FACE_TOKENS;
    return pool[random.int(pool.length)] + SUFFIXES[random.int(SUFFIXES.length)];
  }).join(' ');
}

describe('scrambleToHeldCube', () => {
  it('reads a rotation as new names only: the state is solved, the colours moved (x brings green up)', () => {
    const r = held('x');
    expect(r.faceTurns).toEqual([]);
    expect(isCubeSolved(r.state)).toBe(true);
    expect(r.scheme).toEqual({ U: 'F', F: 'D', D: 'B', B: 'U', R: 'R', L: 'L' });
  });

  it('renames a face turn made before a rotation by where its layer went (U x is B, U y is U)', () => {
    expect(held('U x').faceTurns).toEqual(['B']);
    expect(held("R' y").faceTurns).toEqual(["F'"]);
    expect(held('U y').faceTurns).toEqual(['U']);
    expect(held('F x2 U').faceTurns).toEqual(['B', 'U']);
    expect(held('F z2 U').faceTurns).toEqual(['F', 'U']);
  });

  it('reads a wide turn as the opposite face and a rotation: Rw = L x, Lw = R x′, Uw2 = D2 y2, Bw′ = F′ z', () => {
    expect(held('Rw').faceTurns).toEqual(['L']);
    expect(held('Rw').scheme).toEqual(held('x').scheme);
    expect(held('Lw').faceTurns).toEqual(['R']);
    expect(held('Lw').scheme).toEqual(held("x'").scheme);
    expect(held("Rw'").faceTurns).toEqual(["L'"]);
    expect(held('Uw2').faceTurns).toEqual(['D2']);
    expect(held("Bw'").faceTurns).toEqual(["F'"]);
    expect(held("Bw'").scheme).toEqual(held('z').scheme);
    // On the referee (two layers turned by its own matrices): Rw then L′ leaves every face one colour, Rw then L does not.
    expect(new FaceletCube().apply("Rw L'").isUniform()).toBe(true);
    expect(new FaceletCube().apply('Rw L').isUniform()).toBe(false);
  });

  it('gives the same state as scrambleToCube for face turns, with the standard colours', () => {
    const r = held("R U2 F' L D2 B'");
    const plain = scrambleToCube("R U2 F' L D2 B'");
    expect(plain.ok && r.state).toEqual(plain.ok && plain.state);
    expect(r.scheme).toEqual(STANDARD_SCHEME);
  });

  it('paints exactly the referee’s 54 stickers after random scrambles of face turns, rotations and wide turns', () => {
    const random = seededRandom(2026);
    for (let trial = 0; trial < 400; trial++) {
      const scramble = mixedScramble(random, 1 + (trial % 30));
      const r = held(scramble);
      const stickers = refereeStickers(new FaceletCube().apply(scramble));
      expect(paintingOf(r.state, r.scheme), scramble).toEqual(stickers);
      // and the painting reader, given those stickers, names the same cube and colours
      expect(paintingToCube(stickers as never), scramble).toEqual({ ok: true, state: r.state, scheme: r.scheme });
    }
  });

  it('reads slice moves as WCA does (M like L, E like D, S like F), the centres moving with them', () => {
    // M = R L′ x′, E = U D′ y′, S = F′ B z (the same layers turned); each checked against the referee's stickers.
    for (const [slice, same] of [['M', "R L' x'"], ["M'", "R' L x"], ['M2', 'R2 L2 x2'], ['E', "U D' y'"], ['S', "F' B z"], ["S2'", 'F2 B2 z2']] as const) {
      const r = held(slice);
      const s = held(same);
      expect([r.state, r.scheme], slice).toEqual([s.state, s.scheme]);
      expect(paintingOf(r.state, r.scheme), slice).toEqual(refereeStickers(new FaceletCube().apply(slice)));
    }
  });

  it('refuses bad tokens, naming the token and its column', () => {
    expect(scrambleToHeldCube("R M3 U")).toMatchObject({ ok: false, error: { token: 'M3', column: 3, kind: { code: 'bad-suffix' } } });
    expect(scrambleToHeldCube('x y R r')).toMatchObject({ ok: false, error: { column: 7, kind: { code: 'unknown-move', wide: 'Rw' } } });
  });
});

describe('solutions of held scrambles', () => {
  beforeAll(async () => {
    twoPhasePruning();
    await useSharedCornerPdb();
  }, 300_000);

  it('solve the real cube as held: on the referee, scramble then solution leaves every face one colour', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 40; trial++) {
      const scramble = mixedScramble(random, 5 + (trial % 25));
      const answer = solveTwoPhase(held(scramble).state, { targetLength: 22, maxMs: 10_000 });
      if (!answer.ok || answer.moves === null) throw new Error(`no answer for ${scramble}`);
      const cube = new FaceletCube().apply(scramble).apply(answer.moves.join(' '));
      expect(cube.isUniform(), `${scramble} / ${answer.moves.join(' ')}`).toBe(true);
    }
  });

  it('solve it optimally too: an optimal solution of the held face turns, at most as long as the scramble’s turns, leaves every face one colour', () => {
    const random = seededRandom(11);
    for (let trial = 0; trial < 20; trial++) {
      const scramble = mixedScramble(random, 2 + (trial % 7));
      const r = held(scramble);
      const answer = solveThree(r.faceTurns.join(' '), { edgeGroups: PAGE_EDGE_GROUPS, maxNodes: 5_000_000 });
      if (!answer.ok || answer.moves === null) throw new Error(`no optimal answer for ${scramble}`);
      expect(answer.moves.length).toBeLessThanOrEqual(r.faceTurns.length);
      expect(new FaceletCube().apply(scramble).apply(answer.moves.join(' ')).isUniform(), scramble).toBe(true);
    }
  });
});
