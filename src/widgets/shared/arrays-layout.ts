/**
 * Which way the corner-array tables (corner-arrays.ts) run in a widget of a
 * given width: a column per position when there is room, a row per position
 * below 620 px, where eight columns of two digits and a header no longer fit
 * a phone. The state inspector (chapter 2) and the move explorer (chapter 3)
 * both follow their own width with it, so the rule lives here once.
 */
import type { ArraysLayout } from './corner-arrays.ts';
import type { Lifetime } from './lifetime.ts';

const ROWS_BELOW_PX = 620;

export function arraysLayoutFor(width: number): ArraysLayout {
  return width < ROWS_BELOW_PX ? 'rows' : 'columns';
}

/**
 * Follows `host`'s width for as long as `lifetime` lasts and calls `redraw` when the layout changes;
 * returns the layout at the start. Read the current one from `current()`.
 *
 * @example
 * const layout = followArraysLayout(this, this.lifetime, () => this.renderArrays());
 * arraysTableHtml(perm, twist, { caption, layout: layout.current() });
 */
export function followArraysLayout(host: HTMLElement, lifetime: Lifetime, redraw: () => void): { current: () => ArraysLayout } {
  let layout = arraysLayoutFor(host.clientWidth);
  lifetime.observeResize(host, (entry) => {
    const next = arraysLayoutFor(entry?.contentRect.width ?? host.clientWidth);
    if (next === layout) return;
    layout = next;
    redraw();
  });
  return { current: () => layout };
}
