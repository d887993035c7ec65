/**
 * Chapter 8's facts entry (toward the 3×3×3): state counts, the corner
 * database, how far the page's solver reaches and chapter 7's prediction for
 * the corner database alone, with the chapter's ways of writing them.
 */
import type { ReachRow } from 'pocket-cube-solver/three';
import { n, threeFacts } from '../lib/three-facts.build.ts';

export { n };

export const f = threeFacts();
export const tex = (v: number): string => n(v).replace(/,/g, '{,}');
export const sci = (v: number): string => v.toExponential(1).replace(/e\+(\d+)/, ' \\cdot 10^{$1}');
/** The corner-only prediction of nodes expanded up to threshold `length`. */
export const at = (length: number): number => {
  const row = f.predicted.find((p) => p.length === length);
  if (!row) throw new Error(`chapter 8 has no prediction for length ${length}`);
  return row.nodes;
};
/** The reach table's row whose search ran out of budget. */
export const stopped = (): ReachRow => {
  const row = f.reach.rows.find((r) => r.status === 'budget');
  if (!row) throw new Error('every reach case solved: the paragraph on the stopped case no longer holds');
  return row;
};
export const solvedRows = (): ReachRow[] => f.reach.rows.filter((r) => r.status === 'solved');
export const percentOfPrediction = (r: ReachRow): number => (100 * r.expanded) / r.predictedCornerOnly;
export const percent = (v: number): string => (v < 1 ? v.toFixed(1) : v.toFixed(0));
export const generatedFromExpanded = (expanded: number): number => expanded * f.branchingHtm;
export const daysAt = (generated: number, perSecond: number): number => generated / perSecond / 86400;
export const overBudget = (): number => generatedFromExpanded(stopped().predictedCornerOnly) / f.reach.budget;
