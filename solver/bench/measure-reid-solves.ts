/**
 * Chapter 8's optimal solver with Reid's bound (three/reid-ida.ts) timed in
 * Node: the whole phase-1 table built (time, and the process's resident memory
 * before and after), then the reach scrambles of reid-figures.json from 14
 * moves up, each answer applied to the facelet referee and its node count
 * checked against the committed figures (a bench that timed another search
 * would mean nothing). The 16-mover takes about a minute here, so it runs only
 * with BENCH_REID_16=1; npm run bench:browser times it in Chromium.
 * Targets (issue 36, stated for the browser): the 14-mover within 30 s after
 * the table, the 15- and 16-movers within 5 minutes each.
 */
import { FaceletCube } from '../../tests/referee-three/facelets.ts';
import { REID_FIGURES } from '../src/three/reid-figures-data.ts';
import { SOLVER_REACH_FIGURES } from '../src/three/solver-reach-figures.ts';
import { solveThree } from '../src/three/three-solve.ts';
import { MAX_PHASE1_DISTANCE, flipSliceTwistPruning } from '../src/three/two-phase/flipslice-twist-pruning.ts';
import type { CheckLog } from './checks.ts';

export interface ReidSolveFigures {
  /** The whole phase-1 table (cap 12), built once, ms. */
  readonly tableMs: number;
  /** Its codes and symmetry tables, bytes. */
  readonly tableBytes: number;
  /** Resident set size before and after the build, bytes. */
  readonly rss: { readonly before: number; readonly after: number };
  readonly solves: readonly {
    readonly scramble: string;
    readonly optimalLength: number;
    readonly generated: number;
    readonly ms: number;
    /** Korf's design with his two six-edge databases on the same scramble (solver-reach.json), null where it was not run. */
    readonly korfSixEdge: number | null;
  }[];
}

const bytesOf = (tables: object): number =>
  Object.values(tables).reduce((sum: number, v) => sum + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);

export function measureReidSolves(log: CheckLog): ReidSolveFigures {
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  const table = flipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  const tableMs = performance.now() - t0;
  const after = process.memoryUsage().rss;
  const upTo = process.env.BENCH_REID_16 ? 16 : 15;
  const solves = REID_FIGURES.reach
    .filter((c) => c.scrambleLength >= 14 && c.scrambleLength <= upTo)
    .map((c) => {
      const r = solveThree(c.scramble, { heuristic: 'reid' });
      if (!r.ok || r.status !== 'solved' || !r.moves) {
        log.fail(`Reid ${c.scramble}: not solved`);
        return { scramble: c.scramble, optimalLength: -1, generated: 0, ms: 0, korfSixEdge: null };
      }
      log.checked++;
      if (!new FaceletCube().apply(c.scramble).apply(r.moves.join(' ')).isSolved()) log.fail(`Reid ${c.scramble}: "${r.moves.join(' ')}" does not solve it on the referee's stickers`);
      if (r.moves.length !== c.reid.optimalLength || r.generated !== c.reid.generated) {
        log.fail(`Reid ${c.scramble}: ${r.moves.length} moves, ${r.generated} nodes; reid-figures.json says ${c.reid.optimalLength}, ${c.reid.generated}`);
      }
      const korf = SOLVER_REACH_FIGURES.rows.find((row) => row.scramble === c.scramble)?.sixEdge;
      return { scramble: c.scramble, optimalLength: r.moves.length, generated: r.generated, ms: r.ms, korfSixEdge: korf?.status === 'solved' ? korf.generated : null };
    });
  return { tableMs, tableBytes: table.codes.byteLength + bytesOf(table.sym), rss: { before, after }, solves };
}

export function reidSolvesMarkdown(f: ReidSolveFigures): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  return [
    '',
    `### 3×3×3 optimal with Reid's bound, HTM; the whole phase-1 table (${mb(f.tableBytes)}) built in ${(f.tableMs / 1000).toFixed(2)} s, resident memory ${mb(f.rss.before)} → ${mb(f.rss.after)}`,
    '',
    "| scramble | optimal length | nodes generated | time (target) | nodes generated, Korf's six-edge design |",
    '| --- | --: | --: | --: | --: |',
    ...f.solves.map(
      (s) =>
        `| ${s.scramble} | ${s.optimalLength} | ${s.generated.toLocaleString('en-US')} | ${(s.ms / 1000).toFixed(2)} s (≤ ${s.optimalLength <= 14 ? 30 : 300} s) | ${s.korfSixEdge === null ? 'not run' : s.korfSixEdge.toLocaleString('en-US')} |`,
    ),
    '',
    'BENCH_REID_16=1 adds the 16-mover (about a minute).',
  ].join('\n');
}
