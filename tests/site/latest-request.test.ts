import { describe, expect, it, vi } from 'vitest';
import { LatestRequest, type SendContext } from '../../src/widgets/shared/latest-request.ts';
import { Lifetime } from '../../src/widgets/shared/lifetime.ts';

function fakeHost() {
  const attributes = new Map<string, string>();
  return {
    localName: 'pc-test',
    id: 'one',
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

/** A sender whose answers the test releases by hand, recording the signals it was given. */
function manualSender<R>() {
  const calls: { ctx: SendContext; resolve(value: R): void; reject(error: Error): void }[] = [];
  const send = (ctx: SendContext) =>
    new Promise<R>((resolve, reject) => {
      calls.push({ ctx, resolve, reject });
      // As the worker client does: an abort rejects at once.
      ctx.signal.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { name: 'AbortError' })));
    });
  return { calls, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LatestRequest', () => {
  it('names its slot after the widget and the purpose', () => {
    expect(new LatestRequest(fakeHost(), 'solve').name).toBe('pc-test#one:solve');
  });

  it('delivers the newest answer, drops the older one, and aborts the older job', async () => {
    const host = fakeHost();
    const request = new LatestRequest(host, 'solve');
    const sender = manualSender<string>();
    const older = request.run(sender.send);
    const newer = request.run(sender.send);
    expect(sender.calls[0].ctx.signal.aborted).toBe(true);
    expect(sender.calls[1].ctx.signal.aborted).toBe(false);
    sender.calls[0].resolve('old'); // too late: already rejected by the abort
    sender.calls[1].resolve('new');
    expect(await older).toEqual({ status: 'stale' });
    expect(await newer).toEqual({ status: 'done', value: 'new' });
    expect(host.attributes.has('aria-busy')).toBe(false);
  });

  it('cancel() aborts the job in flight and clears aria-busy at once (the stuck-busy bug)', async () => {
    const host = fakeHost();
    const request = new LatestRequest(host, 'solve');
    const sender = manualSender<string>();
    const running = request.run(sender.send);
    await tick();
    expect(host.attributes.get('aria-busy')).toBe('true');
    request.cancel();
    expect(sender.calls[0].ctx.signal.aborted).toBe(true);
    expect(host.attributes.has('aria-busy')).toBe(false);
    expect(request.pending).toBe(false);
    expect(await running).toEqual({ status: 'stale' });
  });

  it('drops an answer that arrives after cancel() even from a sender that ignores the signal', async () => {
    const host = fakeHost();
    const request = new LatestRequest(host, 'solve');
    let resolve!: (v: string) => void;
    const running = request.run(() => new Promise<string>((r) => (resolve = r)));
    request.cancel();
    resolve('late');
    expect(await running).toEqual({ status: 'stale' });
    expect(host.attributes.has('aria-busy')).toBe(false);
  });

  it('reports a failure of the current run with its error', async () => {
    const request = new LatestRequest(fakeHost(), 'solve');
    const answer = await request.run(() => Promise.reject(new Error('unknown move "X2" at column 5')));
    expect(answer.status).toBe('failed');
    expect(answer.status === 'failed' && answer.error.message).toBe('unknown move "X2" at column 5');
  });

  it('waits out the delay and never sends a run superseded during it', async () => {
    vi.useFakeTimers(); // the delay is a timer: the test moves the clock instead of sleeping
    try {
      const request = new LatestRequest(fakeHost(), 'solve');
      const sender = manualSender<string>();
      const first = request.run(sender.send, { delayMs: 20 });
      const second = request.run(sender.send, { delayMs: 20 });
      expect(await first).toEqual({ status: 'stale' });
      await vi.advanceTimersByTimeAsync(19);
      expect(sender.calls, 'nothing is sent before the delay is out').toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(sender.calls).toHaveLength(1);
      sender.calls[0].resolve('only');
      expect(await second).toEqual({ status: 'done', value: 'only' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is cancelled when the widget lifetime ends', async () => {
    const host = fakeHost();
    const lifetime = new Lifetime();
    const request = new LatestRequest(host, 'solve', lifetime);
    const sender = manualSender<string>();
    const running = request.run(sender.send);
    await tick();
    lifetime.end();
    expect(sender.calls[0].ctx.signal.aborted).toBe(true);
    expect(await running).toEqual({ status: 'stale' });
    expect(host.attributes.has('aria-busy')).toBe(false);
  });

  it('tells whether a generation is still the current one (for progress callbacks)', async () => {
    const request = new LatestRequest(fakeHost(), 'solve');
    const sender = manualSender<string>();
    void request.run(sender.send);
    const generation = request.current();
    expect(request.isCurrent(generation)).toBe(true);
    void request.run(sender.send);
    expect(request.isCurrent(generation)).toBe(false);
  });
});
