/**
 * The names of the heuristics IDA* can use, and how the site labels them.
 * A module of its own, apart from heuristics.ts, because the page needs the
 * names (menus, URL parameters) while only the worker may build the tables:
 * importing heuristics.ts would pull the BFS and the PDBs into the page.
 * tests/site/main-thread-imports.test.ts checks that split.
 */
export type HeuristicName = 'none' | 'orient' | 'perm' | 'max' | 'exact';
/** Every heuristic name, weakest first (as menus list them). */
export const HEURISTIC_NAMES: readonly HeuristicName[] = ['none', 'orient', 'perm', 'max', 'exact'];

export const HEURISTIC_LABELS: Readonly<Record<HeuristicName, string>> = {
  none: 'none (h = 0)',
  orient: 'orientation PDB',
  perm: 'permutation PDB',
  max: 'max of both PDBs',
  exact: 'exact distance table',
};

/**
 * True when `value` is one of HEURISTIC_NAMES: for checking a URL parameter,
 * a CLI flag or a message before using it.
 *
 * @example
 * isHeuristicName('max') // true
 * isHeuristicName('sum') // false
 */
export function isHeuristicName(value: unknown): value is HeuristicName {
  return typeof value === 'string' && (HEURISTIC_NAMES as readonly string[]).includes(value);
}

/**
 * The heuristic as a noun phrase inside a sentence ("You predicted the
 * orientation PDB"): h = 0 is no heuristic at all, so it is never "the none".
 */
export function heuristicNoun(name: HeuristicName): string {
  return name === 'none' ? 'no heuristic (h = 0)' : `the ${HEURISTIC_LABELS[name]}`;
}

/** "with the orientation PDB", "with no heuristic (h = 0)". */
export function heuristicPhrase(name: HeuristicName): string {
  return `with ${heuristicNoun(name)}`;
}
