/**
 * The chapter 8 page's 3×3×3 solver (corner database + three four-edge groups)
 * timed on the seeded scrambles of solver/src/three/solver-reach.ts that it
 * solves within its largest budget: the real depth limit in seconds on this
 * machine. Node counts are checked against the committed figures; the
 * 14-move case (which only spends the budget) is left out to keep the bench short.
 */
import solverReach from '../src/three/solver-reach.json' with { type: 'json' };
import { KORF_REACH_BUDGET, REACH_CASES, reachScramble } from '../src/three/solver-reach.ts';
import { PAGE_EDGE_GROUPS, solveThree, threeHeuristic } from '../src/three/three-solve.ts';
import type { CheckLog } from './checks.ts';

export interface ThreeSolveFigures {
  /** Building the page's databases (corner BFS + edge groups), ms. */
  readonly tablesMs: number;
  readonly solves: readonly { readonly scramble: string; readonly optimalLength: number; readonly generated: number; readonly ms: number }[];
  readonly nodesPerSecond: number;
}

export function measureThreeSolves(log: CheckLog): ThreeSolveFigures {
  const t0 = performance.now();
  threeHeuristic('htm', PAGE_EDGE_GROUPS);
  const tablesMs = performance.now() - t0;
  const solves = REACH_CASES.filter((c) => c.length <= 13).map((c) => {
    const scramble = reachScramble(c);
    const r = solveThree(scramble, { edgeGroups: PAGE_EDGE_GROUPS, maxNodes: KORF_REACH_BUDGET });
    if (!r.ok || r.status !== 'solved' || !r.moves) {
      log.fail(`3×3×3 ${scramble}: not solved within the page's budget`);
      return { scramble, optimalLength: -1, generated: 0, ms: 0 };
    }
    const committed = solverReach.rows.find((row) => row.scramble === scramble);
    if (committed?.generated !== r.generated) log.fail(`3×3×3 ${scramble}: ${r.generated} nodes, committed figures say ${committed?.generated}`);
    return { scramble, optimalLength: r.moves.length, generated: r.generated, ms: r.ms };
  });
  const nodes = solves.reduce((s, x) => s + x.generated, 0);
  const ms = solves.reduce((s, x) => s + x.ms, 0);
  return { tablesMs, solves, nodesPerSecond: (nodes / ms) * 1000 };
}

export function threeSolvesMarkdown(f: ThreeSolveFigures): string {
  return [
    '',
    `### 3×3×3 page solver (corners + three 4-edge groups), HTM; databases built in ${(f.tablesMs / 1000).toFixed(2)} s`,
    '',
    '| scramble | optimal length | nodes | time |',
    '| --- | --: | --: | --: |',
    ...f.solves.map((s) => `| ${s.scramble} | ${s.optimalLength} | ${s.generated.toLocaleString('en-US')} | ${s.ms < 1000 ? `${s.ms.toFixed(0)} ms` : `${(s.ms / 1000).toFixed(2)} s`} |`),
    '',
    `Search speed over these solves: ${(f.nodesPerSecond / 1e6).toFixed(2)} M nodes/s.`,
  ].join('\n');
}
