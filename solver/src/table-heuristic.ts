/**
 * A heuristic given as a table, one h per state index: how a reader's own
 * heuristic from chapter 5's code cell runs in IDA* (the cell's check, and
 * chapter 6's heuristic lab). The search reads it through the same slot as
 * the exact distance table, so it costs one lookup per node and needs no
 * property of h: an inadmissible table makes IDA* answer with too many moves,
 * an inconsistent one only costs nodes.
 */
import { STATE_COUNT } from './coordinates.ts';
import { type Heuristic, heuristic } from './heuristics.ts';
import type { Metric } from './metric.ts';

/**
 * ⌈h⌉ per state, clamped to 0..255: with whole-number move costs, f = g + ⌈h⌉
 * exceeds a whole-number bound exactly when g + h does, so IDA* cuts the same
 * nodes; a negative h says no more than 0.
 */
export function tableOfValues(values: ArrayLike<number>): Uint8Array {
  if (values.length !== STATE_COUNT) throw new RangeError(`a heuristic table needs ${STATE_COUNT} values, got ${values.length}`);
  const table = new Uint8Array(STATE_COUNT);
  for (let i = 0; i < STATE_COUNT; i++) {
    const v = values[i];
    table[i] = Number.isNaN(v) ? 0 : Math.min(255, Math.max(0, Math.ceil(v)));
  }
  return table;
}

/** The table as a Heuristic for IdaSearch (its name says 'none': no built-in tables are read). */
export function tableHeuristic(table: Uint8Array, metric: Metric): Heuristic {
  if (table.length !== STATE_COUNT) throw new RangeError(`a heuristic table needs ${STATE_COUNT} entries, got ${table.length}`);
  return { ...heuristic('none', metric), exact: table };
}
