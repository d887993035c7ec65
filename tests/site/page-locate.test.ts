import { describe, expect, it } from 'vitest';
import type { LocateParams, LocateResponse } from '../../solver/src/protocol.ts';
import { PageLocate } from '../../src/widgets/shared/page-locate.ts';

/** A fake worker client: records requests; the test answers them. */
function fakeSender() {
  const sent: { params: LocateParams; signal: AbortSignal; resolve(r: LocateResponse): void; reject(e: Error): void }[] = [];
  const send = (params: LocateParams, { signal }: { signal: AbortSignal }) =>
    new Promise<LocateResponse>((resolve, reject) => {
      sent.push({ params, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { name: 'AbortError' })));
    });
  return { sent, send };
}

const answer = (distance: number) => ({ distance }) as LocateResponse;
const params: LocateParams = { scramble: "R U R' U'", metric: 'htm' };

describe('PageLocate', () => {
  it('sends one request for widgets asking the same thing, and keeps the answer', async () => {
    const { sent, send } = fakeSender();
    const page = new PageLocate(send);
    const a = page.locate(params);
    const b = page.locate({ ...params });
    expect(sent).toHaveLength(1);
    sent[0].resolve(answer(4));
    expect((await a).distance).toBe(4);
    expect((await b).distance).toBe(4);
    expect((await page.locate(params)).distance).toBe(4);
    expect(sent).toHaveLength(1);
    page.locate({ ...params, metric: 'qtm' });
    expect(sent).toHaveLength(2);
  });

  it('cancels the worker job only when every widget waiting for it has given up', async () => {
    const { sent, send } = fakeSender();
    const page = new PageLocate(send);
    const first = new AbortController();
    const second = new AbortController();
    const a = page.locate(params, first.signal).catch((e: Error) => e.name);
    const b = page.locate(params, second.signal);
    first.abort();
    expect(await a).toBe('AbortError');
    expect(sent[0].signal.aborted).toBe(false);
    second.abort();
    await expect(b).rejects.toThrow('cancelled');
    expect(sent[0].signal.aborted).toBe(true);
    // Given up entirely, so the next ask sends again.
    page.locate(params);
    expect(sent).toHaveLength(2);
  });

  it('does not keep an error', async () => {
    const { sent, send } = fakeSender();
    const page = new PageLocate(send);
    const bad = page.locate({ scramble: 'X2', metric: 'htm' });
    sent[0].reject(new Error('unknown move "X2" at column 1'));
    await expect(bad).rejects.toThrow('column 1');
    page.locate({ scramble: 'X2', metric: 'htm' });
    expect(sent).toHaveLength(2);
  });
});
