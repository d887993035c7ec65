/**
 * Chapter 6's verdict (PruningVerdict, solver/src/cells/pruning-check.ts),
 * drawn per metric: every position keeps an optimal solution, or the nearest
 * that loses all of them, with the pair the rule forbids (a position the page
 * can load into the IDA* explorer); and the tree the rule leaves, length by
 * length, beside the notebook's automaton and no rule at all.
 */
import type { PruningVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { formatCount } from '../../../lib/format.ts';
import { el, scrollBox, verdictFrame } from './dom.ts';
import { positionLink } from './position-link.ts';

type MetricVerdict = PruningVerdict['metrics'][number];

function treeTable(m: MetricVerdict, words: CellPageWords): HTMLTableElement {
  const t = words.cellVerdicts.pruning;
  const rows = m.tree.map((count, k) =>
    el('tr', {}, el('th', { scope: 'row' }, String(k)), el('td', {}, formatCount(count)), el('td', {}, formatCount(m.notebookTree[k])), el('td', {}, formatCount(m.unprunedTree[k]))),
  );
  return el(
    'table',
    { class: 'cc-tree' },
    el('caption', {}, t.treeCaption(m.metric)),
    el('thead', {}, el('tr', {}, ...[t.length, t.yourRule, t.notebookRule, t.noRule].map((name) => el('th', { scope: 'col' }, name)))),
    el('tbody', {}, ...rows),
  );
}

function metricPart(m: MetricVerdict, words: CellPageWords): HTMLElement {
  const t = words.cellVerdicts.pruning;
  const deepest = m.tree.at(-1)!;
  const notebook = m.notebookTree.at(-1)!;
  const size = deepest === notebook ? t.same : deepest < notebook ? t.smaller : t.larger((deepest / notebook).toFixed(1));
  const example = m.example;
  return el(
    'section',
    { class: 'cc-verdict-metric', 'data-metric': m.metric, 'data-pass': String(m.keepsOptimal) },
    el('h4', {}, words.cellVerdicts.metricHeading(m.metric)),
    m.keepsOptimal || example === null
      ? el('p', { class: 'cc-finding', 'data-finding': 'keeps-optimal' }, t.keeps)
      : el(
          'div',
          { class: 'cc-finding', 'data-finding': 'loses-optimal' },
          el('p', {}, t.loses(m.lost)),
          el('p', { class: 'cc-example' }, positionLink(example, m.metric, { onPage: 'ida-explorer' }, words)),
          el('p', {}, t.needs(example.solution, example.forbidden[0], example.forbidden[1])),
        ),
    scrollBox(treeTable(m, words)),
    el('p', { class: 'cc-measure' }, size),
  );
}

export function renderPruningVerdict(verdict: PruningVerdict, words: CellPageWords): Node {
  return verdictFrame(verdict.pass, words, ...verdict.metrics.map((m) => metricPart(m, words)));
}
