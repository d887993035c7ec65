/**
 * Chapter 9's checklist: each error of the classic published implementation,
 * the kind of test that catches it, and the real test in this repository that
 * does. tests/site/ch9-checklist.test.ts checks that every file exists and
 * still contains the quoted test title, so the list cannot rot.
 */
export interface ChecklistItem {
  readonly error: string;
  readonly test: string;
  /** Repository path of the test file. */
  readonly file: string;
  /** A test title in that file, quoted exactly (template parts as they appear in the source). */
  readonly title: string;
  /**
   * For a title with template parts, one run of it: a value for each part
   * (keyed by the part's source, e.g. `metric.toUpperCase()`), and what the
   * parts range over. The page shows that run's name as the test runner prints
   * it, not the template.
   */
  readonly run?: { readonly values: Readonly<Record<string, string>>; readonly each: string };
}

const TEMPLATE_PART = /\$\{([^}]*)\}/g;

/**
 * The name a reader sees in the test runner's output: the title with its
 * template parts filled from `run`. Throws for a part with no value, so the
 * page never shows a placeholder.
 * @example runName({ title: 'reproduces the published ${metric.toUpperCase()} distribution exactly', run: { values: { 'metric.toUpperCase()': 'HTM' }, each: '' } }) // "reproduces the published HTM distribution exactly"
 */
export function runName(item: Pick<ChecklistItem, 'title' | 'run'>): string {
  return item.title.replace(TEMPLATE_PART, (_, part: string) => {
    const value = item.run?.values[part];
    if (value === undefined) throw new Error(`checklist: no value for \${${part}} in "${item.title}"`);
    return value;
  });
}

export const CLASSIC_CHECKLIST: readonly ChecklistItem[] = [
  {
    error: 'Hand-typed cycle and twist tables that are not a cube (wrong turn direction, impossible twists)',
    test: 'Derive the moves from geometry, compare them with a published table, and check group orders of known sequences',
    file: 'solver/test/corner-state.test.ts',
    title: 'computes the orders of known sequences',
  },
  {
    error: 'The same, found in the classic tables',
    test: 'Orders of (R F), (R F R′ F′), (R U L) and every orientation convention tried',
    file: 'solver/test/classic/model.test.ts',
    title: 'no orientation convention reproduces all 24 twist entries',
  },
  {
    error: 'A state count that does not match the arrays (8!·3⁷ states in the code, 7!·3⁶ in the text)',
    test: 'Count the states the coordinates can name, with and without a corner held fixed',
    file: 'solver/test/coordinates.test.ts',
    title: 'counts 7!·3⁶ DBL-fixed states and 8!·3⁷ orientation-distinguishing ones, 24 times more',
  },
  {
    error: "A God's number quoted for another puzzle and metric than the one searched",
    test: 'Reproduce a published depth histogram exactly, for the metric actually searched',
    file: 'solver/test/bfs.test.ts',
    title: 'reproduces the published ${metric.toUpperCase()} distribution exactly',
    run: { values: { 'metric.toUpperCase()': 'HTM' }, each: 'one for each metric' },
  },
  {
    error: 'Move pruning that removes optimal sequences (X X, and both orders of opposite faces)',
    test: 'Compare the search with a brute force over all short sequences',
    file: 'solver/test/ida-star.test.ts',
    title: 'finds exactly the optimal sequences a brute-force check finds (HTM, depth 4)',
  },
  {
    error: 'A PDB BFS that skips moves by the last move, and measures from solved instead of to solved',
    test: 'Check a pattern database against the exact distances of its abstract puzzle, entry by entry',
    file: 'solver/test/bfs.test.ts',
    title: 'are the exact distances of the abstract puzzles (min over the forgotten part)',
  },
  {
    error: 'An inadmissible heuristic (h above the true distance on millions of states)',
    test: 'Check h ≤ distance over every state, against the full BFS table',
    file: 'solver/test/bfs.test.ts',
    title: 'never overestimate the true distance (admissible)',
  },
  {
    error: 'Solutions that are not optimal',
    test: 'Solve seeded random states (2,000 per metric and heuristic in the slow tier, 300 in every run) and compare each length with the BFS table',
    file: 'solver/test/ida-star.test.ts',
    title: "${metric.toUpperCase()}, ${h}: ${PROPERTY_SAMPLES.toLocaleString('en')} seeded random states solve to their BFS distance",
    // The run the page quotes is the slow tier's, at the full count (solver/test/support/property-samples.ts).
    run: { values: { 'metric.toUpperCase()': 'HTM', h: 'max', "PROPERTY_SAMPLES.toLocaleString('en')": '2,000' }, each: 'one for each metric and heuristic' },
  },
  {
    error: 'Solutions nobody applied',
    test: 'Apply every solution to its scramble and check the cube is solved (here by an independent sticker model too)',
    file: 'solver/test/ida-star.test.ts',
    title: 'lists distinct solutions that all have the optimal length and all solve',
  },
];
