/**
 * The cube in 3-D: its cubies built from CSS 3-D transforms, recoloured from
 * the same facelet colours the net draws, and layer turns animated with the
 * Web Animations API. One view for every size: a layout (cube-layout.ts)
 * says where the cubies sit, which sticker is where and which cubies a move
 * turns — the 2×2×2 (24 stickers) or the 3×3×3 (three-layout.ts, 54).
 *
 * Why CSS 3-D and not SVG with a projection or WebGL: 8 cubies × 6 faces are
 * 48 divs (26 × 6 = 156 on the 3×3×3); the browser projects and depth-sorts
 * them, and a transform animation runs on the compositor, so a turn costs
 * the page's main thread almost nothing (the 2×2×2's measured in
 * `npm run bench:browser`). Stickers stay DOM
 * elements with `data-color`, styled by the palette's CSS variables (themes,
 * high contrast) and readable by tests. An SVG projection would have to
 * recompute and re-sort polygons in script on every frame.
 *
 * How a turn is drawn: each cubie sits in a "pivot" at the cube's centre.
 * The turning layer's pivots rotate from 0 to the move's angle
 * (turn-geometry.ts) while every sticker keeps its colour; at the end the
 * stickers take the new colours and the pivots snap back to 0 in the same
 * frame. A layer turned by 90° with the old colours looks exactly like the
 * unturned layer with the new ones, so nothing jumps. At most one turn runs:
 * a new turn, `update` or `cancel` ends the running one at its end state.
 */
import type { Metric } from 'pocket-cube-solver';
import type { Face } from 'pocket-cube-solver/internals';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { FACE_ORDER, STICKER_PALETTE } from '../shared/sticker-palette.ts';
import type { CubeLayout } from './cube-layout.ts';
import { type TurnMove, pivotTransform, toCss } from './turn-geometry.ts';

/** Face plane transforms inside a cubie (half = half a cubie's edge): the usual CSS cube. */
const FACE_TRANSFORM: Readonly<Record<Face, string>> = {
  F: 'translateZ(var(--c3d-half))',
  B: 'rotateY(180deg) translateZ(var(--c3d-half))',
  R: 'rotateY(90deg) translateZ(var(--c3d-half))',
  L: 'rotateY(-90deg) translateZ(var(--c3d-half))',
  U: 'rotateX(90deg) translateZ(var(--c3d-half))',
  D: 'rotateX(-90deg) translateZ(var(--c3d-half))',
};

export interface TurnOptions {
  readonly metric?: Metric;
  /** Milliseconds for a quarter turn (a half turn in HTM takes 1.5×, in QTM 2×). */
  readonly quarterMs: number;
}

export interface CubeView<Move extends TurnMove = TurnMove> {
  /** The element to insert (`.c3d-cube`, inside a `.c3d-scene`). */
  readonly scene: HTMLElement;
  /** True while a turn is animating. */
  readonly turning: boolean;
  /** Shows these colours (the layout's sticker order: 24 or 54), ending any turn first. */
  update(colors: readonly Face[]): void;
  /**
   * Animates `move` from `before` to `after` (the layout's colours each).
   * Resolves when the turn ends or is cut short. Under
   * `prefers-reduced-motion: reduce` (checked at each call) shows `after` at once.
   */
  turn(move: Move, before: readonly Face[], after: readonly Face[], options: TurnOptions): Promise<void>;
  /** Ends a running turn at its end state. */
  cancel(): void;
}

/** The reader asked for less motion (checked at each turn, so a change applies at once). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A sentence per face naming its sticker colours in reading order, for any
 * size (describeNet's for the 2×2×2 net, generalised): "Up face: white,
 * white, red, white. …"; a one-colour face is "all white".
 */
export function describeFaces(colors: readonly Face[], words: Catalogue['cube']): string {
  const perFace = colors.length / FACE_ORDER.length;
  return FACE_ORDER.map((face, f) => words.netFace(words.faces[face], colors.slice(f * perFace, (f + 1) * perFace).map((c) => words.colours[c]))).join(' ');
}

/**
 * Builds the 3-D cube of a layout: `createCubeView(document, 'Cube', POCKET_LAYOUT)`
 * is the 2×2×2, `createCubeView(document, 'Cube', THREE_LAYOUT)` the 3×3×3.
 * `label` starts its accessible name. Pivot i holds cubie i of the layout;
 * a sticker element carries `data-index` (which colour it shows) and
 * `data-color` (that colour).
 */
export function createCubeView<Move extends TurnMove>(doc: Document, label: string, layout: CubeLayout<Move>): CubeView<Move> {
  const scene = doc.createElement('div');
  scene.className = 'c3d-scene';
  // Cubies along an edge: cube-3d.css divides the cube's edge by it, so every size is as large on screen.
  scene.style.setProperty('--c3d-size', String(layout.size));
  scene.dataset.size = String(layout.size);
  const cube = doc.createElement('div');
  cube.className = 'c3d-cube';
  scene.append(cube);
  scene.setAttribute('role', 'img');
  scene.dataset.label = label;

  // Layer coordinates (−1..1) to cubie centres: ±half a cubie on the 2×2×2, 0 or ±a cubie on the 3×3×3.
  const spacing = layout.size - 1;
  const pivots: HTMLElement[] = [];
  const stickers: HTMLElement[] = new Array(layout.stickerCount);
  layout.cubies.forEach(({ position, stickers: faces }, index) => {
    const pivot = doc.createElement('div');
    pivot.className = 'c3d-pivot';
    const cubie = doc.createElement('div');
    cubie.className = 'c3d-cubie';
    cubie.dataset.cubie = String(index);
    const [x, y, z] = toCss(position).map((c) => c * spacing);
    cubie.style.transform = `translate3d(calc(var(--c3d-half) * ${x}), calc(var(--c3d-half) * ${y}), calc(var(--c3d-half) * ${z}))`;
    for (const face of FACE_ORDER) {
      const plane = doc.createElement('div');
      plane.className = 'c3d-face';
      plane.style.transform = FACE_TRANSFORM[face];
      const at = faces[face];
      if (at !== undefined) {
        const sticker = doc.createElement('div');
        sticker.className = 'c3d-sticker';
        sticker.dataset.index = String(at);
        const letter = doc.createElement('span');
        letter.setAttribute('aria-hidden', 'true');
        sticker.append(letter);
        plane.append(sticker);
        stickers[at] = sticker;
      }
      cubie.append(plane);
    }
    pivot.append(cubie);
    cube.append(pivot);
    pivots.push(pivot);
  });

  let running: { animations: Animation[]; after: readonly Face[]; done: () => void } | null = null;

  function paint(colors: readonly Face[]) {
    if (colors.length !== layout.stickerCount) throw new Error(`this cube shows ${layout.stickerCount} stickers, not ${colors.length}`);
    stickers.forEach((sticker, i) => {
      const color = colors[i];
      if (sticker.dataset.color !== color) {
        sticker.dataset.color = color;
        // A blank sticker (a painting in progress, colour 'none') shows no letter.
        sticker.firstElementChild!.textContent = color in STICKER_PALETTE ? color : '';
      }
    });
    // A painting in progress has blank stickers ('none'): say so rather than name colours that are not there.
    const complete = colors.every((c) => c in STICKER_PALETTE);
    const words = pageMessages();
    const t = words.kit.cube3d;
    scene.setAttribute('aria-label', `${t.inThreeD(scene.dataset.label ?? t.cube)} ${complete ? describeFaces(colors, words.cube) : t.unpainted}`);
  }

  function finish() {
    const current = running;
    if (!current) return;
    running = null;
    // New colours first, then drop the rotation: both land in the same frame.
    paint(current.after);
    for (const animation of current.animations) animation.cancel();
    scene.removeAttribute('data-turning');
    current.done();
  }

  return {
    scene,
    get turning() {
      return running !== null;
    },
    update(colors) {
      finish();
      paint(colors);
    },
    cancel: finish,
    turn(move, before, after, { metric = 'htm', quarterMs }) {
      finish();
      if (prefersReducedMotion() || typeof Element.prototype.animate !== 'function') {
        paint(after);
        return Promise.resolve();
      }
      paint(before);
      const plan = layout.plan(move, metric);
      const last = plan.stops.length - 1;
      const keyframes = plan.stops.map((degrees, i) => ({
        transform: pivotTransform(plan, degrees),
        offset: i / last,
        easing: 'ease-in-out',
      }));
      const duration = plan.stops.length === 3 ? 2 * quarterMs : Math.abs(plan.degrees) === 180 ? 1.5 * quarterMs : quarterMs;
      const animations = plan.cubies.map((cubie) => pivots[cubie].animate(keyframes, { duration, fill: 'forwards' }));
      scene.dataset.turning = move.family;
      return new Promise<void>((resolve) => {
        running = { animations, after, done: resolve };
        const mine = running;
        animations[0].finished.then(
          () => {
            if (running === mine) finish();
          },
          () => {
            // cancelled: finish() already ran
          },
        );
      });
    },
  };
}
