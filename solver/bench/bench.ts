/**
 * `npm run bench`: how fast the solver is on this machine, checked against the
 * notebook's targets, with every answer verified along the way. Prints a
 * Markdown table on stdout (progress goes to stderr) and writes the figures
 * to bench/results/latest.json. Exits non-zero only if an answer was wrong;
 * a missed target is reported, not fatal. Takes ~1.5 min on a 2-core machine.
 */
import { type Metric, METRICS, heuristic } from 'pocket-cube-solver';
import { distanceTable, heuristicQuality } from 'pocket-cube-solver/internals';
import { CheckLog } from './checks.ts';
import { Sections, cpuShareMeter } from './cpu-share.ts';
import { environment } from './environment.ts';
import type { BenchFigures } from './figures.ts';
import { measureAllBuilds } from './measure-builds.ts';
import { measureComplexityFigures } from './measure-complexity.ts';
import { checkGreedyDescent, measureExactIda, measureGreedyDescent } from './measure-exact.ts';
import { measureNaive } from './measure-naive.ts';
import { measureParse } from './measure-parse.ts';
import { type TimedSolve, summarizeSolves, timeSolves } from './measure-solves.ts';
import { measureTraceCost } from './measure-trace-cost.ts';
import { cornerPdbMarkdown, measureCornerPdb } from './measure-corner-pdb.ts';
import { measureThreeSolves, threeSolvesMarkdown } from './measure-three-solves.ts';
import { measureReidSolves, reidSolvesMarkdown } from './measure-reid-solves.ts';
import { markdownReport, summaryLines, writeJson } from './report.ts';
import { SAMPLE_SEED, sampleStates } from './sample-states.ts';
import { evaluateTargets } from './targets.ts';

const RESULTS_FILE = new URL('../../bench/results/latest.json', import.meta.url);
/** Timed passes over the sample for per-solve figures (each state's median is kept). */
const SOLVE_PASSES = 3;
/** The naive port is ~20–40× slower per node; all 1,000 states still take only ~5 s. */
const NAIVE_STATES = 1000;

const perMetric = <T>(f: (metric: Metric) => T) => Object.fromEntries(METRICS.map((m) => [m, f(m)])) as Record<Metric, T>;

function main(): number {
  const whole = cpuShareMeter();
  const log = new CheckLog();
  const env = environment();
  const sections = new Sections();

  sections.start('builds', 'builds (move tables, PDBs, full BFS)…');
  const builds = measureAllBuilds(log);
  const parse = measureParse(log);
  const distance = perMetric((m) => distanceTable(m).distance); // for 'exact' and for checking lengths
  const samples = sampleStates();
  // Why PDB-IDA* expands the nodes it does: how far below the true distance h = max(PDBs) lies.
  const heuristicGap = perMetric((m) => {
    const q = heuristicQuality(heuristic('max', m), distanceTable(m));
    return { meanH: q.meanH, meanDistance: q.meanDistance, overestimates: q.overestimates };
  });
  for (const m of METRICS) if (heuristicGap[m].overestimates > 0) log.fail(`heuristic 'max' ${m} overestimates on ${heuristicGap[m].overestimates} states`);

  // PDB-IDA* first, before any traced solve has run in this process (see measure-trace-cost.ts).
  const pdbRuns = {} as Record<Metric, TimedSolve[]>;
  for (const metric of METRICS) {
    sections.start(`pdb-${metric}`, `PDB-IDA* ${metric}, ${samples.length} states × ${SOLVE_PASSES}…`);
    pdbRuns[metric] = timeSolves(samples, { metric, heuristic: 'max' }, SOLVE_PASSES);
    pdbRuns[metric].forEach(({ solution }, i) =>
      log.checkSolution(`PDB-IDA* ${metric} #${samples[i].index}`, samples[i].state, solution.moves, distance[metric][samples[i].index]),
    );
  }

  sections.start('trace', 'trace recording cost (HTM)…');
  const traceCost = measureTraceCost(samples, 'htm', pdbRuns.htm, SOLVE_PASSES);
  if (!traceCost.sameSearch) log.fail('traced solves differ from untraced ones (solution or node count)');

  sections.start('exact', 'exact-table solves…');
  const exactIda = perMetric((metric) => {
    const { rate, solutions } = measureExactIda(samples, metric);
    solutions.forEach((s, i) =>
      log.checkSolution(`exact IDA* ${metric} #${samples[i].index}`, samples[i].state, s.moves, distance[metric][samples[i].index]),
    );
    return rate;
  });
  const greedyDescent = perMetric((metric) => {
    const rate = measureGreedyDescent(samples, distance[metric], metric);
    checkGreedyDescent(samples, distance[metric], metric, log);
    return rate;
  });

  sections.start('naive', `naive object-per-node port (HTM), ${NAIVE_STATES} states…`);
  const naive = measureNaive(samples.slice(0, NAIVE_STATES), 'htm', distance.htm, log);
  sections.start('complexity', 'KRE prediction and complete iterations…');
  const complexity = perMetric(measureComplexityFigures);
  // Last, so its 88 MB table is not in the heap while the solves above are timed.
  sections.start('corner-pdb', '3×3×3 corner PDB, 88,179,840 states, HTM and QTM…');
  const cornerPdb = perMetric((m) => measureCornerPdb(m, log));
  sections.start('three-solves', '3×3×3 page solver on the chapter 8 scrambles…');
  const threeSolves = measureThreeSolves(log);
  sections.start('reid-solves', "3×3×3 optimal with Reid's bound: the whole phase-1 table, then the 14- and 15-move scrambles…");
  const reidSolves = measureReidSolves(log);
  sections.end();
  const run = { ...whole(), cpuShareBySection: sections.cpuShareBySection };

  const figures: BenchFigures = {
    environment: env,
    run,
    sample: { seed: SAMPLE_SEED, states: samples.length, timedPasses: SOLVE_PASSES },
    builds,
    parse,
    heuristicGap,
    pdbSolves: perMetric((m) => summarizeSolves(pdbRuns[m])),
    exactIda,
    greedyDescent,
    traceCost,
    naive,
    complexity,
    cornerPdb,
    threeSolves,
    reidSolves,
  };
  const targets = evaluateTargets(figures);
  console.log(markdownReport(figures, targets));
  console.log(cornerPdbMarkdown(cornerPdb));
  console.log(threeSolvesMarkdown(threeSolves));
  console.log(reidSolvesMarkdown(reidSolves));

  console.log('');
  console.log(summaryLines(targets, log).join('\n'));

  writeJson(RESULTS_FILE, { ...figures, targets, checks: { checked: log.checked, failures: log.failures, warnings: log.warnings } });
  console.error(`bench: wrote ${RESULTS_FILE.pathname} in ${run.wallSeconds.toFixed(1)} s`);
  return log.failures.length === 0 ? 0 : 1;
}

process.exitCode = main();
