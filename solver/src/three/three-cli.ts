/**
 * The 3×3×3 part of `pocket-cube solve` (../cli.ts): `--puzzle 3x3`, a node
 * `--budget`, and the edge databases to use; or `--two-phase` (Kociemba's
 * algorithm, chapter 10) with a `--target-length` (stop at the first solution that
 * short; the shortest found when time runs out), or a `--max-length` that is a real
 * maximum (nothing longer is printed: no answer and a failed line instead), and a
 * `--budget` that is then a time in milliseconds (the spelling; a two-phase search has no useful
 * node count to stop at, a reader has a clock). Scrambles may turn and
 * regrip the cube (x y z, Rw …): both solvers answer for the cube as held at
 * the end (held-scramble.ts). Same JSON lines as the 2×2×2 (../cli-record.ts:
 * {ok, scramble, moves, length, metric, optimal, status, nodes, ms}; a bad line
 * gives {ok: false, scramble, error}); a search stopped by its budget prints
 * moves: null, status "budget", and counts as a failed line. Every 3×3×3 line
 * adds its `method` ("optimal" or "two-phase") and, last, `tablesMs`.
 *
 * The tables come first, before any line is timed: the optimal solver's
 * databases from the table cache (three-cli-tables.ts; `--cache-dir DIR`,
 * `--no-cache`), the two-phase tables built (about a second, not cached), each
 * said on stderr with its time. `ms` is the search alone; the table time is
 * the first answer's `tablesMs` (and its plain line's "; tables …"), 0 on the
 * lines after it, so a batch's tablesMs add up to what the tables cost.
 */
import { type CliRecord, errorLine, roundMs } from '../cli-record.ts';
import type { CubeState } from './cube-state.ts';
import { scrambleToHeldCube } from './held-scramble.ts';
import { TableCache, formatDuration, tableCacheDir } from './table-cache.ts';
import { prepareReidTables, prepareThreeTables } from './three-cli-tables.ts';
import { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS, type ThreeHeuristicName, solveThree } from './three-solve.ts';
import { solveTwoPhase, twoPhaseTables } from './two-phase/solve.ts';

export interface ThreeCliOptions {
  readonly maxNodes?: number;
  readonly edgeGroups: readonly (readonly number[])[];
  /** The table cache's folder (tableCacheDir), or null for `--no-cache` and for two-phase (its tables are not cached). */
  readonly cacheDir: string | null;
  /** The optimal solver's lower bound (`--heuristic`; default 'reid'). */
  readonly heuristic: ThreeHeuristicName;
  /** Solve by the two-phase algorithm instead of optimally. */
  readonly twoPhase?: TwoPhaseCliOptions;
}

/**
 * The optimal solver's default bound: Reid's. Measured in Node (load 1): its whole table builds in 8 s
 * (read from the cache in a fraction of one), and it proves chapter 8's 14-move reach scramble in 3.7 M nodes
 * and 0.9 s, where Korf's design (corner and six-edge databases, 15 s to build) needs 67 M nodes.
 */
const DEFAULT_THREE_HEURISTIC: ThreeHeuristicName = 'reid';
const THREE_HEURISTICS: readonly ThreeHeuristicName[] = ['korf', 'reid', 'both'];

export interface TwoPhaseCliOptions {
  /** Stop at the first solution of at most this many moves (0: keep improving until the time is up). */
  readonly targetLength: number;
  readonly maxMs: number;
  /** `--max-length`: an answer longer than this is not an answer (the line fails). */
  readonly maxLength?: number;
}

/** The two-phase defaults: stop at 20 moves (always reachable: God's number), give up after 10 s. */
const TWO_PHASE_TARGET_LENGTH = 20;
const TWO_PHASE_MS = 10_000;

/** The 3×3×3 options from parsed flags, or null for the 2×2×2. Throws `usage(message)` on bad values. */
export function threeOptionsOf(
  values: {
    puzzle?: string;
    budget?: string;
    edges?: string;
    metric?: string;
    heuristic?: string;
    all?: boolean;
    'two-phase'?: boolean;
    optimal?: boolean;
    'max-length'?: string;
    'target-length'?: string;
    'no-cache'?: boolean;
    'cache-dir'?: string;
  },
  usage: (message: string) => Error,
): ThreeCliOptions | null {
  const puzzle = (values.puzzle ?? '2x2').toLowerCase();
  const twoPhase = values['two-phase'] ?? false;
  if (twoPhase && values.optimal) throw usage('give --optimal (the shortest solution) or --two-phase (a short one, fast), not both');
  for (const flag of ['max-length', 'target-length'] as const) {
    if (!twoPhase && values[flag] !== undefined) throw usage(`--${flag} is for --puzzle 3x3 --two-phase`);
  }
  if (values['max-length'] !== undefined && values['target-length'] !== undefined) {
    throw usage('give --target-length (stop at the first solution that short) or --max-length (never answer longer), not both');
  }
  const cacheFlags = values['no-cache'] !== undefined || values['cache-dir'] !== undefined;
  if (values['no-cache'] && values['cache-dir'] !== undefined) throw usage('give --cache-dir DIR (where the tables are kept) or --no-cache (keep none), not both');
  if (values['cache-dir'] === '') throw usage('--cache-dir needs a folder');
  if (puzzle === '2x2' || puzzle === '2x2x2') {
    if (values.budget !== undefined || values.edges !== undefined || twoPhase || values.optimal) throw usage('--budget, --edges, --optimal and --two-phase are for --puzzle 3x3');
    if (cacheFlags) throw usage('--no-cache and --cache-dir are for --puzzle 3x3 (the 2x2 tables take milliseconds)');
    return null;
  }
  if (puzzle !== '3x3' && puzzle !== '3x3x3') throw usage(`unknown puzzle "${values.puzzle}" (use 2x2 or 3x3)`);
  if (values.metric !== undefined && values.metric.toLowerCase() !== 'htm') throw usage('the 3x3 solver counts moves in HTM only');
  if (values.all) throw usage('--all is for the 2x2 solver');
  if (twoPhase) {
    if (values.heuristic !== undefined) throw usage('--heuristic is for the optimal 3x3 solver, not --two-phase');
    if (values.edges !== undefined) throw usage('--edges is for the optimal 3x3 solver, not --two-phase');
    if (cacheFlags) throw usage('--no-cache and --cache-dir are for the optimal 3x3 solver: the two-phase tables take about a second and are not cached');
    const whole = (flag: string, raw: string | undefined, fallback: number, min: number, unit: string) => {
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min) throw usage(`--${flag} needs a whole number${unit} ≥ ${min}, got "${raw}"`);
      return n;
    };
    const maxMs = whole('budget', values.budget, TWO_PHASE_MS, 1, ' of milliseconds (with --two-phase it is time)');
    // A maximum is also the target: the search stops at the first solution that short, and fails the line if
    // the time runs out before one is found.
    const maxLength = values['max-length'] === undefined ? undefined : whole('max-length', values['max-length'], 0, 0, ' of moves');
    const twoPhaseOptions: TwoPhaseCliOptions =
      maxLength === undefined
        ? { targetLength: whole('target-length', values['target-length'], TWO_PHASE_TARGET_LENGTH, 0, ' of moves'), maxMs }
        : { targetLength: maxLength, maxMs, maxLength };
    return { edgeGroups: [], cacheDir: null, heuristic: DEFAULT_THREE_HEURISTIC, twoPhase: twoPhaseOptions };
  }
  let maxNodes: number | undefined;
  if (values.budget !== undefined) {
    maxNodes = Number(values.budget);
    if (!Number.isInteger(maxNodes) || maxNodes < 1) throw usage(`--budget needs a whole number of nodes ≥ 1, got "${values.budget}"`);
  }
  // --edges without --heuristic asks for Korf's design: only it reads edge databases.
  const heuristic = (values.heuristic ?? (values.edges !== undefined ? 'korf' : DEFAULT_THREE_HEURISTIC)).toLowerCase() as ThreeHeuristicName;
  if (!THREE_HEURISTICS.includes(heuristic)) throw usage(`--heuristic for the 3x3 must be korf (corner and edge databases), reid (the distance to H on three axes) or both (reid and the corner database), got "${values.heuristic}"`);
  if (heuristic !== 'korf' && values.edges !== undefined) throw usage(`--edges picks Korf's edge databases, which --heuristic ${heuristic} does not read (use --heuristic korf)`);
  const edges = values.edges ?? '6';
  if (edges !== '6' && edges !== '4') throw usage(`--edges must be 6 (Korf's two six-edge databases) or 4, got "${edges}"`);
  const cacheDir = values['no-cache'] ? null : tableCacheDir(values['cache-dir']);
  return { maxNodes, edgeGroups: heuristic === 'korf' ? (edges === '6' ? KORF_EDGE_GROUPS : PAGE_EDGE_GROUPS) : [], cacheDir, heuristic };
}

/** The time the tables took, until a line reports it: the first answer carries it, the lines after it 0. */
export interface TablesTime {
  unreported: number | null;
}

/** Takes the table time for an answer line: the whole of it the first time, then 0. */
function takeTablesMs(time: TablesTime): { ms: number; note: string } {
  if (time.unreported === null) return { ms: 0, note: '' };
  const ms = roundMs(time.unreported);
  time.unreported = null;
  return { ms, note: `; tables ${formatDuration(ms)}` };
}

/**
 * Gets every table the options' solver reads ready (read from the cache or built, each said through `say`, by
 * default on stderr), so that no line's `ms` includes them; answers the time it took.
 */
export function prepareThree(options: ThreeCliOptions, say: (text: string) => void = (text) => void process.stderr.write(text)): TablesTime {
  const started = performance.now();
  if (options.twoPhase) {
    say('building the two-phase tables… ');
    twoPhaseTables(); // the ones solveTwoPhase reads with the CLI's options (the defaults)
    say(`${formatDuration(performance.now() - started)}\n`);
  } else {
    const cache = new TableCache(options.cacheDir, say);
    if (options.heuristic === 'korf') prepareThreeTables('htm', options.edgeGroups, cache);
    else prepareReidTables(options.heuristic, cache);
  }
  return { unreported: performance.now() - started };
}

/** Solves one line; false if it failed (bad input or out of budget). */
export function answerThree(line: string, options: ThreeCliOptions, json: boolean, tables: TablesTime): boolean {
  const held = scrambleToHeldCube(line);
  if (!held.ok) {
    const record: CliRecord = { ok: false, scramble: line, error: held.error };
    if (json) console.log(JSON.stringify(record));
    else console.error(errorLine(line, held.error));
    return false;
  }
  if (options.twoPhase) return answerTwoPhase(line, held.state, options.twoPhase, json, takeTablesMs(tables));
  const tablesMs = takeTablesMs(tables);
  const r = solveThree(held.state, { maxNodes: options.maxNodes, edgeGroups: options.edgeGroups, heuristic: options.heuristic });
  if (!r.ok) throw new Error(`unreachable: a scramble's cube refused: ${r.error.message}`);
  const ms = roundMs(r.ms);
  const bound = r.iterations.at(-1)?.bound ?? 0;
  const record: CliRecord = {
    ok: true,
    scramble: line,
    moves: r.moves?.join(' ') ?? null,
    length: r.length,
    metric: 'htm',
    optimal: r.optimal,
    status: r.status,
    nodes: r.nodes,
    ms,
    method: 'optimal',
    heuristic: options.heuristic,
    ...(r.moves === null ? { bound } : {}),
    tablesMs: tablesMs.ms,
  };
  if (json) console.log(JSON.stringify(record));
  else if (r.moves === null) console.error(`budget: stopped after ${r.generated} nodes generated at bound ${bound}, no solution yet${tablesMs.note}: ${line}`);
  else console.log(`${record.moves || '(solved)'}  (${r.length} HTM, ${options.heuristic}, ${r.nodes} nodes, ${ms} ms${tablesMs.note})`);
  return r.moves !== null;
}

/**
 * One line by the two-phase algorithm; false if it failed: under --max-length no solution that short within the
 * time (a time budget otherwise always ends with a solution; the cube of a scramble is always solvable).
 */
function answerTwoPhase(line: string, state: CubeState, options: TwoPhaseCliOptions, json: boolean, tablesMs: { ms: number; note: string }): boolean {
  const r = solveTwoPhase(state, { targetLength: options.targetLength, maxMs: options.maxMs });
  if (!r.ok) throw new Error(`unreachable: a scramble's cube refused: ${r.error.message}`);
  const ms = roundMs(r.ms);
  // Keys in the order every solver's line has them (../cli-record.ts).
  const answer = (moves: string | null, length: number | null, optimal: boolean, status: string) =>
    ({ ok: true, scramble: line, moves, length, metric: 'htm', optimal, status, nodes: r.nodes, ms, method: 'two-phase' }) as const;
  if (options.maxLength !== undefined && r.length !== null && r.length > options.maxLength) {
    const record: CliRecord = { ...answer(null, null, false, 'max-length'), maxLength: options.maxLength, shortestFound: r.length, tablesMs: tablesMs.ms };
    if (json) console.log(JSON.stringify(record));
    else console.error(`no solution of at most ${options.maxLength} moves within ${options.maxMs} ms (the shortest found has ${r.length}): ${line}`);
    return false;
  }
  const record: CliRecord = { ...answer(r.moves?.join(' ') ?? null, r.length, r.optimal, r.status), tablesMs: tablesMs.ms };
  if (json) console.log(JSON.stringify(record));
  else if (r.moves === null) console.error(`no solution: ${line}`); // unreachable: time ends only a search with an answer
  else console.log(`${record.moves || '(solved)'}  (${r.length} HTM, two-phase${r.optimal ? ', proven optimal' : ''}, ${r.nodes} nodes, ${ms} ms${tablesMs.note})`);
  return r.moves !== null;
}
