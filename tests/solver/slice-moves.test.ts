/**
 * The 3×3×3's slice moves (issue 37, round 3): M, E and S turn the middle
 * layer like L, D and F (WCA 12a), and the centres with it. Every answer the
 * two-phase solver gives to a scramble with slices must solve the cube as
 * held, checked by the independent facelet referee (tests/referee-three),
 * which turns the middle layer itself; and the referee's slices are the
 * layers WCA names (M = L′ R x′ turns the same stickers, and so on).
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from 'pocket-cube-solver';
import { scrambleToHeldCube } from 'pocket-cube-solver/three';
import { solveTwoPhase } from 'pocket-cube-solver/three/two-phase';
import { FaceletCube, refereeStickers } from '../referee-three/facelets.ts';

const stickers = (alg: string) => refereeStickers(new FaceletCube().apply(alg));

describe('the referee’s slice moves', () => {
  it('turn the middle layer the way WCA says: M like L, E like D, S like F', () => {
    expect(stickers('M')).toEqual(stickers("L' R x'"));
    expect(stickers('E')).toEqual(stickers("D' U y'"));
    expect(stickers('S')).toEqual(stickers("F' B z"));
    expect(stickers("M'")).toEqual(stickers("L R' x"));
    expect(stickers('M M M M')).toEqual(stickers(''));
    // M moves centres: after M the cube is not solved in the face names, yet every face is one colour after M'.
    expect(new FaceletCube().apply('M').isSolved()).toBe(false);
    expect(new FaceletCube().apply("M M'").isSolved()).toBe(true);
  });
});

describe('two-phase answers to scrambles with slices solve the cube as held', () => {
  const random = seededRandom(37);
  const FACES = ['U', 'R', 'F', 'D', 'L', 'B', 'M', 'E', 'S', 'x', 'y', 'Rw', 'Uw'];
  const SUFFIXES = ['', "'", '2'];
  const scrambles = ['M', "E'", 'S2', "M2 E2 S2", "M' U M U2 M' U M", "R U M' E2 S x y' Fw"];
  for (let k = 0; k < 12; k++) scrambles.push(Array.from({ length: 18 }, () => FACES[random.int(FACES.length)] + SUFFIXES[random.int(3)]).join(' '));

  it.each(scrambles)('%s', (scramble) => {
    const held = scrambleToHeldCube(scramble);
    if (!held.ok) throw new Error(held.error.message);
    const answer = solveTwoPhase(held.state, { targetLength: 22 });
    if (!answer.ok || answer.moves === null) throw new Error(`no answer for ${scramble}`);
    const cube = new FaceletCube().apply(scramble).apply(answer.moves.join(' '));
    expect(cube.isUniform(), `${scramble} → ${answer.moves.join(' ')}`).toBe(true);
  });
});
