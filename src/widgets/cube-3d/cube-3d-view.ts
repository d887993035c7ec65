/**
 * The cube in 3-D: eight cubies built from CSS 3-D transforms, recoloured from
 * the same 24 facelet colours the net draws, and layer turns animated with the
 * Web Animations API.
 *
 * Why CSS 3-D and not SVG with a projection or WebGL: 8 cubies × 6 faces are
 * 48 divs; the browser projects and depth-sorts them, and a transform
 * animation runs on the compositor, so a turn costs the page's main thread
 * almost nothing (measured in `npm run bench:browser`). Stickers stay DOM
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
import { FACELETS, CORNER_COUNT, CORNER_POSITION, type Face } from 'pocket-cube-solver';
import { describeNet } from '../shared/net-layout.ts';
import { pageMessages } from '../shared/page-language.ts';
import { STICKER_PALETTE } from '../shared/sticker-palette.ts';
import type { Metric } from 'pocket-cube-solver';
import { type TurnMove, pivotTransform, toCss, turnPlan } from './turn-geometry.ts';

/** Face plane transforms inside a cubie (half = half a cubie's edge): the usual CSS cube. */
const FACE_TRANSFORM: Readonly<Record<Face, string>> = {
  F: 'translateZ(var(--c3d-half))',
  B: 'rotateY(180deg) translateZ(var(--c3d-half))',
  R: 'rotateY(90deg) translateZ(var(--c3d-half))',
  L: 'rotateY(-90deg) translateZ(var(--c3d-half))',
  U: 'rotateX(90deg) translateZ(var(--c3d-half))',
  D: 'rotateX(-90deg) translateZ(var(--c3d-half))',
};

const ALL_FACES: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];

export interface TurnOptions {
  readonly metric?: Metric;
  /** Milliseconds for a quarter turn (a half turn in HTM takes 1.5×, in QTM 2×). */
  readonly quarterMs: number;
}

export interface Cube3dView {
  /** The element to insert (`.c3d-cube`, inside a `.c3d-scene`). */
  readonly scene: HTMLElement;
  /** True while a turn is animating. */
  readonly turning: boolean;
  /** Shows these 24 colours (facelet order), ending any turn first. */
  update(colors: readonly Face[]): void;
  /**
   * Animates `move` from `before` to `after` (24 colours each). Resolves when
   * the turn ends or is cut short. Under `prefers-reduced-motion: reduce`
   * (checked at each call) shows `after` at once.
   */
  turn(move: TurnMove, before: readonly Face[], after: readonly Face[], options: TurnOptions): Promise<void>;
  /** Ends a running turn at its end state. */
  cancel(): void;
}

/** The reader asked for less motion (checked at each turn, so a change applies at once). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Builds the 3-D cube. `label` starts its accessible name ("Cube"). */
export function createCube3d(doc: Document, label: string): Cube3dView {
  const scene = doc.createElement('div');
  scene.className = 'c3d-scene';
  const cube = doc.createElement('div');
  cube.className = 'c3d-cube';
  scene.append(cube);
  scene.setAttribute('role', 'img');
  scene.dataset.label = label;

  const pivots: HTMLElement[] = [];
  const stickers: HTMLElement[] = new Array(24);
  for (let corner = 0; corner < CORNER_COUNT; corner++) {
    const pivot = doc.createElement('div');
    pivot.className = 'c3d-pivot';
    const cubie = doc.createElement('div');
    cubie.className = 'c3d-cubie';
    cubie.dataset.corner = String(corner);
    const [x, y, z] = toCss(CORNER_POSITION[corner]);
    cubie.style.transform = `translate3d(calc(var(--c3d-half) * ${x}), calc(var(--c3d-half) * ${y}), calc(var(--c3d-half) * ${z}))`;
    for (const face of ALL_FACES) {
      const plane = doc.createElement('div');
      plane.className = 'c3d-face';
      plane.style.transform = FACE_TRANSFORM[face];
      const index = FACELETS.findIndex((f) => f.corner === corner && f.face === face);
      if (index >= 0) {
        const sticker = doc.createElement('div');
        sticker.className = 'c3d-sticker';
        sticker.dataset.index = String(index);
        const letter = doc.createElement('span');
        letter.setAttribute('aria-hidden', 'true');
        sticker.append(letter);
        plane.append(sticker);
        stickers[index] = sticker;
      }
      cubie.append(plane);
    }
    pivot.append(cubie);
    cube.append(pivot);
    pivots.push(pivot);
  }

  let running: { animations: Animation[]; after: readonly Face[]; done: () => void } | null = null;

  function paint(colors: readonly Face[]) {
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
    scene.setAttribute('aria-label', `${t.inThreeD(scene.dataset.label ?? t.cube)} ${complete ? describeNet(colors, words.cube) : t.unpainted}`);
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
      const plan = turnPlan(move, metric);
      const last = plan.stops.length - 1;
      const keyframes = plan.stops.map((degrees, i) => ({
        transform: pivotTransform(plan, degrees),
        offset: i / last,
        easing: 'ease-in-out',
      }));
      const duration = plan.stops.length === 3 ? 2 * quarterMs : Math.abs(plan.degrees) === 180 ? 1.5 * quarterMs : quarterMs;
      const animations = plan.corners.map((corner) => pivots[corner].animate(keyframes, { duration, fill: 'forwards' }));
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
