import { describe, expect, it } from 'vitest';
import { COLOUR_NAMES, STANDARD_SCHEME, type ColourScheme } from 'pocket-cube-solver/internals';
import { netNeighbour } from '../../src/widgets/paint-cube/net-navigation.ts';
import { COLOUR_KEYS, stickerLabel } from '../../src/widgets/paint-cube/paint-mode.ts';
import { STICKER_PALETTE } from '../../src/widgets/shared/sticker-palette.ts';
import { DEFAULT_VIEW, orbitDrag, orbitKey } from '../../src/widgets/cube-3d/orbit.ts';
import { invertMoves, rotationForScheme, twizzleUrl } from '../../src/widgets/cube-3d/twizzle-link.ts';

describe('moving over the net with arrow keys', () => {
  it('moves within a face and across face edges as the net is drawn', () => {
    // Facelets: U 0–3, R 4–7, F 8–11, D 12–15, L 16–19, B 20–23; each face row by row.
    expect(netNeighbour(8, 'ArrowRight')).toBe(9);
    expect(netNeighbour(9, 'ArrowRight')).toBe(4); // front → right face
    expect(netNeighbour(8, 'ArrowUp')).toBe(2); // front → up face, bottom row
    expect(netNeighbour(10, 'ArrowDown')).toBe(12); // front → down face
    expect(netNeighbour(16, 'ArrowLeft')).toBe(16); // the net's left edge: stay
    expect(netNeighbour(0, 'ArrowUp')).toBe(0);
    expect(netNeighbour(0, 'Enter')).toBeNull();
  });

  it('reaches every sticker from every sticker', () => {
    for (let from = 0; from < 24; from++) {
      const seen = new Set([from]);
      const queue = [from];
      while (queue.length) {
        const at = queue.shift()!;
        for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
          const next = netNeighbour(at, key)!;
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.size).toBe(24);
    }
  });
});

describe('paint mode words', () => {
  it('names stickers by face and place, and colours as the palette does', () => {
    expect(stickerLabel(9, 'F')).toBe('Front face, top right: green');
    expect(stickerLabel(0, null)).toBe('Up face, top left: not painted');
    for (const [face, colour] of Object.entries(STICKER_PALETTE)) expect(COLOUR_NAMES[face as 'U']).toBe(colour.name);
  });

  it('has a key for each colour: its initial and its place in the palette', () => {
    expect(new Set(Object.values(COLOUR_KEYS)).size).toBe(6);
    for (const [key, colour] of Object.entries(COLOUR_KEYS)) {
      if (/[a-z]/.test(key)) expect(COLOUR_NAMES[colour][0]).toBe(key);
    }
  });
});

describe('orbiting the 3-D view', () => {
  it('arrow keys turn the view 15° and never tip it over', () => {
    expect(orbitKey(DEFAULT_VIEW, 'ArrowRight')).toEqual({ ...DEFAULT_VIEW, yaw: DEFAULT_VIEW.yaw + 15 });
    let view = DEFAULT_VIEW;
    for (let i = 0; i < 20; i++) view = orbitKey(view, 'ArrowUp')!;
    expect(view.pitch).toBe(-85);
    expect(orbitKey(DEFAULT_VIEW, 'x')).toBeNull();
  });

  it('dragging right turns the cube right; yaw wraps around', () => {
    expect(orbitDrag({ pitch: 0, yaw: 170 }, 40, 0).yaw).toBe(-170);
    expect(orbitDrag({ pitch: 0, yaw: 0 }, 0, 20).pitch).toBe(-10);
  });
});

describe('Open in Twizzle', () => {
  it("writes setup and solution in Twizzle's editor query, in plain WCA notation", () => {
    expect(twizzleUrl("R U' F2", "F2 U R'")).toBe('https://alpha.twizzle.net/edit/?puzzle=2x2x2&setup-alg=R+U%27+F2&alg=F2+U+R%27');
    expect(twizzleUrl('', '')).toBe('https://alpha.twizzle.net/edit/?puzzle=2x2x2');
    // Typographic primes and full-width input reach Twizzle as ASCII moves.
    expect(twizzleUrl('R′ Ｕ', '')).toBe('https://alpha.twizzle.net/edit/?puzzle=2x2x2&setup-alg=R%27+U');
  });

  it('gives no address for input that does not parse (issue 20, item 8)', () => {
    expect(twizzleUrl('hello_world', '')).toBeNull();
    expect(twizzleUrl('R U', 'R Q')).toBeNull();
  });

  it('inverts a solution into the setup that makes the painted cube', () => {
    expect(invertMoves(['R', "U'", 'F2'])).toBe("F2 U R'");
  });

  it('finds the rotation of a standard cube for any of the 24 ways it can be held, and none for another scheme', () => {
    expect(rotationForScheme(STANDARD_SCHEME)).toBe('');
    expect(rotationForScheme({ U: 'D', D: 'U', R: 'L', L: 'R', F: 'F', B: 'B' })).toBe('z2');
    const japanese: ColourScheme = { U: 'U', D: 'B', R: 'R', L: 'L', F: 'F', B: 'D' };
    expect(rotationForScheme(japanese)).toBeNull();
  });
});
