/**
 * Four bits per entry: Korf (1997) stored his 88,179,840-entry corner database
 * this way (42 MB). A byte table from the BFS (one byte per state, simpler and
 * faster to fill: ./two-coordinate-bfs.ts) packs into half the memory when every
 * value is at most 15; entry i sits in the low nibble of byte i >> 1 when i is
 * even, the high nibble when odd.
 */

/** Packs a byte table whose values are all ≤ 15 into 4 bits per entry; throws naming the first bad entry. */
export function packNibbles(bytes: Uint8Array): Uint8Array {
  const packed = new Uint8Array((bytes.length + 1) >> 1);
  for (let i = 0; i < bytes.length; i++) {
    const v = bytes[i];
    if (v > 15) throw new RangeError(`entry ${i} is ${v}: only values 0..15 fit in 4 bits`);
    packed[i >> 1] |= (i & 1) === 0 ? v : v << 4;
  }
  return packed;
}

// #region nibble-read
/** Entry i of a packed table. */
export function nibbleAt(packed: Uint8Array, i: number): number {
  return (packed[i >> 1] >> ((i & 1) << 2)) & 15;
}
// #endregion
