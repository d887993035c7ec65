/**
 * The code cell's pure parts (src/widgets/code-cell/): the presets' comments
 * in one language, the share-link codec, the run controller against a fake
 * worker, and the rank verdict drawn from plain data in both languages (in
 * linkedom's document: the renderers build nodes, never markup).
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CellRunRequest, FromCellWorker, RankVerdict } from 'pocket-cube-solver/cells';
import { cellPageWordsFor } from '../../src/i18n/cell-words.ts';
import { type CellWorkerLike, runCell } from '../../src/widgets/code-cell/cell-run.ts';
import { codeStore } from '../../src/widgets/code-cell/code-storage.ts';
import { localiseComments } from '../../src/widgets/code-cell/localise-comments.ts';
import { MAX_DECODED_CHARS, decodeCode, encodeCode, fromBase64Url, toBase64Url } from '../../src/widgets/code-cell/share-code.ts';
import { renderVerdict } from '../../src/widgets/code-cell/verdict-views.ts';
import { renderRankVerdict } from '../../src/widgets/code-cell/verdicts/rank.ts';

describe('localiseComments', () => {
  const preset = [
    '// en: Counts the larger entries.',
    '// zh: 数比它大的个数。',
    'export function rank(perm) {',
    '  let smaller = 0; // en: later entries smaller | zh: 右边比它小的个数',
    '    // en: indented, own line',
    '    // zh: 缩进的一行',
    '  return smaller; // plain comment stays',
    '}',
  ].join('\n');

  it('keeps the page\'s language as plain comments and drops the other', () => {
    expect(localiseComments(preset, 'en').split('\n')).toEqual([
      '// Counts the larger entries.',
      'export function rank(perm) {',
      '  let smaller = 0; // later entries smaller',
      '    // indented, own line',
      '  return smaller; // plain comment stays',
      '}',
    ]);
    expect(localiseComments(preset, 'zh').split('\n')).toEqual([
      '// 数比它大的个数。',
      'export function rank(perm) {',
      '  let smaller = 0; // 右边比它小的个数',
      '    // 缩进的一行',
      '  return smaller; // plain comment stays',
      '}',
    ]);
  });

  it('drops an inline comment in the other language only, keeping its code', () => {
    expect(localiseComments('x++; // zh: 再加一', 'en')).toBe('x++;');
    expect(localiseComments('x++; // zh: 再加一', 'zh')).toBe('x++; // 再加一');
    expect(localiseComments('x++; // zh: 再加一 | en: one more', 'en')).toBe('x++; // one more');
  });

  it('leaves code without marked comments as it is', () => {
    const code = "const url = 'https://x'; // a plain note\nconst en = 1;";
    expect(localiseComments(code, 'zh')).toBe(code);
  });
});

describe('the share-link codec', () => {
  it('round-trips any text, Chinese and emoji included, in URL-safe characters', async () => {
    for (const text of ['', 'a', 'export function rank(perm) { return 0; }\n', '// 康托展开 — “quotes” ✓ 🧊\n'.repeat(20), 'x'.repeat(5000)]) {
      const token = await encodeCode(text);
      expect(token).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(await decodeCode(token)).toBe(text);
    }
  });

  it('compresses code: a preset becomes a token shorter than its text', async () => {
    const code = 'export function rank(perm) {\n  let rank = 0;\n  for (let i = 0; i < perm.length; i++) {\n    let smaller = 0;\n    for (let j = i + 1; j < perm.length; j++) if (perm[j] < perm[i]) smaller++;\n    rank = rank * (perm.length - i) + smaller;\n  }\n  return rank;\n}\n';
    expect((await encodeCode(code)).length).toBeLessThan(code.length);
  });

  it('answers null, without throwing, for anything that is not a token it wrote', async () => {
    for (const bad of ['', 'A', 'AAAA', '!!!!', 'a b', '%41', 'QUJD', (await encodeCode('hello world')).slice(0, -3), '____']) {
      await expect(decodeCode(bad), bad).resolves.toBeNull();
    }
  });

  it('refuses a small token that inflates past the limit (a zip bomb in an address)', async () => {
    const token = await encodeCode(' '.repeat(MAX_DECODED_CHARS * 5));
    expect(token.length).toBeLessThan(2000);
    await expect(decodeCode(token)).resolves.toBeNull();
  });

  it('base64url round-trips every byte length', () => {
    for (let n = 0; n < 10; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + 13) & 255);
      const token = toBase64Url(bytes);
      expect(token).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(token)).toEqual(bytes);
    }
    expect(fromBase64Url('A')).toBeNull();
    expect(fromBase64Url('AB+/')).toBeNull();
  });
});

describe('code storage', () => {
  it('keeps code per exercise and cell, and survives a storage that throws', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    const store = codeStore('rank', 'cell-rank', () => storage);
    expect(store.read()).toBeNull();
    store.write('x');
    expect(store.read()).toBe('x');
    expect([...map.keys()]).toEqual(['pocket-cube-notebook:cell:rank:cell-rank']);
    store.clear();
    expect(store.read()).toBeNull();
    const broken = codeStore('rank', 'cell-rank', () => ({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    }));
    expect(broken.read()).toBeNull();
    expect(() => broken.write('x')).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
    expect(codeStore('rank', 'x', () => null).read()).toBeNull();
  });
});

/** A worker that answers as the test says, and records what happened to it. */
class FakeWorker extends EventTarget implements CellWorkerLike {
  posted: CellRunRequest[] = [];
  terminated = 0;
  postMessage(message: CellRunRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated++;
  }
  say(message: FromCellWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

const request: CellRunRequest = { type: 'run', exercise: 'rank', source: 'export function rank() { return 0; }', metric: 'htm' };
const passing = { exercise: 'rank', pass: true } as unknown as RankVerdict;

describe('runCell', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());

  function start(signal = new AbortController().signal) {
    const worker = new FakeWorker();
    const logs: string[] = [];
    const outcome = runCell(request, { createWorker: () => worker, timeLimitMs: 10_000, judgeLimitMs: 60_000, signal, onLog: (_level, text) => logs.push(text) });
    return { worker, logs, outcome };
  }

  it('posts one request, passes the logs on, and ends the worker with the verdict', async () => {
    const { worker, logs, outcome } = start();
    expect(worker.posted).toEqual([request]);
    worker.say({ type: 'log', level: 'log', text: 'hi' });
    worker.say({ type: 'collected', ms: 3 });
    worker.say({ type: 'verdict', verdict: passing });
    await expect(outcome).resolves.toEqual({ kind: 'verdict', verdict: passing });
    expect(logs).toEqual(['hi']);
    expect(worker.terminated).toBe(1);
  });

  it('ends a worker that outlasts the time limit, as a time-out', async () => {
    const { worker, outcome } = start();
    vi.advanceTimersByTime(10_000);
    await expect(outcome).resolves.toMatchObject({ kind: 'error', error: { kind: 'timeout' } });
    expect(worker.terminated).toBe(1);
  });

  it('stops the time limit once the reader\'s code has answered; the judging has its own', async () => {
    const { worker, outcome } = start();
    vi.advanceTimersByTime(9_000);
    worker.say({ type: 'collected', ms: 9000 });
    vi.advanceTimersByTime(59_000);
    expect(worker.terminated).toBe(0);
    vi.advanceTimersByTime(1_000);
    await expect(outcome).resolves.toEqual({ kind: 'judge-timeout' });
    expect(worker.terminated).toBe(1);
  });

  it('ends the worker on cancel, on a crash, and ignores what it says afterwards', async () => {
    const controller = new AbortController();
    const cancelled = start(controller.signal);
    controller.abort();
    await expect(cancelled.outcome).resolves.toMatchObject({ error: { kind: 'cancelled' } });
    cancelled.worker.say({ type: 'verdict', verdict: passing });
    expect(cancelled.worker.terminated).toBe(1);

    const crashed = start();
    crashed.worker.dispatchEvent(new Event('error'));
    await expect(crashed.outcome).resolves.toMatchObject({ error: { kind: 'crashed' } });
    expect(crashed.worker.terminated).toBe(1);
  });

  it('takes no verdict for another exercise', async () => {
    const { worker, outcome } = start();
    worker.say({ type: 'verdict', verdict: { exercise: 'bfs', pass: true } as never });
    await expect(outcome).resolves.toMatchObject({ error: { kind: 'crashed' } });
  });
});

describe('the rank verdict, drawn', () => {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  beforeAll(() => vi.stubGlobal('document', document));
  // Left behind, linkedom's document would tell the next files in this worker that they run on a page.
  afterAll(() => vi.unstubAllGlobals());
  afterAll(() => vi.unstubAllGlobals());

  const base: RankVerdict = {
    exercise: 'rank',
    pass: true,
    problem: null,
    lehmerOrder: true,
    firstDifference: null,
    unrank: { kind: 'inverse' },
    nsPerCall: 84.2,
    notebookNsPerCall: 41.7,
  };
  const draw = (verdict: RankVerdict, locale: 'en' | 'zh' = 'en') => renderRankVerdict(verdict, cellPageWordsFor(locale)) as HTMLElement;
  const findings = (node: HTMLElement) => [...node.querySelectorAll('[data-finding]')].map((n) => n.getAttribute('data-finding'));

  it('a pass in the Lehmer order, with unrank and the times', () => {
    const node = draw(base);
    const t = cellPageWordsFor('en').cells.verdict;
    expect(node.getAttribute('data-pass')).toBe('true');
    expect(node.querySelector('.cc-verdict-head')!.textContent).toBe(t.pass);
    expect(findings(node)).toEqual(['bijection', 'lehmer', 'unrank-inverse']);
    expect(node.textContent).toContain(t.rank.bijection(5040));
    expect(node.querySelector('.cc-speed')!.textContent).toBe(t.rank.speed('84', '42').replaceAll('`', ''));
  });

  it('a value out of range, its permutation drawn with corner names', () => {
    const node = draw({ ...base, pass: false, problem: { kind: 'out-of-range', perm: [6, 5, 4, 3, 2, 1, 0], value: 823542 }, lehmerOrder: false, unrank: null });
    expect(node.getAttribute('data-pass')).toBe('false');
    expect(findings(node)).toEqual(['out-of-range', 'no-unrank']);
    expect(node.textContent).toContain('823,542');
    const cells = [...node.querySelectorAll('table.cc-perm tr')].map((row) => [...row.children].map((c) => c.textContent));
    expect(cells[0]).toEqual(['Position', 'URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DRB']);
    expect(cells[1]).toEqual(['Corner', '6DRB', '5DLF', '4DFR', '3UBR', '2ULB', '1UFL', '0URF']);
  });

  it('a collision: the two permutations side by side; a rank that is not a number is shown as returned', () => {
    const collision = draw({ ...base, pass: false, problem: { kind: 'collision', perms: [[0, 1, 2, 3, 4, 5, 6], [1, 0, 2, 3, 4, 5, 6]], value: 0 } });
    expect(collision.querySelectorAll('.cc-side-by-side table.cc-perm')).toHaveLength(2);
    const fraction = draw({ ...base, pass: false, problem: { kind: 'out-of-range', perm: [0, 1, 2, 3, 4, 5, 6], value: 0.5 } });
    expect(fraction.textContent).toContain(cellPageWordsFor('en').cells.verdict.rank.outOfRange('0.5', 5039));
  });

  it('another order: the first difference; unrank that does not undo rank', () => {
    const node = draw({
      ...base,
      lehmerOrder: false,
      firstDifference: { perm: [0, 1, 2, 3, 4, 6, 5], yours: 5039, lehmer: 1 },
      unrank: { kind: 'not-inverse', rank: 1, got: [0, 1, 2, 3, 4, 5, 6], expected: [0, 1, 2, 3, 4, 6, 5] },
      pass: false,
    });
    expect(findings(node)).toEqual(['bijection', 'other-order', 'unrank-not-inverse']);
    expect(node.textContent).toContain('5,039');
    expect(node.querySelectorAll('table.cc-perm')).toHaveLength(3);
  });

  it('in Chinese, with the registry picking the renderer', () => {
    const node = renderVerdict({ ...base, pass: false, problem: { kind: 'collision', perms: [[0, 1, 2, 3, 4, 5, 6], [1, 0, 2, 3, 4, 5, 6]], value: 7 } }, cellPageWordsFor('zh')) as HTMLElement;
    const t = cellPageWordsFor('zh').cells.verdict;
    expect(node.querySelector('.cc-verdict-head')!.textContent).toBe(t.fail);
    expect(node.textContent).toContain(t.rank.collision(7));
    expect(node.querySelector('th')!.textContent).toBe('位置');
  });

  it('never parses what a verdict carries as markup', () => {
    const node = draw({ ...base, pass: false, problem: { kind: 'out-of-range', perm: [0, 1, 2, 3, 4, 5, 6], value: Number.NaN } });
    expect(node.querySelector('script, img')).toBeNull();
    expect(node.textContent).toContain('NaN');
  });
});
