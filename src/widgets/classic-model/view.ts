/**
 * Drawing for the model comparison: plain data in, HTML text out (the shell
 * renders it at build time, the element after each edit). Reader text only
 * enters through escapeHtml.
 */
import { escapeHtml, formatCount } from '../../lib/format.ts';
import type { ModelComparison } from './model-rows.ts';

export function modelTableHtml(c: ModelComparison): string {
  const rows = c.rows
    .map((row) => {
      const differs = row.realPiece !== row.classicPiece;
      return `<tr${differs ? ' class="is-different"' : ''}><th scope="row">${row.slot}</th><td>${row.realPiece}</td><td>${row.realTwist}</td><td>${row.classicPiece}${differs ? ' <span class="cm-mark">≠</span>' : ''}</td><td>${row.classicTwist}</td></tr>`;
    })
    .join('');
  return `<table class="ctl-table cm-table"><caption>Which piece sits in each slot, and its twist</caption><thead><tr><th scope="col" rowspan="2">Slot</th><th scope="colgroup" colspan="2">Real cube</th><th scope="colgroup" colspan="2">Classic tables</th></tr><tr><th scope="col">piece</th><th scope="col">twist</th><th scope="col">piece</th><th scope="col">twist</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function modelSummary(c: ModelComparison): string {
  if (c.realOrder === null) return 'The empty sequence: both models stay solved.';
  const same = c.differing === 0 ? 'Every piece is in the same slot in both models.' : `${formatCount(c.differing)} of 8 slots hold a different piece.`;
  return `${same} Repeated, the sequence comes back to solved after ${formatCount(c.realOrder)} rounds on a real cube and ${formatCount(c.classicOrder!)} with the classic tables.`;
}

export function classicSequenceText(c: ModelComparison): string {
  return `${escapeHtml(c.classicMoves)} (${formatCount(c.classicMoveCount)} of its quarter turns)`;
}
