/**
 * Links a cube net to the tables beside it: pointing at (or focusing) a corner
 * in one highlights the same corner position in the other. The net's stickers
 * carry data-index (a facelet, solver/src/facelets.ts) and FACELETS says which
 * corner position each sticker belongs to; table cells carry data-position.
 *
 * The highlight is an outline plus a class, never colour alone, and it changes
 * no layout, so it is safe under prefers-reduced-motion.
 */
import { FACELETS } from 'pocket-cube-solver/internals';
import type { Lifetime } from '../shared/kit.ts';

export const HIGHLIGHT_CLASS = 'corner-highlight';

/** Corner position (0..7) of a net sticker element, or null. */
export function stickerPosition(target: Element | null): number | null {
  const sticker = target?.closest<SVGGElement>('.net-sticker');
  if (!sticker) return null;
  const facelet = FACELETS[Number(sticker.dataset.index)];
  return facelet ? facelet.corner : null;
}

/** Marks every sticker and cell of `position` inside `scope` (null clears). */
export function highlightPosition(scope: Element, position: number | null): void {
  for (const el of scope.querySelectorAll(`.${HIGHLIGHT_CLASS}`)) el.classList.remove(HIGHLIGHT_CLASS);
  if (position === null) return;
  for (const el of scope.querySelectorAll(`[data-position="${position}"]`)) el.classList.add(HIGHLIGHT_CLASS);
  for (const sticker of scope.querySelectorAll<SVGGElement>('.net-sticker')) {
    if (FACELETS[Number(sticker.dataset.index)]?.corner === position) sticker.classList.add(HIGHLIGHT_CLASS);
  }
}

/**
 * Wires hover on the net and hover/focus on any `[data-position]` element
 * (buttons in the table headers are the keyboard way in). Uses event
 * delegation on `scope`, so tables re-rendered later need no re-binding;
 * the listeners go with the widget's lifetime.
 */
export function linkCornerHighlights(scope: HTMLElement, lifetime: Lifetime): void {
  let pinned: number | null = null;
  const positionOf = (target: EventTarget | null): number | null => {
    if (!(target instanceof Element)) return null;
    const fromNet = stickerPosition(target);
    if (fromNet !== null) return fromNet;
    const cell = target.closest<HTMLElement>('[data-position]');
    return cell ? Number(cell.dataset.position) : null;
  };
  lifetime.listen(scope, 'pointerover', (event) => highlightPosition(scope, positionOf(event.target) ?? pinned));
  lifetime.listen(scope, 'pointerleave', () => highlightPosition(scope, pinned));
  lifetime.listen<FocusEvent>(scope, 'focusin', (event) => {
    const position = positionOf(event.target);
    if (position !== null) {
      pinned = position;
      highlightPosition(scope, position);
    }
  });
  lifetime.listen<FocusEvent>(scope, 'focusout', (event) => {
    if (scope.contains(event.relatedTarget as Node | null)) return;
    pinned = null;
    highlightPosition(scope, null);
  });
}
