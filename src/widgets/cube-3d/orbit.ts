/**
 * Turning the whole view (not the cube's state): drag with a mouse, pen or
 * finger, or the arrow keys on the focused view. The view angle is two CSS
 * variables on the scene, `--c3d-pitch` (tilt toward you) and `--c3d-yaw`
 * (spin about the vertical), read by cube-3d.css.
 */
import type { Lifetime } from '../shared/kit.ts';

export interface ViewAngle {
  readonly pitch: number;
  readonly yaw: number;
}

/** Up, front and right in sight, as most cube diagrams draw it. */
export const DEFAULT_VIEW: ViewAngle = { pitch: -28, yaw: -34 };

/** Degrees per arrow key press. */
export const KEY_STEP = 15;

/** Pitch stops short of straight down/up so the drag never flips over. */
const clampPitch = (pitch: number) => Math.max(-85, Math.min(85, pitch));
const wrapYaw = (yaw: number) => ((((yaw + 180) % 360) + 360) % 360) - 180;

/** The view after an arrow key (null for other keys). Pure; tested in tests/site/cube3d-orbit.test.ts. */
export function orbitKey(view: ViewAngle, key: string): ViewAngle | null {
  switch (key) {
    case 'ArrowLeft':
      return { ...view, yaw: wrapYaw(view.yaw - KEY_STEP) };
    case 'ArrowRight':
      return { ...view, yaw: wrapYaw(view.yaw + KEY_STEP) };
    case 'ArrowUp':
      return { ...view, pitch: clampPitch(view.pitch - KEY_STEP) };
    case 'ArrowDown':
      return { ...view, pitch: clampPitch(view.pitch + KEY_STEP) };
    default:
      return null;
  }
}

/** The view after dragging by (dx, dy) CSS pixels: half a degree per pixel, dragging right turns the cube right. */
export function orbitDrag(view: ViewAngle, dx: number, dy: number): ViewAngle {
  return { pitch: clampPitch(view.pitch - dy / 2), yaw: wrapYaw(view.yaw + dx / 2) };
}

export function applyView(scene: HTMLElement, view: ViewAngle): void {
  scene.style.setProperty('--c3d-pitch', `${view.pitch}deg`);
  scene.style.setProperty('--c3d-yaw', `${view.yaw}deg`);
  scene.dataset.pitch = String(view.pitch);
  scene.dataset.yaw = String(view.yaw);
}

/**
 * Binds drag and keys on `target` to the scene's view angle for the lifetime.
 * Arrow keys stop here (a player around it uses them for stepping only when
 * the view itself is not focused). Returns a reset function.
 */
export function bindOrbit(target: HTMLElement, scene: HTMLElement, lifetime: Lifetime): { reset(): void } {
  let view = DEFAULT_VIEW;
  applyView(scene, view);
  let drag: { id: number; x: number; y: number } | null = null;
  lifetime.listen<PointerEvent>(target, 'pointerdown', (event) => {
    if (event.button !== 0) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    target.setPointerCapture(event.pointerId);
    target.classList.add('c3d-dragging');
  });
  lifetime.listen<PointerEvent>(target, 'pointermove', (event) => {
    if (!drag || drag.id !== event.pointerId) return;
    view = orbitDrag(view, event.clientX - drag.x, event.clientY - drag.y);
    drag = { ...drag, x: event.clientX, y: event.clientY };
    applyView(scene, view);
  });
  const end = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    drag = null;
    target.classList.remove('c3d-dragging');
  };
  lifetime.listen<PointerEvent>(target, 'pointerup', end);
  lifetime.listen<PointerEvent>(target, 'pointercancel', end);
  lifetime.listen<KeyboardEvent>(target, 'keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = event.key === '0' ? DEFAULT_VIEW : orbitKey(view, event.key);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    view = next;
    applyView(scene, view);
  });
  return {
    reset() {
      view = DEFAULT_VIEW;
      applyView(scene, view);
    },
  };
}
