import { describe, expect, it } from 'vitest';
import { FaceletCube, refereeFaces } from '../../../tests/referee-three/facelets.ts';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { cubeFacelets } from '../../src/three/three-facelets.ts';

describe('3×3×3 stickers from the cubie model', () => {
  it('equal the independent facelet referee after random scrambles (so corners, edges, twists and flips agree)', () => {
    const faces = ['U', 'R', 'F', 'D', 'L', 'B'];
    let seed = 11;
    for (let trial = 0; trial < 100; trial++) {
      const alg = Array.from({ length: 1 + (trial % 20) }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return faces[seed % 6] + ['', '2', "'"][(seed >> 9) % 3];
      }).join(' ');
      const r = scrambleToCube(alg);
      if (!r.ok) throw new Error(r.error.message);
      expect(cubeFacelets(r.state), alg).toEqual(refereeFaces(new FaceletCube().apply(alg)));
    }
  });

  it('after U, the front face top row shows R colours (U turns clockwise seen from above)', () => {
    const r = scrambleToCube('U');
    if (!r.ok) throw new Error('parse');
    expect(cubeFacelets(r.state).F.slice(0, 3)).toEqual(['R', 'R', 'R']);
  });
});
