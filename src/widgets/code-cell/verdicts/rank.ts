/**
 * Chapter 2's verdict (RankVerdict, solver/src/cells/rank-check.ts), drawn:
 * passed or not; the problem, if any — a value out of range with its
 * permutation, or two permutations that share a rank side by side; whether the
 * order is the notebook's Lehmer code (康托展开), with the first difference;
 * what the optional unrank did; the time per call beside the notebook's.
 *
 * One of the pure renderers of verdict-views.ts: `(verdict, words) => Node`.
 */
import { PERMUTATION_COUNT } from 'pocket-cube-solver/internals';
import type { RankVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { answerText, el, permutationTable, verdictFrame, withCode } from './dom.ts';

/** 7!, the permutations of 0..6 the check ranks (rank-check.ts's RANK_COUNT). */
const PERMUTATIONS = PERMUTATION_COUNT;

export function renderRankVerdict(verdict: RankVerdict, words: CellPageWords): Node {
  const t = words.cells.verdict.rank;
  const problem = verdict.problem;
  const problemPart =
    problem === null
      ? el('p', { class: 'cc-finding', 'data-finding': 'bijection' }, t.bijection(PERMUTATIONS))
      : problem.kind === 'out-of-range'
        ? el('div', { class: 'cc-finding', 'data-finding': 'out-of-range' }, el('p', {}, t.outOfRange(answerText(problem.value), PERMUTATIONS - 1)), permutationTable(problem.perm, words))
        : el(
            'div',
            { class: 'cc-finding', 'data-finding': 'collision' },
            el('p', {}, t.collision(problem.value)),
            el('div', { class: 'cc-side-by-side' }, permutationTable(problem.perms[0], words), permutationTable(problem.perms[1], words)),
          );
  const difference = verdict.firstDifference;
  const orderPart =
    problem === null
      ? verdict.lehmerOrder || difference === null
        ? el('p', { class: 'cc-finding', 'data-finding': 'lehmer' }, t.lehmerYes)
        : el(
            'div',
            { class: 'cc-finding', 'data-finding': 'other-order' },
            el('p', {}, t.lehmerNo(answerText(difference.yours), difference.lehmer)),
            permutationTable(difference.perm, words),
          )
      : null;
  return verdictFrame(verdict.pass, words, problemPart, orderPart, unrankPart(verdict.unrank, words), el('p', { class: 'cc-speed' }, ...withCode(t.speed(nsText(verdict.nsPerCall), nsText(verdict.notebookNsPerCall)))));
}

function unrankPart(finding: RankVerdict['unrank'], words: CellPageWords): Node {
  const t = words.cells.verdict.rank;
  if (finding === null) return el('p', { class: 'cc-finding', 'data-finding': 'no-unrank' }, ...withCode(t.noUnrank));
  switch (finding.kind) {
    case 'inverse':
      return el('p', { class: 'cc-finding', 'data-finding': 'unrank-inverse' }, ...withCode(t.unrankInverse));
    case 'not-a-permutation':
      return el('p', { class: 'cc-finding', 'data-finding': 'unrank-not-permutation' }, ...withCode(t.unrankNotPermutation(finding.rank)));
    case 'not-inverse':
      return el(
        'div',
        { class: 'cc-finding', 'data-finding': 'unrank-not-inverse' },
        el('p', {}, ...withCode(t.unrankNotInverse(finding.rank))),
        el('div', { class: 'cc-side-by-side' }, permutationTable(finding.got, words), permutationTable(finding.expected, words)),
      );
  }
}

/** Nanoseconds per call: two significant figures are all a ~30 ms timing supports. */
function nsText(ns: number): string {
  if (!Number.isFinite(ns) || ns <= 0) return '–';
  return ns >= 100 ? String(Math.round(ns / 10) * 10) : ns.toPrecision(2);
}
