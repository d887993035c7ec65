/**
 * The active mark of a chart (a bar, a cell) that pointer and keyboard move
 * alike: hovering a mark activates it, leaving the chart clears it (unless
 * the chart has focus), focusing the chart activates a starting mark, and
 * arrow keys, Home and End move it. The chart element is focusable
 * (tabindex=0) and names the active mark in a live readout; the drawing of
 * the highlight stays with the widget.
 */
import type { Lifetime } from './lifetime.ts';

export interface CursorOptions<C> {
  /** The mark under the pointer's target element, or null (e.g. from data-* attributes). */
  readonly hit: (target: Element) => C | null;
  /** Where focus starts when nothing is active. */
  readonly start: () => C;
  /** The mark a key moves to from `at` (clamped by the widget), or null for keys the cursor ignores. */
  readonly move: (at: C, key: string) => C | null;
  /** Called with the new active mark (null: none). */
  readonly onChange: (active: C | null) => void;
  /** Two marks are the same one (default: ===). */
  readonly same?: (a: C | null, b: C | null) => boolean;
}

export class ChartCursor<C> {
  private current: C | null = null;
  private readonly options: CursorOptions<C>;

  constructor(chart: HTMLElement, lifetime: Lifetime, options: CursorOptions<C>) {
    this.options = options;
    /** The mark a pointer is pressing, until the focus that press causes has been handled. */
    let pressed: C | null = null;
    lifetime.listen<PointerEvent>(chart, 'pointerover', (event) => {
      const mark = options.hit(event.target as Element);
      if (mark !== null) this.set(mark);
    });
    lifetime.listen<PointerEvent>(chart, 'pointerdown', (event) => {
      pressed = options.hit(event.target as Element);
      if (pressed !== null) this.set(pressed);
    });
    // A touch "leaves" the chart as soon as the finger lifts, before the tap's
    // focus arrives: clearing then made the focus fall back to the start mark,
    // so the first tap read out the reader's own bar instead of the one tapped.
    lifetime.listen<PointerEvent>(chart, 'pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      if (chart.ownerDocument.activeElement !== chart) this.set(null);
    });
    lifetime.listen(chart, 'focus', () => {
      if (pressed !== null) this.set(pressed);
      else if (this.current === null) this.set(options.start());
      pressed = null;
    });
    lifetime.listen(chart, 'blur', () => this.set(null));
    // Focused before the widget started (it starts once the page's words arrive): as if focused now.
    if (chart.ownerDocument.activeElement === chart) queueMicrotask(() => this.current === null && this.set(options.start()));
    lifetime.listen<KeyboardEvent>(chart, 'keydown', (event) => {
      const next = options.move(this.current ?? options.start(), event.key);
      if (next === null) return;
      event.preventDefault();
      this.set(next);
    });
  }

  /** The active mark, or null. */
  get active(): C | null {
    return this.current;
  }

  /** Activates `mark` (null: none); calls onChange if it differs. */
  set(mark: C | null): void {
    const same = this.options.same ?? ((a, b) => a === b);
    if (same(mark, this.current)) return;
    this.current = mark;
    this.options.onChange(mark);
  }

  /** Forgets the active mark without a callback (the data under the chart changed). */
  reset(): void {
    this.current = null;
  }
}
