/**
 * The 3-D 3×3×3 (src/widgets/cube-3d/three-layout.ts) against the solver's
 * 3×3×3 model: where each cubie and sticker sits, which cubies a face turn
 * turns, and that the rotation the view animates carries every sticker to
 * where `cubeFacelets(composeCube(state, move))` puts its colour.
 */
import { describe, expect, it } from 'vitest';
import { CORNER_POSITION, FACES, FACE_NORMAL, type Face, type Vec3, composeCube, cubeFacelets, cubeMove } from 'pocket-cube-solver/internals';
import { type CubeState, SOLVED_CUBE, scrambleToCube } from 'pocket-cube-solver/three';
import { THREE_LAYOUT, threeColors, threeTurnPlan } from '../../src/widgets/cube-3d/three-layout.ts';
import { rotateCss, toCss } from '../../src/widgets/cube-3d/turn-geometry.ts';

/** Kociemba's edge numbering (kociemba.org/cube.htm, "The Coordinate Level"), written out here as an independent reference. */
const KOCIEMBA_EDGES = ['UR', 'UF', 'UL', 'UB', 'DR', 'DF', 'DL', 'DB', 'FR', 'FL', 'BL', 'BR'];

const sum = (faces: string): Vec3 =>
  [...faces].reduce<Vec3>((p, f) => [p[0] + FACE_NORMAL[f as Face][0], p[1] + FACE_NORMAL[f as Face][1], p[2] + FACE_NORMAL[f as Face][2]], [0, 0, 0]);
const key = (v: Vec3) => v.map((c) => c + 0).join(',');
const cubieAt = new Map(THREE_LAYOUT.cubies.map((cubie, i) => [key(cubie.position), i]));
const faceOf = (n: Vec3): Face => FACES.find((f) => key(FACE_NORMAL[f]) === key(n))!;

function stateOf(scramble: string): CubeState {
  const result = scrambleToCube(scramble);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const STATES: Record<string, CubeState> = {
  solved: SOLVED_CUBE,
  'R U': stateOf('R U'),
  "F2 L' D B2 U' R L2 F' D2 B": stateOf("F2 L' D B2 U' R L2 F' D2 B"),
};

describe('the 3×3×3 layout', () => {
  it('has the 26 outer cubies, each with a sticker on each outer face, and stickers 0..53 once each', () => {
    const positions = THREE_LAYOUT.cubies.map((c) => key(c.position)).sort();
    const expected: string[] = [];
    for (const x of [-1, 0, 1]) for (const y of [-1, 0, 1]) for (const z of [-1, 0, 1]) if (x || y || z) expected.push(key([x, y, z]));
    expect(positions).toEqual(expected.sort());
    const indices: number[] = [];
    for (const { position, stickers } of THREE_LAYOUT.cubies) {
      const outer = FACES.filter((f) => FACE_NORMAL[f].some((c, axis) => c !== 0 && c === position[axis]));
      expect(Object.keys(stickers).sort()).toEqual([...outer].sort());
      for (const [face, index] of Object.entries(stickers)) {
        // Sticker 9·f + cell lies on face f (U R F D L B).
        expect(FACES[Math.floor(index! / 9)]).toBe(face);
        indices.push(index!);
      }
    }
    expect(indices.sort((a, b) => a - b)).toEqual(Array.from({ length: 54 }, (_, i) => i));
  });

  it('numbers the corners as the solver does and the edges as Kociemba does, then the centres U R F D L B', () => {
    CORNER_POSITION.forEach((p, i) => expect(THREE_LAYOUT.cubies[i].position).toEqual(p));
    KOCIEMBA_EDGES.forEach((name, i) => expect(key(THREE_LAYOUT.cubies[8 + i].position)).toBe(key(sum(name))));
    FACES.forEach((face, i) => expect(THREE_LAYOUT.cubies[20 + i].position).toEqual(FACE_NORMAL[face]));
  });

  it('puts the corner stickers where a net reads them (Kociemba’s facelet order: URF is U9, R1, F3)', () => {
    expect(THREE_LAYOUT.cubies[0].stickers).toEqual({ U: 8, R: 9, F: 20 });
    // DBL: D7, L7, B9 (sticker 9·face + cell − 1).
    expect(THREE_LAYOUT.cubies[7].stickers).toEqual({ D: 33, L: 42, B: 53 });
  });
});

describe('3×3×3 face turns agree with the solver’s model', () => {
  for (const face of FACES) {
    for (const quarterTurns of [1, 2, 3]) {
      it(`${face} × ${quarterTurns}: the plan turns the nine cubies of ${face}, the ones cubeMove moves plus the centre`, () => {
        const plan = threeTurnPlan({ family: face, quarterTurns });
        const move = cubeMove(face, quarterTurns);
        const moved = [
          ...move.corners.perm.flatMap((from, to) => (from !== to || move.corners.twist[to] !== 0 ? [key(CORNER_POSITION[to])] : [])),
          ...move.edges.perm.flatMap((from, to) => (from !== to || move.edges.flip[to] !== 0 ? [key(sum(KOCIEMBA_EDGES[to]))] : [])),
          key(FACE_NORMAL[face]),
        ];
        expect(plan.cubies.map((i) => key(THREE_LAYOUT.cubies[i].position)).sort()).toEqual(moved.sort());
      });

      for (const [name, state] of Object.entries(STATES)) {
        it(`${face} × ${quarterTurns} from ${name}: the animated rotation sends every sticker where cubeFacelets puts its colour`, () => {
          const plan = threeTurnPlan({ family: face, quarterTurns });
          const before = threeColors(cubeFacelets(state));
          const after = threeColors(cubeFacelets(composeCube(state, cubeMove(face, quarterTurns))));
          // What the picture shows once the layer has turned: the old colours, carried by the rotation.
          const shown = [...before];
          for (const cubie of plan.cubies) {
            const { position, stickers } = THREE_LAYOUT.cubies[cubie];
            const to = cubieAt.get(key(toCss(rotateCss(plan.axis, plan.degrees, toCss(position)))))!;
            for (const [from, index] of Object.entries(stickers)) {
              const lands = faceOf(toCss(rotateCss(plan.axis, plan.degrees, toCss(FACE_NORMAL[from as Face]))));
              shown[THREE_LAYOUT.cubies[to].stickers[lands]!] = before[index!];
            }
          }
          expect(shown.join('')).toBe(after.join(''));
          // The turn changed something (a wrong-way turn would not pass the line above by accident).
          expect(after.join('')).not.toBe(before.join(''));
        });
      }
    }
  }

  it('a prime turns back the way the plain turn went, a half turn is 180° (two quarter stops in QTM)', () => {
    expect(threeTurnPlan({ family: 'R', quarterTurns: 1 }).degrees).toBe(90);
    expect(threeTurnPlan({ family: 'R', quarterTurns: 3 }).degrees).toBe(-90);
    expect(threeTurnPlan({ family: 'R', quarterTurns: 2 }, 'htm').stops).toEqual([0, 180]);
    expect(threeTurnPlan({ family: 'R', quarterTurns: 2 }, 'qtm').stops).toEqual([0, 90, 180]);
  });

  it('refuses a whole-cube rotation (the 3×3×3 model keeps its centres)', () => {
    expect(() => threeTurnPlan({ family: 'x' as Face, quarterTurns: 1 })).toThrow(/faces only/);
  });
});
