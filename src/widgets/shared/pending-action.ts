/**
 * A control pressed before the widget has what it needs (a prediction still
 * on its way from the worker, say) must not be lost (issue 20: chapter 7's
 * Measure buttons ignored a click made right after they scrolled into view).
 * `PendingAction` runs the action at once when the widget is ready; otherwise
 * it tells the reader the widget is getting ready, asks for the data if no
 * one has yet, and runs the action when the widget says it is ready.
 */
export class PendingAction {
  private pending: (() => void) | null = null;
  private readonly status: HTMLElement;

  /** `status`: the live line that says the widget is getting ready. */
  constructor(status: HTMLElement) {
    this.status = status;
  }

  /**
   * Runs `action` now if `ready`; otherwise says `waiting`, calls `prepare`
   * (start loading, if that has not started) and keeps `action` for `settle`.
   * A newer request replaces an older one that has not run.
   * @example pending.request(predictions.size > 0, () => void measureAll(), 'Getting ready: the predictions are on their way…', load);
   */
  request(ready: boolean, action: () => void, waiting: string, prepare?: () => void): void {
    if (ready) {
      this.pending = null;
      action();
      return;
    }
    this.pending = action;
    this.status.textContent = waiting;
    prepare?.();
  }

  /** The widget is ready: run what was asked for meanwhile, once. */
  settle(): void {
    const action = this.pending;
    this.pending = null;
    action?.();
  }

  /** Forget a waiting action (its input changed, or it was cancelled). */
  cancel(): void {
    this.pending = null;
  }
}
