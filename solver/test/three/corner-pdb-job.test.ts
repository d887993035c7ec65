import { describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/protocol.ts';
import { cachedCornerPdb } from '../../src/three/corner-pdb.ts';
import { createWorkerHandler } from '../../src/worker-handler.ts';

/** Drives the real worker handler; `onProgress` may answer with a cancel. */
function runJob(params: object, onProgress?: (cancel: () => void) => void): Promise<{ final: FromWorker; progress: unknown[] }> {
  return new Promise((resolve) => {
    const progress: unknown[] = [];
    const handle = createWorkerHandler((message) => {
      if (message.kind === 'progress') {
        progress.push(message.progress);
        onProgress?.(() => handle({ kind: 'cancel', id: 1 }));
      } else resolve({ final: message, progress });
    });
    handle({ kind: 'request', id: 1, type: 'cornerPdb', params: params as never });
  });
}

describe('cornerPdb worker job', () => {
  it('fails cleanly with the size it needed when memory is short (forced limit)', async () => {
    const { final, progress } = await runJob({ metric: 'htm', maxBytes: 50_000_000 });
    expect(final).toMatchObject({ kind: 'error', name: 'TableAllocationError' });
    expect(final.kind === 'error' && final.message).toMatch(/88,179,840 bytes.*limit is 47\.7 MB/);
    expect(progress).toEqual([]);
  });

  it('stops within a slice when cancelled and keeps no half-built table', async () => {
    let cancelled = false;
    const { final, progress } = await runJob({ metric: 'qtm' }, (cancel) => {
      if (!cancelled) {
        cancelled = true;
        cancel();
      }
    });
    expect(final).toMatchObject({ kind: 'error', name: 'AbortError' });
    expect(progress.length).toBeLessThanOrEqual(2); // the cancel is seen at the next slice boundary
    expect(cachedCornerPdb('qtm')).toBeUndefined();
  });
});
