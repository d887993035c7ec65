/**
 * The move, bfs, heuristic and pruning verdicts drawn from plain data (the
 * renderers in src/widgets/code-cell/verdicts/), in both editions: the
 * finding the verdict names, the counterexample as a link that loads its
 * scramble, the tables, and no markup from any string.
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BfsVerdict, HeuristicVerdict, MoveVerdict, PruningVerdict } from 'pocket-cube-solver/cells';
import { collectAnswers, judgeAnswers } from 'pocket-cube-solver/cells';
import { cellPageWordsFor } from '../../src/i18n/cell-words.ts';

// linkedom's document for this file only: left behind, it would tell the next files in this worker that they
// run on a page (page-language.ts gives no built-in words where a document exists).
const { document } = parseHTML('<!doctype html><html lang="en"><body></body></html>');
vi.stubGlobal('document', document);
afterAll(() => vi.unstubAllGlobals());

const { renderMoveVerdict } = await import('../../src/widgets/code-cell/verdicts/move.ts');
const { renderBfsVerdict } = await import('../../src/widgets/code-cell/verdicts/bfs.ts');
const { renderHeuristicVerdict } = await import('../../src/widgets/code-cell/verdicts/heuristic.ts');
const { renderPruningVerdict } = await import('../../src/widgets/code-cell/verdicts/pruning.ts');

const en = cellPageWordsFor('en');
const zh = cellPageWordsFor('zh');
const HAN = /\p{Script=Han}/u;
const text = (node: Node) => (node as HTMLElement).textContent ?? '';

/** The article's F table and the notebook's R, judged for real (both cost nothing). */
let articleF: MoveVerdict;
let notebookR: MoveVerdict;
let articleRule: PruningVerdict;
let sum: HeuristicVerdict;
beforeAll(() => {
  articleF = judgeAnswers(collectAnswers('move', { face: 'F', move: { cycle: [0, 1, 5, 4], twist: [1, 2, 1, 2] } }, 'htm')) as MoveVerdict;
  notebookR = judgeAnswers(collectAnswers('move', { face: 'R', move: { cycle: [4, 0, 3, 6], twist: [2, 1, 2, 1] } }, 'htm')) as MoveVerdict;
  const isRedundant = (p: { face: string } | null, m: { face: string }) => p !== null && p.face === m.face;
  articleRule = judgeAnswers(collectAnswers('pruning', { allowed: (p: { face: string } | null, m: { face: string }) => !isRedundant(p, m) }, 'htm')) as PruningVerdict;
  sum = judgeAnswers(collectAnswers('heuristic', { h: (p: { perm: number; orient: number }, api: { pdb: { perm: Uint8Array; orient: Uint8Array } }) => api.pdb.perm[p.perm] + api.pdb.orient[p.orient] }, 'htm')) as HeuristicVerdict;
  // Each verdict is a check over every position (seconds of CPU on a loaded 2-core machine; CI once took over vitest's 10 s).
}, 60_000);

describe('the move verdict', () => {
  it('draws both nets with the wrong stickers crossed, and says which turn it is', () => {
    const node = renderMoveVerdict(articleF, en) as HTMLElement;
    expect(node.getAttribute('data-pass')).toBe('false');
    const nets = node.querySelectorAll('svg.cube-net');
    expect(nets).toHaveLength(2);
    expect(nets[0].querySelectorAll('[data-marked="true"]')).toHaveLength(articleF.wrongStickers.length);
    expect(text(node)).toContain('no turn of the F face');
    expect(text(node)).toContain('(R F) with your turn has order 3; on a real cube, 15.');
  });

  it('passes the real R with no nets, in Chinese too', () => {
    const node = renderMoveVerdict(notebookR, zh) as HTMLElement;
    expect(node.getAttribute('data-pass')).toBe('true');
    expect(node.querySelectorAll('svg')).toHaveLength(0);
    expect(text(node)).toContain('你的 R 就是真实的 R');
  });
});

describe('the pruning verdict', () => {
  it('names the lost position with a link that loads it into the explorer, and the forbidden pair', () => {
    const node = renderPruningVerdict(articleRule, en) as HTMLElement;
    const qtm = node.querySelector('[data-metric="qtm"]')!;
    expect(qtm.getAttribute('data-pass')).toBe('false');
    const link = qtm.querySelector('a.try-scramble')!;
    expect(link.getAttribute('data-scramble')).toBe('U2');
    expect(link.getAttribute('data-metric')).toBe('qtm');
    expect(link.getAttribute('href')).toBe('?scramble=U2&step=0&metric=qtm#ida-explorer');
    expect(text(qtm)).toContain('plays U right after U');
    expect(node.querySelector('[data-metric="htm"]')!.getAttribute('data-pass')).toBe('true');
    expect(qtm.querySelectorAll('.cc-tree tbody tr')).toHaveLength(articleRule.metrics[1].tree.length);
  });

  it('reads as Chinese', () => {
    const node = renderPruningVerdict(articleRule, zh) as HTMLElement;
    expect(text(node.querySelector('[data-metric="qtm"] h4')!)).toBe('四分之一转度量（QTM）');
    expect(HAN.test(text(node.querySelector('.cc-finding[data-finding="loses-optimal"]')!))).toBe(true);
  });
});

describe('the heuristic verdict', () => {
  it('shows the worst overestimate as a link into the inspector and the search table with the reader\'s row', () => {
    const node = renderHeuristicVerdict(sum, en) as HTMLElement;
    expect(node.querySelector('[data-finding="overestimates"]')).not.toBeNull();
    const link = node.querySelector('[data-finding="overestimates"] a.try-scramble')!;
    expect(link.getAttribute('data-scramble')).toBe(sum.worst!.scramble);
    expect(link.getAttribute('data-target')).toBe('heuristic-inspector');
    const rows = [...node.querySelectorAll('.cc-costs tbody tr')];
    expect(rows.map((r) => r.querySelector('th')!.textContent)).toEqual(['Yours', 'orientation PDB', 'permutation PDB', 'max of both PDBs', 'exact distance table']);
    expect(rows[0].getAttribute('data-yours')).toBe('true');
    expect(text(rows[0])).toContain('answered with more moves than needed');
  });
});

describe('the verdicts in Chinese', () => {
  it('run their sentences together as Chinese does (no space after a full-width stop), and name a scramble once', () => {
    for (const node of [renderHeuristicVerdict(sum, zh), renderPruningVerdict(articleRule, zh), renderMoveVerdict(articleF, zh)] as HTMLElement[]) {
      expect(text(node)).not.toMatch(/[。，：；）] /);
    }
    const worst = renderHeuristicVerdict(sum, zh) as HTMLElement;
    const example = text(worst.querySelector('[data-finding="overestimates"] .cc-example')!);
    expect(example.split(sum.worst!.scramble)).toHaveLength(2);
    expect(example).toContain('（载入本页）');
  });
});

describe('the bfs verdict', () => {
  const skipping: BfsVerdict = {
    exercise: 'bfs',
    pass: false,
    metrics: [
      { metric: 'htm', pass: true, diagnosis: 'correct', histogram: [1, 9], published: [1, 9], unreached: 0, tooLarge: 0, tooSmall: 0, example: null, expandedTwice: 0, neverExpanded: 0, ms: 1200, notebookMs: 200, container: { kind: 'typed', name: 'Uint8Array', bytes: 3674160 }, notebookBytes: 3674160 },
      { metric: 'qtm', pass: false, diagnosis: 'skips-previous-face', histogram: [1, 6, 24], published: [1, 6, 27], unreached: 5820, tooLarge: 12, tooSmall: 0, example: { index: 1224720, distance: 2, scramble: 'U2', yours: 10 }, expandedTwice: null, neverExpanded: null, ms: 1100, notebookMs: 190, container: { kind: 'array', length: 3674160 }, notebookBytes: 3674160 },
    ],
  };

  it('marks the rows that differ from the published counts and names the article\'s BFS', () => {
    const node = renderBfsVerdict(skipping, en) as HTMLElement;
    const qtm = node.querySelector('[data-metric="qtm"]')!;
    expect(qtm.querySelector('[data-finding="skips-previous-face"]')).not.toBeNull();
    expect([...qtm.querySelectorAll('tr[data-differs="true"] th')].map((th) => th.textContent)).toEqual(['2']);
    const link = qtm.querySelector('.cc-example a')!;
    expect(link.getAttribute('href')).toBe('/chapters/01-the-pocket-cube/?scramble=U2&step=0&metric=qtm#playground');
    expect(text(qtm)).toContain('your table says 10 for');
    expect(text(qtm)).toContain('a plain array of 3,674,160 numbers');
    expect(node.querySelector('[data-metric="htm"] .cc-measure')!.textContent).toContain('every position exactly once');
  });

  it('keeps reader strings as text, never markup', () => {
    const hostile: BfsVerdict = { ...skipping, metrics: [{ ...skipping.metrics[1], container: { kind: 'typed', name: '<img src=x onerror=alert(1)>', bytes: 1 } }] };
    const node = renderBfsVerdict(hostile, zh) as HTMLElement;
    expect(node.querySelector('img')).toBeNull();
    expect(text(node)).toContain('<img src=x onerror=alert(1)>');
  });
});
