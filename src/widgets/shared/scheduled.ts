/**
 * One pending callback at a time, on a timer or on the next animation frame:
 * scheduling again replaces the pending one, and the widget's lifetime
 * cancels it. Covers the debounce, the playback timer and "redraw once per
 * frame" that widgets need, without a clearTimeout in every
 * disconnectedCallback.
 */
import type { Lifetime } from './lifetime.ts';

export type ScheduleKind = 'timeout' | 'frame';

export class Scheduled {
  private handle: ReturnType<typeof setTimeout> | number | undefined;
  private readonly kind: ScheduleKind;

  /** `frame`: requestAnimationFrame (the delay is ignored); `timeout`: setTimeout. */
  constructor(lifetime: Lifetime, kind: ScheduleKind = 'timeout') {
    this.kind = kind;
    lifetime.own(() => this.cancel());
  }

  /** True while a callback waits. */
  get pending(): boolean {
    return this.handle !== undefined;
  }

  /**
   * Runs `callback` after `delayMs` (or on the next frame), cancelling one still pending.
   * @example redraw.schedule(() => this.draw()); // at most one draw per frame
   */
  schedule(callback: () => void, delayMs = 0): void {
    this.cancel();
    const run = () => {
      this.handle = undefined;
      callback();
    };
    this.handle = this.kind === 'frame' ? requestAnimationFrame(run) : setTimeout(run, delayMs);
  }

  /** Like `schedule`, but keeps a callback already pending (the first one wins). */
  scheduleOnce(callback: () => void, delayMs = 0): void {
    if (!this.pending) this.schedule(callback, delayMs);
  }

  cancel(): void {
    if (this.handle === undefined) return;
    if (this.kind === 'frame') cancelAnimationFrame(this.handle as number);
    else clearTimeout(this.handle as ReturnType<typeof setTimeout>);
    this.handle = undefined;
  }
}
