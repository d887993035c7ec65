/** Pure text formats of the 3×3×3 solver widget (testable without a DOM). */
import type { ThreeTablesProgress } from 'pocket-cube-solver/protocol';
import { formatCount } from '../../lib/format.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** "3.2 hours", "41 s", "2.1 days": a predicted time a reader can weigh. */
export function formatPrediction(seconds: number, words = pageMessages().kit.duration): string {
  if (seconds < 120) return words.s(seconds.toFixed(seconds < 10 ? 1 : 0));
  if (seconds < 7200) return words.minutes((seconds / 60).toFixed(0));
  if (seconds < 2 * 86400) return words.hours((seconds / 3600).toFixed(1));
  if (seconds < 2 * 365 * 86400) return words.days((seconds / 86400).toFixed(1));
  return words.years((seconds / (365 * 86400)).toPrecision(2));
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 6.7 × 10⁸ (numbers too large to read digit by digit). */
export function formatScientific(value: number): string {
  if (value < 1e5) return formatCount(Math.round(value));
  const [mantissa, exponent] = value.toExponential(1).split('e');
  return `${mantissa} × 10${[...String(Number(exponent))].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
}

/**
 * "Building edge database 2 of 2 first: depth 7, …": which database the worker is building, and how far it is;
 * for Reid's table, "depth 9 of 12, 61.3 % filled" (its entries set, of 140,908,410).
 */
export function tablesText(p: ThreeTablesProgress, words = pageMessages().three.solver): string {
  if (p.table.kind === 'phase1') return words.phase1Progress(p.depth, p.visited, p.total, p.ms);
  const table = p.table.kind === 'corner' ? words.cornerTable : words.edgeTable(p.table.group, p.table.groups);
  return words.tablesProgress(table, p.depth, p.visited, p.total, p.ms);
}

/** How much of a table is built, in percent (0–100). */
export function phase1Percent(p: ThreeTablesProgress): number {
  return p.total > 0 ? (100 * p.visited) / p.total : 0;
}
