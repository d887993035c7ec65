#!/usr/bin/env node
/**
 * The `pocket-cube` command.
 *
 *   pocket-cube solve [--metric htm|qtm] [--heuristic max|perm|orient|none|exact] [--all] [--json] [SCRAMBLE]
 *   pocket-cube solve --puzzle 3x3 [--optimal] [--heuristic reid|both|korf] [--budget NODES] [--edges 6|4] [--cache-dir DIR | --no-cache] [--json] [SCRAMBLE]
 *   pocket-cube solve --puzzle 3x3 --two-phase [--target-length N | --max-length N] [--budget MS] [--json] [SCRAMBLE]
 *   pocket-cube histogram [--metric htm|qtm]
 *   pocket-cube scramble [--count N] [--seed S] [--distance D] [--metric htm|qtm]
 *   pocket-cube check rank|move|bfs|heuristic|pruning FILE.js [--metric htm|qtm] [--json]
 *
 * `solve` without SCRAMBLE answers one scramble per line of standard input;
 * a bad line is reported and the batch goes on, and the exit status is 1 if
 * any line failed.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { distanceTable } from './bfs.ts';
import { type HeuristicName, heuristic, isHeuristicName } from './heuristics.ts';
import { type Metric, isMetric } from './metric.ts';
import { freshSeed, seededRandom } from './random.ts';
import { randomScramble, randomScrambleAtDistance } from './scramble.ts';
import { answerLine, scrambleOfLine } from './cli-line.ts';
import { type CliRecord, errorLine, roundMs } from './cli-record.ts';
import { answerThree, prepareThree, threeOptionsOf } from './three/three-cli.ts';
import { checkCommandOf, runCheckCommand } from './cells/check-cli.ts';

const USAGE = `usage:
  pocket-cube solve [--metric htm|qtm] [--heuristic pdb|max|perm|orient|exact|none] [--all] [--json] [SCRAMBLE]
  pocket-cube solve --puzzle 3x3 [--optimal] [--heuristic reid|both|korf] [--budget NODES] [--edges 6|4] [--cache-dir DIR | --no-cache] [--json] [SCRAMBLE]
  pocket-cube solve --puzzle 3x3 --two-phase [--target-length N | --max-length N] [--budget MS] [--json] [SCRAMBLE]
  pocket-cube histogram [--metric htm|qtm]
  pocket-cube scramble [--count N] [--seed S] [--distance D] [--metric htm|qtm]
  pocket-cube check rank|move|bfs|heuristic|pruning FILE.js [--metric htm|qtm] [--json]

Scrambles use WCA notation (U D R L F B, ' 2, x y z, Rw …; on the 3×3×3 also the slice moves M E S, which
turn the middle layer like L, D and F; the 2×2×2 has no middle layer); solutions are written as a
cuber writes them (in QTM, R R appears as R2 and still counts two), for the cube as held after the scramble:
the 2×2×2's in U, R, F; the 3×3×3's in the faces of its centres as they ended up.
The 3×3×3 (--puzzle 3x3, HTM) is solved optimally (--optimal, the default): --budget NODES stops after that
many generated nodes. --heuristic picks the lower bound: reid (default), Reid's exact distance to Kociemba's
subgroup H on three axes (one 35 MB table, 8 s to build; a 14-move position in about a second, 16 moves in
about a minute); both, reid and Korf's corner database (88 MB more); korf, Korf's corner and edge databases:
--edges 6 uses his two six-edge ones (default; ~0.4 GB), --edges 4 three four-edge ones.
Building its tables takes seconds to a minute: the first run writes them to a cache folder (--cache-dir
DIR, else $POCKET_CUBE_CACHE, else $XDG_CACHE_HOME/pocket-cube-solver, else ~/.cache/pocket-cube-solver;
0.3 GB with korf's --edges 6) and later runs read them in under a second. A cached file that is corrupt,
truncated or from another version is reported and rebuilt; --no-cache builds in memory and neither reads
nor writes. Each table built or read is said on stderr with its time; a line's ms is its search alone,
the tables' time is the first answer's tablesMs (on a plain line, "; tables …").
--two-phase solves any 3×3×3 fast but not optimally (Kociemba): it stops at the first solution of at most
--target-length moves (default 20; 0 keeps improving) or after --budget MS milliseconds (default 10000),
with the shortest solution found. --max-length N is a maximum: it stops at the first solution of at most N
moves, and if the time runs out first it prints no solution and the line fails (exit 1).
With --two-phase, --budget is time in milliseconds, not a node count, and it ends only a search
that has a solution: a short budget still answers, with the first solution found.
Without SCRAMBLE, solve reads one scramble per line from standard input.
check grades a student's ES module with the notebook's code-cell checks (the same checks and the same
time limits as the page: 10 s, 30 s for bfs, 20 s for heuristic; --metric picks the heuristic's metric, bfs and pruning check both); exit 0 only
when it passes. It runs the student's code with your permissions, as any test runner does.`;

class UsageError extends Error {}

function metricOf(value: string | undefined): Metric {
  const m = (value ?? 'htm').toLowerCase();
  if (!isMetric(m)) throw new UsageError(`unknown metric "${value}" (use htm or qtm)`);
  return m;
}

function heuristicOf(value: string | undefined): HeuristicName {
  const h = (value ?? 'pdb').toLowerCase();
  if (h === 'pdb') return 'max';
  if (!isHeuristicName(h)) throw new UsageError(`unknown heuristic "${value}" (use pdb, perm, orient, exact or none)`);
  return h;
}

function integerOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} needs a whole number, got "${value}"`);
  return n;
}

/** Solves one line; returns false if it failed. */
function answer(line: string, metric: Metric, heuristicName: HeuristicName, all: boolean, json: boolean): boolean {
  const started = performance.now();
  const result = answerLine(line, { metric, heuristic: heuristicName, all });
  if (!result.ok) {
    const record: CliRecord = { ok: false, scramble: line, error: result.error };
    if (json) console.log(JSON.stringify(record));
    else console.error(errorLine(line, result.error));
    return false;
  }
  const ms = roundMs(performance.now() - started);
  const { moves, solutions = [] } = result;
  if (json) {
    const record: CliRecord = {
      ok: true,
      scramble: line,
      moves,
      length: result.length,
      metric,
      optimal: result.optimal,
      status: result.status,
      nodes: result.nodes,
      ms,
      ...(all ? { solutions } : {}),
    };
    console.log(JSON.stringify(record));
  } else if (all) {
    console.log(`${solutions.length} optimal ${solutions.length === 1 ? 'solution' : 'solutions'} of length ${result.length} (${metric.toUpperCase()}):`);
    for (const s of solutions) console.log(s || '(solved)');
  } else {
    console.log(`${moves || '(solved)'}  (${result.length} ${metric.toUpperCase()}, ${result.nodes} nodes, ${ms} ms)`);
  }
  return true;
}

async function solveCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      metric: { type: 'string' },
      heuristic: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      puzzle: { type: 'string' },
      budget: { type: 'string' },
      edges: { type: 'string' },
      'two-phase': { type: 'boolean' },
      optimal: { type: 'boolean' },
      'max-length': { type: 'string' },
      'target-length': { type: 'string' },
      'no-cache': { type: 'boolean' },
      'cache-dir': { type: 'string' },
    },
  });
  const three = threeOptionsOf(values, (message) => new UsageError(message));
  const metric = metricOf(values.metric);
  // --heuristic names the 2×2×2's heuristics, or the 3×3×3's lower bound (read by threeOptionsOf).
  const h = three ? heuristicOf(undefined) : heuristicOf(values.heuristic);
  const all = values.all ?? false;
  const json = values.json ?? false;
  // The tables are built (or read) before the first line is timed.
  let answerOne: (line: string) => boolean;
  if (three) {
    const tables = prepareThree(three);
    answerOne = (line) => answerThree(line, three, json, tables);
  } else {
    heuristic(h, metric);
    answerOne = (line) => answer(line, metric, h, all, json);
  }
  if (positionals.length > 0) return answerOne(positionals.join(' ')) ? 0 : 1;
  let failed = false;
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const raw of lines) {
    const line = scrambleOfLine(raw, process.stdin.isTTY === true);
    if (line !== null && !answerOne(line)) failed = true;
  }
  return failed ? 1 : 0;
}

function histogramCommand(args: string[]): number {
  const { values } = parseArgs({ args, options: { metric: { type: 'string' } } });
  const metric = metricOf(values.metric);
  const started = performance.now();
  const { histogram } = distanceTable(metric);
  const ms = performance.now() - started;
  const total = histogram.reduce((a, b) => a + b, 0);
  console.log(`depth  states (${metric.toUpperCase()})`);
  histogram.forEach((count, depth) => console.log(`${String(depth).padStart(5)}  ${String(count).padStart(9)}`));
  console.log(`total  ${String(total).padStart(9)}   God's number: ${histogram.length - 1}   BFS: ${ms.toFixed(0)} ms`);
  return 0;
}

function scrambleCommand(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { count: { type: 'string' }, seed: { type: 'string' }, distance: { type: 'string' }, metric: { type: 'string' } },
  });
  const metric = metricOf(values.metric);
  const count = integerOf('count', values.count, 1);
  const random = seededRandom(integerOf('seed', values.seed, freshSeed()));
  const distance = values.distance === undefined ? undefined : integerOf('distance', values.distance, 0);
  for (let i = 0; i < count; i++) {
    const s = distance === undefined ? randomScramble(random, metric) : randomScrambleAtDistance(random, distance, metric);
    console.log(s.scramble);
  }
  return 0;
}

async function checkCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { metric: { type: 'string' }, json: { type: 'boolean' } } });
  const command = checkCommandOf(positionals, metricOf(values.metric), values.json ?? false);
  if (typeof command === 'string') throw new UsageError(command);
  return runCheckCommand(command);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'solve') return await solveCommand(rest);
    if (command === 'histogram') return histogramCommand(rest);
    if (command === 'scramble') return scrambleCommand(rest);
    if (command === 'check') return await checkCommand(rest);
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    }
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      console.error(`pocket-cube: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof RangeError) {
      console.error(`pocket-cube: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
