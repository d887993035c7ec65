/**
 * What a widget holds while it is in the document, released in one call when
 * it leaves: event listeners, ResizeObservers, IntersectionObservers, reader
 * state subscriptions, timers, requests. Every registration goes through one
 * AbortSignal (`signal`), the way `addEventListener(…, { signal })` lets a
 * whole group of listeners be removed at once (DOM Living Standard, "Observing
 * event listeners").
 *
 * Pure enough for Node: the DOM observers are looked up on globalThis only
 * when used. Tested in tests/site/widget-lifetime.test.ts.
 */

export class Lifetime {
  private readonly controller = new AbortController();

  /** Aborted by `end()`: pass it to anything that accepts an AbortSignal. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True once `end()` has run. */
  get ended(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * Runs `cleanup` when the lifetime ends (at once if it already has).
   * @example lifetime.own(() => cancelAnimationFrame(frame));
   */
  own(cleanup: () => void): void {
    if (this.ended) cleanup();
    else this.signal.addEventListener('abort', cleanup, { once: true });
  }

  /**
   * `target.addEventListener(type, listener)` until the lifetime ends.
   * @example lifetime.listen(input, 'input', () => this.update());
   */
  listen<E extends Event = Event>(target: EventTarget, type: string, listener: (event: E) => void, options: AddEventListenerOptions = {}): void {
    target.addEventListener(type, listener as EventListener, { ...options, signal: this.signal });
  }

  /**
   * Calls `callback` whenever `target` changes size; the observer is
   * disconnected when the lifetime ends (a ResizeObserver left connected keeps
   * its element and callback alive).
   */
  observeResize(target: Element, callback: (entry: ResizeObserverEntry | undefined) => void): void {
    const observer = new ResizeObserver((entries) => callback(entries[0]));
    observer.observe(target);
    this.own(() => observer.disconnect());
  }

  /**
   * Runs `start` once, when `element` comes within about a screen of the
   * viewport (at once where IntersectionObserver is missing), unless the
   * lifetime ends first. Widgets use it to wake the solver worker only for
   * figures a reader is about to see, as Distill starts its figures lazily.
   */
  whenNearViewport(element: Element, start: () => void): void {
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (!this.ended) start();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    this.own(() => observer.disconnect());
  }

  /** Releases everything registered; later registrations are released at once. */
  end(): void {
    this.controller.abort();
  }
}
