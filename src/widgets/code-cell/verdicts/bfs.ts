/**
 * Chapter 4's verdict (BfsVerdict, solver/src/cells/bfs-check.ts), drawn per
 * metric: right, or what is wrong by name (the article's face-skipping BFS
 * among them) with the counts and the wrong position nearest to solved; the
 * depth histogram beside the published one, rows that differ marked; the
 * expansions; time and bytes beside the notebook's BFS.
 */
import { STATE_COUNT } from 'pocket-cube-solver';
import type { BfsVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { formatCount, formatMs } from '../../../lib/format.ts';
import { el, scrollBox, verdictFrame } from './dom.ts';
import { positionLink } from './position-link.ts';

type MetricVerdict = BfsVerdict['metrics'][number];

function histogramTable(m: MetricVerdict, words: CellPageWords): HTMLTableElement {
  const t = words.cellVerdicts.bfs;
  const depths = Math.max(m.histogram.length, m.published.length);
  const rows = Array.from({ length: depths }, (_, d) => {
    const yours = m.histogram[d] ?? 0;
    const published = m.published[d] ?? 0;
    return el(
      'tr',
      yours === published ? {} : { 'data-differs': 'true' },
      el('th', { scope: 'row' }, String(d)),
      el('td', {}, formatCount(yours)),
      el('td', {}, formatCount(published)),
    );
  });
  return el(
    'table',
    { class: 'cc-histogram' },
    el('caption', {}, t.histogramCaption(m.metric)),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.depth), el('th', { scope: 'col' }, t.yours), el('th', { scope: 'col' }, t.published))),
    el('tbody', {}, ...rows),
  );
}

function metricPart(m: MetricVerdict, words: CellPageWords): HTMLElement {
  const t = words.cellVerdicts.bfs;
  const bytes = m.container.kind === 'typed' ? t.typedBytes(m.container.name, m.container.bytes, m.notebookBytes) : t.arrayBytes(m.container.length, m.notebookBytes);
  return el(
    'section',
    { class: 'cc-verdict-metric', 'data-metric': m.metric, 'data-pass': String(m.pass) },
    el('h4', {}, words.cellVerdicts.metricHeading(m.metric)),
    el('p', { class: 'cc-finding', 'data-finding': m.diagnosis }, m.pass ? t.right(STATE_COUNT) : t.diagnosis[m.diagnosis]),
    m.pass ? null : el('p', {}, t.counts(m.unreached, m.tooLarge, m.tooSmall)),
    m.example
      ? el('p', { class: 'cc-example' }, t.example(m.example.yours === 255 ? t.unreached : formatCount(m.example.yours)), words.cellVerdicts.gap, positionLink(m.example, m.metric, { playground: true }, words))
      : null,
    scrollBox(histogramTable(m, words)),
    m.expandedTwice === null || m.neverExpanded === null ? null : el('p', { class: 'cc-measure' }, t.expansions(m.expandedTwice, m.neverExpanded)),
    el('p', { class: 'cc-measure' }, t.speed(formatMs(m.ms), formatMs(m.notebookMs)), words.cellVerdicts.gap, bytes),
  );
}

export function renderBfsVerdict(verdict: BfsVerdict, words: CellPageWords): Node {
  return verdictFrame(verdict.pass, words, ...verdict.metrics.map((m) => metricPart(m, words)));
}
