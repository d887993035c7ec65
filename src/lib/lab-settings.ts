/**
 * The heuristic lab's two settings (chapter 6), read by its widget, by the
 * build that runs the lab for the static page (src/facts/lab-runs.build.ts)
 * and by chapter 6's facts: below all three, so none reaches into another's
 * folder.
 */
import type { HeuristicName } from 'pocket-cube-solver';

/** Weakest to strongest, the order of the table and the panels. */
export const LAB_ORDER: readonly HeuristicName[] = ['none', 'orient', 'perm', 'max', 'exact'];

/**
 * Generated nodes each run may use. h = 0 on a scramble 10 moves deep would
 * generate about 9·6⁹ ≈ 10⁸ nodes; 30 million stop it after a second or two.
 */
export const LAB_BUDGET = 30_000_000;
