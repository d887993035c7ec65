/**
 * The code cells' checks, as a teacher's `pocket-cube check` runs them (the
 * student's file in a worker thread, judged in this one): every preset gets
 * the verdict the preset table (CELL_PRESETS) names, and every counterexample
 * a verdict reports is a real one — the scramble reaches the position on the
 * independent facelet referee, the distance is the BFS table's, and the
 * reader's own function, called again here, gives the value the verdict says.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceTable, faceletColors, permutationUnrank, splitStateIndex, stateOfIndex } from 'pocket-cube-solver/internals';
import { CELL_PRESETS, type CellVerdict, type Position, cellApi, verdictDiagnosis } from 'pocket-cube-solver/cells';
import { type CheckOutcome, checkFile } from 'pocket-cube-solver/cells/grade';
import { applyAlg, netColours, solvesAsHeld } from '../referee/facelet-cube.ts';

const EXAMPLES = fileURLToPath(new URL('../../solver/examples/cells/', import.meta.url));
const fileOf = (id: string) => `${EXAMPLES}${id}.js`;

const outcomes = new Map<string, CheckOutcome>();
beforeAll(async () => {
  // Two at a time: the machine has two cores, and each run builds its own tables.
  const queue = [...CELL_PRESETS];
  const work = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) outcomes.set(p.id, await checkFile(p.exercise, fileOf(p.id)));
  };
  await Promise.all([work(), work()]);
}, 120_000);

function verdictOf(id: string): CellVerdict {
  const outcome = outcomes.get(id)!;
  if (!outcome.ok) throw new Error(`${id}: ${outcome.error.kind}: ${outcome.error.message}`);
  return outcome.verdict;
}

/** The position is where its scramble takes the cube (referee), and its distance is the BFS table's. */
function expectRealPosition(p: Position, metric: 'htm' | 'qtm') {
  expect(netColours(applyAlg(p.scramble))).toEqual(faceletColors(stateOfIndex(p.index)));
  expect(distanceTable(metric).distance[p.index]).toBe(p.distance);
  expect(p.scramble === '' ? 0 : p.scramble.split(' ').length).toBeLessThanOrEqual(metric === 'htm' ? p.distance : 2 * p.distance);
}

describe('every preset gets the verdict the preset table names', () => {
  for (const preset of CELL_PRESETS) {
    it(`${preset.exercise}: ${preset.id} → ${preset.expect.pass ? 'pass' : 'fail'}, ${preset.expect.diagnosis}`, () => {
      const verdict = verdictOf(preset.id);
      expect({ pass: verdict.pass, diagnosis: verdictDiagnosis(verdict) }).toEqual(preset.expect);
    });
  }
});

describe('counterexamples are real', () => {
  it('rank: the two permutations that collide really share the rank', async () => {
    const v = verdictOf('rank-wrong-weights');
    if (v.exercise !== 'rank' || v.problem?.kind !== 'collision') throw new Error('expected a collision');
    const { rank } = await import(fileOf('rank-wrong-weights'));
    const api = cellApi('htm');
    const [a, b] = v.problem.perms;
    expect(a).not.toEqual(b);
    expect(rank(a, api)).toBe(v.problem.value);
    expect(rank(b, api)).toBe(v.problem.value);
  });

  it('rank: the value out of range is what the function returns', async () => {
    const v = verdictOf('rank-base-seven');
    if (v.exercise !== 'rank' || v.problem?.kind !== 'out-of-range') throw new Error('expected out-of-range');
    const { rank } = await import(fileOf('rank-base-seven'));
    expect(rank(v.problem.perm, cellApi('htm'))).toBe(v.problem.value);
    expect(v.problem.value).toBeGreaterThan(5039);
  });

  it('move: the expected stickers are the referee\'s after the real turn, and the wrong ones differ from the reader\'s', () => {
    for (const id of ['move-article-f', 'move-no-twist', 'move-article-r']) {
      const v = verdictOf(id);
      if (v.exercise !== 'move') throw new Error('expected a move verdict');
      const real = netColours(applyAlg(v.face));
      expect(v.expectedColours).toEqual(real);
      expect(v.wrongStickers).toEqual(real.flatMap((c, i) => (c === v.yourColours[i] ? [] : [i])));
      expect(v.wrongStickers.length).toBeGreaterThan(0);
    }
    // The article's R is the real R′, sticker for sticker.
    const r = verdictOf('move-article-r');
    if (r.exercise !== 'move') throw new Error('expected a move verdict');
    expect(r.yourColours).toEqual(netColours(applyAlg("R'")));
  });

  it('move: orders, counted on the referee\'s stickers for the real turns', () => {
    const v = verdictOf('move');
    if (v.exercise !== 'move') throw new Error('expected a move verdict');
    const orderOn = (alg: string) => {
      let cube = applyAlg(alg);
      for (let k = 1; k <= 100; k++) {
        if (netColours(cube).join('') === netColours(applyAlg('')).join('')) return k;
        cube = applyAlg(alg, cube);
      }
      return null;
    };
    expect(v.order).toBe(orderOn('R'));
    expect(v.pairOrder).toEqual({ sequence: 'R F', yours: orderOn('R F'), real: orderOn('R F') });
  });

  it('bfs: the article\'s BFS is right in HTM and wrong in QTM, at a real position its table gets wrong', () => {
    const v = verdictOf('bfs-article');
    if (v.exercise !== 'bfs') throw new Error('expected a bfs verdict');
    const [htm, qtm] = v.metrics;
    expect(htm.pass).toBe(true);
    expect(qtm.diagnosis).toBe('skips-previous-face');
    expectRealPosition(qtm.example!, 'qtm');
    expect(qtm.example!.yours).not.toBe(qtm.example!.distance);
    expect(qtm.histogram).not.toEqual(qtm.published);
    expect(htm.histogram).toEqual(htm.published);
  });

  it('bfs: a depth-first fill gives wrong distances at real positions; the notebook\'s BFS expands each state once', () => {
    const v = verdictOf('bfs-depth-first');
    if (v.exercise !== 'bfs') throw new Error('expected a bfs verdict');
    for (const m of v.metrics) {
      expectRealPosition(m.example!, m.metric);
      expect(m.example!.yours).toBeGreaterThan(m.example!.distance);
    }
    const right = verdictOf('bfs');
    if (right.exercise !== 'bfs') throw new Error('expected a bfs verdict');
    for (const m of right.metrics) expect({ twice: m.expandedTwice, never: m.neverExpanded }).toEqual({ twice: 0, never: 0 });
  });

  it('heuristic: the worst overestimate is at a real position, and h there is what the verdict says', async () => {
    const v = verdictOf('heuristic-sum');
    if (v.exercise !== 'heuristic') throw new Error('expected a heuristic verdict');
    const worst = v.worst!;
    expectRealPosition(worst, 'htm');
    const { h } = await import(fileOf('heuristic-sum'));
    const api = cellApi('htm');
    expect(h({ index: worst.index, ...splitStateIndex(worst.index) }, api)).toBe(worst.h);
    expect(worst.h).toBeGreaterThan(worst.distance);
    // The inconsistent edge: h really drops by more than one along that move.
    const edge = v.firstInconsistent!;
    expectRealPosition(edge.from, 'htm');
    const to = api.neighbours(edge.from.index)[api.moves.findIndex((m) => m.name === edge.move)];
    expect(to).toBe(edge.to);
    expect(edge.hFrom - h({ index: to, ...splitStateIndex(to) }, api)).toBeGreaterThan(1);
    // The joint histogram chapter 5's quality map draws: every position once, its overestimates the verdict's.
    const cells = v.joint.flatMap((row, hValue) => row.map((count, d) => ({ count, over: hValue > d })));
    expect(cells.reduce((a, c) => a + c.count, 0)).toBe(distanceTable('htm').distance.length);
    expect(cells.filter((c) => c.over).reduce((a, c) => a + c.count, 0)).toBe(v.overestimated);
    expect(v.joint.length).toBe(v.joint[0].length);
  });

  it('heuristic: the notebook\'s max is admissible and consistent, and IDA* with it generates what the built-in max generates', () => {
    const v = verdictOf('heuristic');
    if (v.exercise !== 'heuristic') throw new Error('expected a heuristic verdict');
    expect(v.worst).toBeNull();
    const cost = (name: string) => v.costs.find((c) => c.heuristic === name)!;
    expect(cost('yours').generated).toBe(cost('max').generated);
    expect(cost('exact').generated).toBeLessThan(cost('max').generated);
  });

  it('pruning: the position the article\'s rule loses needs the forbidden pair in every optimal solution', async () => {
    const v = verdictOf('pruning-article');
    if (v.exercise !== 'pruning') throw new Error('expected a pruning verdict');
    const qtm = v.metrics.find((m) => m.metric === 'qtm')!;
    const example = qtm.example!;
    expectRealPosition(example, 'qtm');
    expect(solvesAsHeld(example.scramble, example.solution)).toBe(true);
    expect(example.solution.split(' ').length).toBe(example.distance);
    const { allowed } = await import(fileOf('pruning-article'));
    const api = cellApi('qtm');
    const byName = (name: string | null) => (name === null ? null : api.moves.find((m) => m.name === name)!);
    expect(allowed(byName(example.forbidden[0]), byName(example.forbidden[1]), api)).toBe(false);
    expect(example.solution).toContain(example.forbidden.filter((x) => x !== null).join(' '));
  });

  it('pruning: the notebook\'s rule leaves the notebook\'s tree in HTM, and a rule that only forbids undoing leaves a larger one', () => {
    const notebook = verdictOf('pruning');
    const undo = verdictOf('pruning-undo-only');
    if (notebook.exercise !== 'pruning' || undo.exercise !== 'pruning') throw new Error('expected pruning verdicts');
    expect(notebook.metrics[0].tree).toEqual(notebook.metrics[0].notebookTree);
    expect(undo.metrics[0].tree.at(-1)!).toBeGreaterThan(undo.metrics[0].notebookTree.at(-1)!);
  });
});

it('rank verdicts draw permutations of 0..6 only', () => {
  const v = verdictOf('rank-larger');
  if (v.exercise !== 'rank') throw new Error('expected a rank verdict');
  expect([...v.firstDifference!.perm].sort()).toEqual(permutationUnrank(0, 7));
});
