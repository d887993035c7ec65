/**
 * A small seeded random number generator, so scrambles, tests and benchmarks
 * are reproducible. Mulberry32 (Tommy Ettinger, 2017; public domain): 32 bits
 * of state, passes PractRand up to 2^32 outputs — plenty for picking states,
 * and not meant for cryptography.
 */

export interface Random {
  /** A uniform integer in 0..n−1 (n ≤ 2^32), without modulo bias. */
  int(n: number): number;
  /** A uniform 32-bit unsigned integer. */
  uint32(): number;
}

/**
 * A Mulberry32 generator started from `seed` (only its low 32 bits count):
 * the same seed gives the same numbers on every run and platform.
 *
 * @example
 * const random = seededRandom(42);
 * random.int(6) // 0, on every run
 * randomScramble(seededRandom(1)) // the same scramble every time
 */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const uint32 = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    uint32,
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
      // Reject the top sliver that would make low values more likely.
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = uint32();
        if (x < limit) return x % n;
      }
    },
  };
}

/** A seed for when the caller gives none. */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 2 ** 32)) >>> 0;
}
