/**
 * Chapter 5's verdict (HeuristicVerdict, solver/src/cells/heuristic-check.ts),
 * drawn: admissible or the worst overestimate (a position the page can load
 * into the heuristic inspector), consistent or the first move along which h
 * drops by more than one, the mean and the levels saved, and IDA*'s nodes
 * with the reader's heuristic beside the built-in ones.
 */
import { STATE_COUNT } from 'pocket-cube-solver';
import type { HeuristicVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { formatCount } from '../../../lib/format.ts';
import { answerText, el, scrollBox, verdictFrame } from './dom.ts';
import { positionLink } from './position-link.ts';

/** IDA*'s node budget per position (heuristic-check.ts's SEARCH_NODE_BUDGET), for the notes column. */
const NODE_BUDGET = 1_000_000;
const INSPECTOR = { onPage: 'heuristic-inspector' } as const;

export function renderHeuristicVerdict(verdict: HeuristicVerdict, words: CellPageWords): Node {
  const t = words.cellVerdicts.heuristic;
  const metric = verdict.metric;
  const admissible = verdict.admissible
    ? el('p', { class: 'cc-finding', 'data-finding': 'admissible' }, t.admissible(STATE_COUNT))
    : el(
        'div',
        { class: 'cc-finding', 'data-finding': 'overestimates' },
        el('p', {}, t.overestimates(verdict.overestimated)),
        el('p', { class: 'cc-example' }, t.worst(answerText(verdict.worst!.h), verdict.worst!.distance), words.cellVerdicts.gap, positionLink(verdict.worst!, metric, INSPECTOR, words)),
      );
  const edge = verdict.firstInconsistent;
  const consistent =
    verdict.consistent || edge === null
      ? el('p', { class: 'cc-finding', 'data-finding': 'consistent' }, t.consistent)
      : el(
          'div',
          { class: 'cc-finding', 'data-finding': 'inconsistent' },
          el('p', {}, t.inconsistent(verdict.inconsistentEdges)),
          el('p', { class: 'cc-example' }, t.edge(edge.move, answerText(edge.hFrom), answerText(edge.hTo)), words.cellVerdicts.gap, positionLink(edge.from, metric, INSPECTOR, words)),
        );
  const nameOf = (h: HeuristicVerdict['costs'][number]['heuristic']) => (h === 'yours' ? t.yoursName : words.kit.heuristics.long[h]);
  const rows = verdict.costs.map((c) =>
    el(
      'tr',
      c.heuristic === 'yours' ? { 'data-yours': 'true' } : {},
      el('th', { scope: 'row' }, nameOf(c.heuristic)),
      el('td', {}, formatCount(c.generated)),
      el('td', {}, [c.overBudget ? t.overBudget(c.overBudget, formatCount(NODE_BUDGET)) : '', c.longer ? t.longer(c.longer) : ''].filter(Boolean).join(t.noteSeparator)),
    ),
  );
  return verdictFrame(
    verdict.pass,
    words,
    el('h4', {}, words.cellVerdicts.metricHeading(metric)),
    admissible,
    consistent,
    verdict.hSolved === 0 ? null : el('p', { class: 'cc-finding', 'data-finding': 'solved-not-zero' }, t.solvedNotZero(answerText(verdict.hSolved))),
    el('p', { class: 'cc-measure' }, t.mean(verdict.mean.toFixed(2), verdict.meanDistance.toFixed(2)), words.cellVerdicts.gap, t.saved(verdict.levelsSaved.toFixed(2), verdict.branching.toFixed(2))),
    scrollBox(el(
      'table',
      { class: 'cc-costs' },
      el('caption', {}, t.searchCaption(verdict.searchPositions)),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.heuristicColumn), el('th', { scope: 'col' }, t.nodesColumn), el('th', { scope: 'col' }, t.notesColumn))),
      el('tbody', {}, ...rows),
    )),
    el('p', { class: 'cc-speed' }, t.speed(verdict.nsPerCall < 10 ? verdict.nsPerCall.toPrecision(2) : String(Math.round(verdict.nsPerCall)))),
  );
}
