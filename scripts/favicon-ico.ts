/**
 * Writes public/favicon.ico: the favicon.svg picture as a 32×32 uncompressed
 * ICO, for browsers and tools that ask for /favicon.ico and ignore the SVG.
 * Run once with `npx node scripts/favicon-ico.ts` after changing the colours.
 */
import { writeFileSync } from 'node:fs';

const SIZE = 32;
const BODY = [0x24, 0x26, 0x2b];
const QUADRANTS = [
  [0xff, 0xff, 0xff], // top left: white (U)
  [0xa3, 0x10, 0x1b], // top right: red (R)
  [0x21, 0x91, 0x4c], // bottom left: green (F)
  [0xf5, 0xd9, 0x0a], // bottom right: yellow (D)
];

function pixel(x: number, y: number): number[] {
  const inSticker = (v: number) => (v >= 3 && v < 15) || (v >= 17 && v < 29);
  if (!inSticker(x) || !inSticker(y)) return BODY;
  return QUADRANTS[(y >= 16 ? 2 : 0) + (x >= 16 ? 1 : 0)];
}

// BMP rows run bottom-up, pixels as BGRA; an ICO also wants an AND mask (all zero: opaque).
const xor = Buffer.alloc(SIZE * SIZE * 4);
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const [r, g, b] = pixel(x, SIZE - 1 - y);
    xor.set([b, g, r, 0xff], (y * SIZE + x) * 4);
  }
}
const mask = Buffer.alloc((SIZE / 8) * SIZE);
const header = Buffer.alloc(40);
header.writeUInt32LE(40, 0);
header.writeInt32LE(SIZE, 4);
header.writeInt32LE(SIZE * 2, 8); // XOR + AND bitmaps stacked
header.writeUInt16LE(1, 12);
header.writeUInt16LE(32, 14);
header.writeUInt32LE(xor.length + mask.length, 20);
const image = Buffer.concat([header, xor, mask]);

const dir = Buffer.alloc(6 + 16);
dir.writeUInt16LE(1, 2); // type: icon
dir.writeUInt16LE(1, 4); // one image
dir.writeUInt8(SIZE, 6);
dir.writeUInt8(SIZE, 7);
dir.writeUInt16LE(1, 10);
dir.writeUInt16LE(32, 12);
dir.writeUInt32LE(image.length, 14);
dir.writeUInt32LE(22, 18);

writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([dir, image]));
