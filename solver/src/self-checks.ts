/**
 * The model checks itself: group facts any physical cube satisfies, run against
 * the cubie model and the move tables. The notebook's verification panel runs
 * these in the reader's browser; the test suite runs them too. A hand-typed
 * table with a wrong cycle or twist (as in the classic article, where R F got
 * order 5 instead of 15) fails here.
 */
import { scrambleToState } from './apply.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT, coordinatesOf, stateOfCoordinates } from './coordinates.ts';
import { type CornerState, compose, isSolved, sameState, twistSum } from './corner-state.ts';
import { MOVE_STATES, type MoveFamily } from './cube-moves.ts';
import { sequenceOrder } from './group-order.ts';
import { type Metric, METRIC_MOVES } from './metric.ts';
import { moveTables } from './move-tables.ts';
import { seededRandom } from './random.ts';

/**
 * What a check tested, as data, so a page can say it in the reader's language
 * (`name` and `detail` are English, for the CLI and the package's users).
 */
export type SelfCheckFinding =
  | { readonly id: 'face-turn-order'; readonly wrong: readonly string[] }
  | { readonly id: 'twist-sum'; readonly patterns: number; readonly wrong: readonly string[] }
  | { readonly id: 'inverses'; readonly failing: number }
  | { readonly id: 'known-orders'; readonly orders: readonly (readonly [alg: string, order: number])[] }
  | { readonly id: 'notations'; readonly pairs: readonly (readonly [string, string])[] }
  | { readonly id: 'tables-model'; readonly samples: number; readonly disagree: number };

export interface SelfCheck {
  readonly name: string;
  readonly passed: boolean;
  readonly detail: string;
  readonly finding: SelfCheckFinding;
}

const FACE_TURNS: readonly MoveFamily[] = ['U', 'R', 'F', 'D', 'L', 'B'];

function check(name: string, passed: boolean, detail: string, finding: SelfCheckFinding): SelfCheck {
  return { name, passed, detail, finding };
}

function faceTurnsHaveOrderFour(): SelfCheck {
  const bad = FACE_TURNS.filter((f) => {
    const q = MOVE_STATES[f][1];
    const powers = [q, compose(q, q), compose(compose(q, q), q)];
    return powers.some(isSolved) || !isSolved(compose(powers[2], q));
  });
  return check('Every face turn has order 4', bad.length === 0, bad.length ? `wrong: ${bad.join(', ')}` : 'U R F D L B: X⁴ = identity, X, X², X³ ≠ identity', {
    id: 'face-turn-order',
    wrong: bad,
  });
}

function twistSumPreserved(): SelfCheck {
  const bad = FACE_TURNS.filter((f) => twistSum(MOVE_STATES[f][1]) !== 0);
  // The full twist vector after each move, before the seventh twist is dropped again.
  let tableBad = 0;
  for (let o = 0; o < ORIENTATION_COUNT; o++) {
    for (const f of FACE_TURNS) if (twistSum(compose(stateOfCoordinates(0, o), MOVE_STATES[f][1])) !== 0) tableBad++;
  }
  return check(
    'Twist sum stays 0 (mod 3)',
    bad.length === 0 && tableBad === 0,
    `each face turn's twists sum to 0 mod 3, and all ${ORIENTATION_COUNT} twist patterns keep sum 0 after every face turn` + (bad.length ? `; wrong: ${bad.join(', ')}` : ''),
    { id: 'twist-sum', patterns: ORIENTATION_COUNT, wrong: tableBad > 0 ? [...bad, `${tableBad} table entries`] : bad },
  );
}

function inversesCancel(): SelfCheck {
  let bad = 0;
  for (const metric of ['htm', 'qtm'] as Metric[]) {
    const t = moveTables(metric);
    const n = t.moveCount;
    const inverseOf = t.moves.map((mv) => t.moves.findIndex((w) => w.face === mv.face && (w.quarterTurns + mv.quarterTurns) % 4 === 0));
    for (let p = 0; p < PERMUTATION_COUNT; p++) for (let m = 0; m < n; m++) if (t.permMove[t.permMove[p * n + m] * n + inverseOf[m]] !== p) bad++;
    for (let o = 0; o < ORIENTATION_COUNT; o++) for (let m = 0; m < n; m++) if (t.orientMove[t.orientMove[o * n + m] * n + inverseOf[m]] !== o) bad++;
  }
  return check('Each move and its inverse cancel', bad === 0, bad === 0 ? 'for every table entry, in both metrics' : `${bad} table entries fail`, {
    id: 'inverses',
    failing: bad,
  });
}

function knownOrders(): SelfCheck {
  const expected: [string, number][] = [
    ['R U', 15],
    ["R U R' U'", 6],
    ['R F', 15],
    ['R2 U2', 3],
  ];
  const got = expected.map(([alg]) => {
    const r = sequenceOrder(alg);
    return r.ok ? r.order : -1;
  });
  const ok = got.every((g, i) => g === expected[i][1]);
  return check('Known orders', ok, expected.map(([alg], i) => `${alg}: ${got[i]}`).join(', '), {
    id: 'known-orders',
    orders: expected.map(([alg], i) => [alg, got[i]] as const),
  });
}

function equivalentNotations(): SelfCheck {
  const pairs: [string, string][] = [
    ['D', "U y'"],
    ['L', "R x'"],
    ['B', "F z'"],
    ['Rw', 'x'],
    ["R U R' U'", "(R U R' U')7"],
  ];
  const bad = pairs.filter(([a, b]) => {
    const sa = scrambleToState(a);
    const sb = scrambleToState(b);
    return !(sa.ok && sb.ok && sameState(sa.state, sb.state));
  });
  return check('D, L, B are U, R, F plus a rotation', bad.length === 0, pairs.map(([a, b]) => `${a} ≡ ${b}`).join('; '), { id: 'notations', pairs });
}

function tablesMatchModel(): SelfCheck {
  const random = seededRandom(2024);
  let bad = 0;
  const samples = 2000;
  for (const metric of ['htm', 'qtm'] as Metric[]) {
    const t = moveTables(metric);
    for (let k = 0; k < samples; k++) {
      const perm = random.int(PERMUTATION_COUNT);
      const orient = random.int(ORIENTATION_COUNT);
      const m = random.int(t.moveCount);
      const mv = METRIC_MOVES[metric][m];
      const after: CornerState = compose(stateOfCoordinates(perm, orient), MOVE_STATES[mv.face][mv.quarterTurns]);
      const c = coordinatesOf(after);
      if (c.perm !== t.permMove[perm * t.moveCount + m] || c.orient !== t.orientMove[orient * t.moveCount + m]) bad++;
    }
  }
  return check('Move tables agree with the cubie model', bad === 0, `${2 * samples} random (state, move) pairs` + (bad ? `, ${bad} disagree` : ''), {
    id: 'tables-model',
    samples: 2 * samples,
    disagree: bad,
  });
}

/** Runs every check; each reports what it tested. */
export function runSelfChecks(): SelfCheck[] {
  return [faceTurnsHaveOrderFour(), twistSumPreserved(), inversesCancel(), knownOrders(), equivalentNotations(), tablesMatchModel()];
}


