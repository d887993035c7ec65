/**
 * The reader's histogram of h as shares that always add up to 1, and what
 * chapter 7's law says about it. Dragging one bar to a new share scales all
 * the others by the same factor, so their proportions (the shape the reader
 * did not touch) stay as they were.
 *
 * The law itself is the solver's (complexity/depth-saved.ts): the depth saved
 * s = −log_b Σ p(h)·b^(−h), at most the mean of h (Jensen).
 */
import { depthSaved, meanValue } from 'pocket-cube-solver/complexity';

/** A histogram the reader can start from (presets.build.ts). */
export interface ShapePreset {
  readonly id: string;
  readonly label: string;
  /** counts[h]: states with heuristic value h. */
  readonly counts: readonly number[];
  /** b: the brute-force tree's growth per level for this puzzle and metric. */
  readonly branching: number;
}

/** Shares of states by heuristic value, padded with zeros to `values` bars. */
export function sharesOf(counts: readonly number[], values: number): number[] {
  const total = counts.reduce((a, c) => a + c, 0);
  return Array.from({ length: Math.max(values, counts.length) }, (_, h) => (counts[h] ?? 0) / total);
}

/**
 * Bar `h` set to `share` (clamped to [0, 1]), the others scaled to fill the
 * rest. When every other bar is empty there is nothing to scale, so bar h
 * keeps all the states: the shares must describe some set of states.
 */
export function withShare(shares: readonly number[], h: number, share: number): number[] {
  const rest = shares.reduce((a, s, k) => (k === h ? a : a + s), 0);
  if (rest <= 0) return shares.map((_, k) => (k === h ? 1 : 0));
  const wanted = Math.min(1, Math.max(0, share));
  const scale = (1 - wanted) / rest;
  return shares.map((s, k) => (k === h ? wanted : s * scale));
}

export interface ShapeSummary {
  /** The mean of h, in moves. */
  readonly mean: number;
  /** Levels of the brute-force tree the heuristic saves: −log_b Σ p(h) b^(−h). */
  readonly saved: number;
  /** Σ p(h) b^(−h) = b^(−saved): the share of the brute-force search that is left. */
  readonly workLeft: number;
  /** b^(−mean): what reasoning from the mean would promise. */
  readonly meanPromise: number;
}

export function summarize(shares: readonly number[], branching: number): ShapeSummary {
  // The solver's functions take counts; shares are counts that add up to 1.
  const mean = meanValue(shares);
  const saved = depthSaved(shares, branching);
  return { mean, saved, workLeft: branching ** -saved, meanPromise: branching ** -mean };
}

/** How many bars every histogram is drawn with: enough for the deepest, and at least h = 0 … 11, so they compare at one scale. */
export function barCount(histograms: readonly { readonly counts: readonly number[] }[]): number {
  return Math.max(12, ...histograms.map((p) => p.counts.length));
}
