/**
 * The bench's output: one Markdown table (a row per figure, a column per
 * metric, the target and whether it is met) and the JSON file behind it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Metric } from 'pocket-cube-solver';
import type { BenchFigures } from './figures.ts';
import type { BatchRate } from './measure-exact.ts';
import { int, ms, rate, ratio } from './format.ts';
import type { CheckLog } from './checks.ts';
import type { TargetId, TargetResult } from './targets.ts';

/** Warnings and failures beyond this many are counted, not listed. */
const MAX_LISTED = 10;

interface Row {
  readonly measure: string;
  readonly htm: string;
  readonly qtm: string;
  readonly target?: TargetId;
}

const NONE = '—';

function rows(f: BenchFigures): Row[] {
  const both = (measure: string, cell: (m: Metric) => string, target?: TargetId): Row => ({
    measure,
    htm: cell('htm'),
    qtm: cell('qtm'),
    target,
  });
  const htmOnly = (measure: string, htm: string, target?: TargetId): Row => ({ measure, htm, qtm: NONE, target });
  const medianBest = (r: BatchRate) => `${rate(r.solvesPerSecond)} (${rate(r.bestSolvesPerSecond)})`;
  const coldWarm = (t: { coldMs: number; medianMs: number }) => `${ms(t.coldMs)} / ${ms(t.medianMs)}`;
  const pdb = f.pdbSolves;
  const n = f.naive;
  const trace = f.traceCost;
  return [
    htmOnly('Parse + apply 100,000 tokens, ms (cold / median)', coldWarm(f.parse), 'parse'),
    both('Move tables build, ms (cold / median)', (m) => coldWarm(f.builds[m].moveTables)),
    both('Permutation PDB build, ms (cold / median)', (m) => coldWarm(f.builds[m].permPdb), 'permPdb'),
    both('Orientation PDB build, ms (cold / median)', (m) => coldWarm(f.builds[m].orientPdb), 'orientPdb'),
    both("heuristic('max') assembly (folded tables, masks), first call, ms", (m) => ms(f.builds[m].heuristicMs)),
    both('Full BFS, ms (cold / median)', (m) => coldWarm(f.builds[m].bfs), 'bfsHtm'),
    both("Heuristic 'max' of both PDBs: mean h / mean distance, all states", (m) =>
      `${f.heuristicGap[m].meanH.toFixed(2)} / ${f.heuristicGap[m].meanDistance.toFixed(2)}`,
    ),
    both('PDB-IDA* ms/solve, median', (m) => ms(pdb[m].medianMs), 'pdbSolveMedian'),
    both('PDB-IDA* ms/solve, p95', (m) => ms(pdb[m].p95Ms)),
    both('PDB-IDA* ms/solve, max', (m) => ms(pdb[m].maxMs), 'pdbSolveMax'),
    both('PDB-IDA* nodes expanded, median / mean / max', (m) => `${int(pdb[m].medianExpanded)} / ${int(pdb[m].meanExpanded)} / ${int(pdb[m].maxExpanded)}`),
    both('PDB-IDA* nodes generated, mean', (m) => int(pdb[m].meanGenerated)),
    both('PDB-IDA* expanded nodes/s', (m) => rate(pdb[m].expandedPerSecond)),
    both('PDB-IDA* generated nodes/s', (m) => rate(pdb[m].generatedPerSecond)),
    both('PDB-IDA* solves/s', (m) => rate(pdb[m].solvesPerSecond)),
    both("Exact-table IDA* (heuristic 'exact') solves/s, median (best) run", (m) => medianBest(f.exactIda[m])),
    both('Exact-table greedy descent solves/s, median (best) run', (m) => medianBest(f.greedyDescent[m]), 'greedyRate'),
    htmOnly(
      `Trace recording (cap ${int(trace.traceCap)}): traced / untraced time`,
      ratio(trace.tracedRatio),
    ),
    htmOnly('Untraced time after traced solves ran / before', ratio(trace.untracedAfterRatio)),
    htmOnly(
      `Naive object-per-node port (${int(n.naive.states)} states), ms/solve median / p95 / max`,
      `${ms(n.naive.medianMs)} / ${ms(n.naive.p95Ms)} / ${ms(n.naive.maxMs)}`,
    ),
    htmOnly('Naive expanded / generated nodes/s', `${rate(n.naive.expandedPerSecond)} / ${rate(n.naive.generatedPerSecond)}`),
    htmOnly('Solver timed alongside: expanded / generated nodes/s', `${rate(n.real.expandedPerSecond)} / ${rate(n.real.generatedPerSecond)}`),
    htmOnly('Solver / naive nodes per second', ratio(n.speedup), 'naiveSpeedup'),
    both("KRE prediction E(d), d = 0..20 ('max'), ms (cold / median)", (m) => coldWarm(f.complexity[m].predictionMs)),
    both('Complete iterations (max, 100 starts, HTM d = 11, QTM d = 12): nodes/s', (m) => rate(f.complexity[m].completeIteration.nodesPerSecond)),
  ];
}

export function markdownReport(f: BenchFigures, targets: Record<TargetId, TargetResult>): string {
  const e = f.environment;
  const lines = [
    `Node ${e.node} · ${e.cpu} · ${e.cores} cores · ${e.platform} · solver/src fingerprint ${e.solverFingerprint}`,
    `Load average ${e.loadAverageAtStart.toFixed(2)} at start, ${f.run.loadAverage.toFixed(2)} at end; ` +
      `CPU time / wall time by section: ${Object.entries(f.run.cpuShareBySection)
        .map(([name, share]) => `${name} ${Math.round(share * 100)} %`)
        .join(', ')} (under ~95 % means other processes shared the cores and the times are inflated).`,
    `Sample: ${int(f.sample.states)} uniform random states (seededRandom(${f.sample.seed})); ` +
      `per-solve times are each state's median over ${f.sample.timedPasses} timed passes after a warm-up pass ` +
      `(the naive port: one pass, taking turns with the solver in blocks of states).`,
    '',
    '| Measure | HTM | QTM | Target | Met |',
    '| --- | --: | --: | --- | --- |',
  ];
  for (const row of rows(f)) {
    const t = row.target ? targets[row.target] : undefined;
    lines.push(`| ${row.measure} | ${row.htm} | ${row.qtm} | ${t ? t.target : ''} | ${t ? (t.met ? 'met' : '**not met**') : ''} |`);
  }
  return lines.join('\n');
}

function listed(prefix: string, messages: readonly string[]): string[] {
  const lines = messages.slice(0, MAX_LISTED).map((m) => `${prefix}: ${m}`);
  if (messages.length > MAX_LISTED) lines.push(`${prefix}: … and ${messages.length - MAX_LISTED} more`);
  return lines;
}

/** Which targets were missed, then every warning and failure of the checks. */
export function summaryLines(targets: Record<TargetId, TargetResult>, log: CheckLog): string[] {
  const misses = Object.values(targets).filter((t) => !t.met);
  const outcome = log.failures.length === 0 ? 'all correct' : `${log.failures.length} FAILED`;
  return [
    misses.length === 0 ? 'All targets met.' : `Targets not met: ${misses.map((t) => `${t.id} (${t.measured}; target ${t.target})`).join('; ')}.`,
    ...listed('WARNING', log.warnings),
    ...listed('FAILED', log.failures),
    `Checked ${int(log.checked)} solutions (each applied to its state, length compared with the distance table): ${outcome}.`,
  ];
}

/** Writes the figures, targets and check results to `file` (creating its folder). */
export function writeJson(file: URL, contents: unknown): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(contents, null, 2)}\n`);
}
