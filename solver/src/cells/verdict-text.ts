/**
 * A verdict in English, for `pocket-cube check` (the page words verdicts from
 * its catalogues instead). The first line says pass or fail and why; the
 * others give the counterexample and the measurements.
 */
import { CORNER_NAMES } from '../corner-geometry.ts';
import { FACELETS } from '../facelets.ts';
import type { Position } from './counterexample.ts';
import { verdictDiagnosis } from './diagnosis.ts';
import type { CellVerdict } from './verdict.ts';

const list = (values: readonly number[]) => `[${values.join(', ')}]`;
const at = (p: Position) => `position ${p.index} (distance ${p.distance}; scramble: ${p.scramble || '(solved)'})`;
const round = (x: number, digits = 2) => (Number.isFinite(x) ? Number(x.toFixed(digits)).toString() : String(x));
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * The verdict as English lines: PASS or FAIL with its diagnosis first, then
 * the details.
 *
 * @example
 * verdictLines(judgeAnswers(collectAnswers('rank', await import('./rank-wrong-weights.js'), 'htm')))
 * // ['FAIL rank: collision', 'rank([0, 1, 2, 4, 3, 5, 6]) = rank([0, 1, 5, 2, 3, 4, 6]) = 6', "92 ns per call (the notebook's: 54 ns)"]
 */
export function verdictLines(verdict: CellVerdict): string[] {
  const head = `${verdict.pass ? 'PASS' : 'FAIL'} ${verdict.exercise}: ${verdictDiagnosis(verdict)}`;
  return [head, ...details(verdict)];
}

function details(v: CellVerdict): string[] {
  switch (v.exercise) {
    case 'rank': {
      const lines: string[] = [];
      if (v.problem?.kind === 'out-of-range') lines.push(`rank(${list(v.problem.perm)}) = ${v.problem.value}, outside 0..5039`);
      else if (v.problem?.kind === 'collision') lines.push(`rank(${list(v.problem.perms[0])}) = rank(${list(v.problem.perms[1])}) = ${v.problem.value}`);
      else lines.push(v.lehmerOrder ? 'a bijection onto 0..5039, in the notebook\'s Lehmer order' : 'a bijection onto 0..5039, in another order than the notebook\'s');
      if (v.problem === null && v.firstDifference) lines.push(`first difference from the Lehmer rank: ${list(v.firstDifference.perm)} → ${v.firstDifference.yours} (Lehmer: ${v.firstDifference.lehmer})`);
      if (v.unrank?.kind === 'not-a-permutation') lines.push(`unrank(${v.unrank.rank}) is not a permutation of 0..6`);
      if (v.unrank?.kind === 'not-inverse') lines.push(`unrank(${v.unrank.rank}) = ${list(v.unrank.got)}, but rank(${list(v.unrank.expected)}) = ${v.unrank.rank}`);
      if (v.unrank?.kind === 'inverse') lines.push('unrank undoes rank');
      lines.push(`${round(v.nsPerCall, 0)} ns per call (the notebook's: ${round(v.notebookNsPerCall, 0)} ns)`);
      return lines;
    }
    case 'move': {
      const lines = [`your ${v.face} is ${v.match === 'none' ? 'no turn of the ' + v.face + ' face' : v.match === 'identity' ? 'no move at all' : `the ${v.match} turn of ${v.face}`}`];
      if (v.inconsistency) lines.push(`move(state) does not act as one fixed turn: from perm ${list(v.inconsistency.input.perm)} twist ${list(v.inconsistency.input.twist)} it gave perm ${list(v.inconsistency.got.perm)} twist ${list(v.inconsistency.got.twist)}`);
      if (!v.twistSumOk) lines.push('its twists do not sum to a multiple of 3: no real cube can do this');
      if (v.wrongStickers.length > 0) {
        const names = v.wrongStickers.map((i) => `${FACELETS[i].face}${FACELETS[i].row * 2 + FACELETS[i].col + 1} (${CORNER_NAMES[FACELETS[i].corner]}) shows ${v.yourColours[i]}, not ${v.expectedColours[i]}`);
        lines.push(`${v.wrongStickers.length} of 24 stickers land wrong after one turn from solved: ${names.join('; ')}`);
      }
      lines.push(`order ${v.order ?? 'over 1000'}; (${v.pairOrder.sequence}) has order ${v.pairOrder.yours ?? 'over 1000'} (a real cube: ${v.pairOrder.real})`);
      return lines;
    }
    case 'bfs':
      return v.metrics.flatMap((m) => {
        const name = m.metric.toUpperCase();
        const lines = [`${name}: ${m.pass ? 'every distance right' : m.diagnosis}; histogram ${list(m.histogram)}${m.pass ? '' : ` (published: ${list(m.published)})`}`];
        if (!m.pass) lines.push(`${name}: ${grouped(m.unreached)} never reached, ${grouped(m.tooLarge)} too large, ${grouped(m.tooSmall)} too small; e.g. ${m.example ? `${at(m.example)} has ${m.example.yours === 255 ? 'no distance' : m.example.yours}` : ''}`);
        if (m.expandedTwice !== null && m.expandedTwice > 0) lines.push(`${name}: ${grouped(m.expandedTwice)} states expanded more than once`);
        const bytes = m.container.kind === 'typed' ? `${m.container.name}, ${grouped(m.container.bytes)} bytes` : `a plain array of ${grouped(m.container.length)} numbers`;
        lines.push(`${name}: ${round(m.ms, 0)} ms (the notebook's BFS: ${round(m.notebookMs, 0)} ms); table: ${bytes} (the notebook's: ${grouped(m.notebookBytes)} bytes)`);
        return lines;
      });
    case 'heuristic': {
      const name = v.metric.toUpperCase();
      const lines = [
        v.admissible ? `${name}: admissible: never above the true distance` : `${name}: overestimates on ${grouped(v.overestimated)} positions; worst: h = ${v.worst!.h} at ${at(v.worst!)}`,
        v.consistent ? 'consistent: no move lowers h by more than one' : `inconsistent on ${grouped(v.inconsistentEdges)} moves; e.g. ${v.firstInconsistent!.move} from ${at(v.firstInconsistent!.from)}: h ${v.firstInconsistent!.hFrom} → ${v.firstInconsistent!.hTo}`,
        `mean h ${round(v.mean)} (mean distance ${round(v.meanDistance)}); saves ${round(v.levelsSaved)} levels at branching factor ${round(v.branching, 3)}`,
        `IDA* on ${v.searchPositions} random positions, nodes generated: ${v.costs.map((c) => `${c.heuristic} ${grouped(c.generated)}${c.overBudget ? ` (${c.overBudget} over budget)` : ''}${c.longer ? ` (${c.longer} answers too long)` : ''}`).join(', ')}`,
        `${round(v.nsPerCall, 0)} ns per call`,
      ];
      return lines;
    }
    case 'pruning':
      return v.metrics.flatMap((m) => {
        const name = m.metric.toUpperCase();
        const lines = [
          m.keepsOptimal
            ? `${name}: keeps an optimal solution of every position`
            : `${name}: loses every optimal solution of ${grouped(m.lost)} positions; e.g. ${at(m.example!)}: its optimal ${m.example!.solution} needs ${m.example!.forbidden[0] ?? '(start)'} then ${m.example!.forbidden[1]}`,
          `${name}: sequences of length ${m.tree.length - 1}: ${grouped(m.tree.at(-1)!)} (the notebook's rule: ${grouped(m.notebookTree.at(-1)!)}; no rule: ${grouped(m.unprunedTree.at(-1)!)})`,
        ];
        return lines;
      });
  }
}
