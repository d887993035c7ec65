/**
 * `aria-busy` for a widget that may have several requests in flight (a BFS
 * and a locate, say): the attribute is set while at least one hold is
 * outstanding and removed when the last is released. Holds are released
 * exactly once however a request ends (answer, error, superseded, cancelled),
 * so the flag cannot stick — a stuck `aria-busy="true"` silences the widget's
 * live regions for screen readers (WAI-ARIA 1.2, aria-busy).
 */

/** The slice of an Element this needs; a fake in tests. */
export interface BusyHost {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

const holds = new WeakMap<BusyHost, number>();

/**
 * Marks `host` busy until the returned release function is called (calling it again does nothing).
 * @example const release = holdBusy(this); try { await work(); } finally { release(); }
 */
export function holdBusy(host: BusyHost): () => void {
  holds.set(host, (holds.get(host) ?? 0) + 1);
  host.setAttribute('aria-busy', 'true');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(host) ?? 1) - 1;
    holds.set(host, left);
    if (left === 0) host.removeAttribute('aria-busy');
  };
}

/** Outstanding holds on `host` (0 when it is not busy). */
export function busyHolds(host: BusyHost): number {
  return holds.get(host) ?? 0;
}
