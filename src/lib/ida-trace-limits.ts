/**
 * How much of a search the explorer records and how long it lets a search
 * run. Shared by the page (element.ts) and the build-time numbers, so the
 * prose states the limits the widget uses.
 */

/** Nodes the recorder keeps: every iteration of most PDB searches, and still smooth on a canvas. */
export const TRACE_CAP = 10_000;

/** Generated-node budget, so h = 0 on a deep scramble stops in about a second instead of searching for minutes. */
export const NODE_BUDGET = 20_000_000;
