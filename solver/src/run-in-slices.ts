/**
 * Running long work without freezing its thread's message loop: do a slice,
 * give the event loop a turn (so a cancel message can arrive), repeat.
 * In a Web Worker that is what lets a newer request stop an older search.
 */

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'AbortError';
  }
}

/**
 * Yields to the event loop. setTimeout(0) is clamped to ≥ 4 ms once nested
 * (HTML spec, "timer nesting level"), so use a MessageChannel round trip, or
 * setImmediate where it exists (Node).
 */
export function yieldToEventLoop(): Promise<void> {
  const g = globalThis as { setImmediate?: (cb: () => void) => void };
  if (typeof g.setImmediate === 'function') return new Promise((resolve) => g.setImmediate!(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Something that can do a bounded amount of work: returns true when finished. */
export interface Steppable {
  run(maxSteps: number): boolean;
}

/**
 * Runs `work` in slices of `sliceSteps`, yielding between slices; throws
 * CancelledError if `signal` aborts. `onSlice` is called after each slice.
 */
export async function runInSlices(work: Steppable, options: { signal?: AbortSignal; sliceSteps?: number; onSlice?: () => void } = {}): Promise<void> {
  const slice = options.sliceSteps ?? 200_000; // ~10 ms of IDA* on our machine
  for (;;) {
    if (options.signal?.aborted) throw new CancelledError();
    if (work.run(slice)) return;
    options.onSlice?.();
    await yieldToEventLoop();
  }
}

/** Drives a generator to its end, yielding to the event loop after each step. */
export async function driveGenerator<P, R>(
  steps: Generator<P, R>,
  options: { signal?: AbortSignal; onStep?: (p: P) => void } = {},
): Promise<R> {
  for (;;) {
    if (options.signal?.aborted) throw new CancelledError();
    const step = steps.next();
    if (step.done) return step.value;
    options.onStep?.(step.value);
    await yieldToEventLoop();
  }
}
