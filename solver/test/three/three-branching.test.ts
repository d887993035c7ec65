import { expect, it } from 'vitest';
import { threeBruteForceSizes, threeTreeSizeExact } from '../../src/three/three-branching.ts';

it('the exact tree size agrees with the doubles while they are exact, and N₁₈ has all 21 digits (issue 36: 246,639,261,965,462,754,048)', () => {
  const doubles = threeBruteForceSizes(14);
  for (let d = 0; d <= 14; d++) expect(threeTreeSizeExact(d)).toBe(BigInt(doubles[d]));
  expect(threeTreeSizeExact(1)).toBe(18n);
  expect(threeTreeSizeExact(2)).toBe(243n);
  expect(threeTreeSizeExact(18)).toBe(246_639_261_965_462_754_048n);
});
