/** Pure text formats of the 3×3×3 solver widget (testable without a DOM). */
import type { ThreeTablesProgress } from 'pocket-cube-solver/protocol';
import { formatCount, formatMs } from '../../lib/format.ts';

/** "3.2 hours", "41 s", "2.1 days": a predicted time a reader can weigh. */
export function formatPrediction(seconds: number): string {
  if (seconds < 120) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  if (seconds < 7200) return `${(seconds / 60).toFixed(0)} minutes`;
  if (seconds < 2 * 86400) return `${(seconds / 3600).toFixed(1)} hours`;
  if (seconds < 2 * 365 * 86400) return `${(seconds / 86400).toFixed(1)} days`;
  return `${(seconds / (365 * 86400)).toPrecision(2)} years`;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 6.7 × 10⁸ (numbers too large to read digit by digit). */
export function formatScientific(value: number): string {
  if (value < 1e5) return formatCount(Math.round(value));
  const [mantissa, exponent] = value.toExponential(1).split('e');
  return `${mantissa} × 10${[...String(Number(exponent))].map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
}

/** "Building edge database 2 of 2 first: depth 7, …": which database the worker is building, and how far it is. */
export function tablesText(p: ThreeTablesProgress): string {
  const table = p.table.kind === 'corner' ? 'the corner database' : `edge database ${p.table.group} of ${p.table.groups}`;
  return `Building ${table} first: depth ${p.depth}, ${formatCount(p.visited)} of ${formatCount(p.total)} positions (${formatMs(p.ms)}).`;
}
