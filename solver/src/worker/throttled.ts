/**
 * A progress report at most every `intervalMs`: long jobs run in slices of a
 * few milliseconds, and a message per slice would make the page redraw a
 * table hundreds of times a second. A few reports a second are plenty.
 */
export function throttled(intervalMs: number, report: () => void): () => void {
  let last = -Infinity;
  return () => {
    const now = performance.now();
    if (now - last < intervalMs) return;
    last = now;
    report();
  };
}
