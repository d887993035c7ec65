/**
 * Sticker colours for drawing the cube: the usual Western scheme (white up,
 * green front, red right), tuned so the faces stay apart without hue.
 *
 * Red–green colour blindness folds yellow, orange, green and red onto one
 * yellow–brown axis, so those four are spaced in luminance (relative
 * luminance ≈ 0.69, 0.37, 0.21, 0.08: neighbours differ by a contrast ratio
 * of at least 1.6). Blue is far from all four on the blue–yellow axis that
 * red–green colour blindness keeps, and from green in luminance (1.8) for
 * tritanopia, which confuses blue with green. White and yellow differ in
 * saturation for every kind. tests/site/sticker-palette.test.ts checks these
 * ratios and the contrast of the face letters.
 */
import type { Face } from 'pocket-cube-solver/internals';

export type { Face };

export interface StickerColour {
  /** sRGB hex, used for the fill. */
  readonly fill: string;
  /** Accessible name of the colour, for descriptions and legends. */
  readonly name: string;
  /** Ink for a face letter drawn on the sticker (contrast ≥ 4.5 with the fill). */
  readonly ink: string;
}

export const STICKER_PALETTE: Readonly<Record<Face, StickerColour>> = {
  U: { fill: '#ffffff', name: 'white', ink: '#000000' },
  D: { fill: '#f5d90a', name: 'yellow', ink: '#000000' },
  L: { fill: '#f5891f', name: 'orange', ink: '#000000' },
  F: { fill: '#21914c', name: 'green', ink: '#000000' },
  B: { fill: '#2350b5', name: 'blue', ink: '#ffffff' },
  R: { fill: '#a3101b', name: 'red', ink: '#ffffff' },
};

/** Faces in the solver's facelet order. */
export const FACE_ORDER: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];

/** Position names of the faces, for descriptions ("Up face: …"). */
export const FACE_NAMES: Readonly<Record<Face, string>> = {
  U: 'Up',
  R: 'Right',
  F: 'Front',
  D: 'Down',
  L: 'Left',
  B: 'Back',
};

/**
 * CSS custom properties `--sticker-U` … and `--sticker-ink-U` …, emitted once
 * in the page head so stylesheets and SVG share the palette.
 */
export function paletteCss(): string {
  const lines = FACE_ORDER.map(
    (face) => `--sticker-${face}:${STICKER_PALETTE[face].fill};--sticker-ink-${face}:${STICKER_PALETTE[face].ink};`,
  );
  return `:root{${lines.join('')}}`;
}

/** WCAG relative luminance of an sRGB hex colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
