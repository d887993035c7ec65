/**
 * Chapter 3: the move explorer's data (move-effect.ts, explorer-model.ts,
 * arrows.ts), the order finder (order.ts) and the verification views agree
 * with the solver's cubie model, move tables and group facts.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState, type CornerState, SOLVED, seededRandom } from 'pocket-cube-solver';
import { CORNER_NAMES, compose, isSolved, twistSum, PERMUTATION_COUNT, ORIENTATION_COUNT, indexOfState, stateOfCoordinates, moveState, METRIC_MOVES, buildMoveTables, runSelfChecks } from 'pocket-cube-solver/internals';
import { moveArrows, stickerCentre } from '../../src/widgets/move-explorer/arrows.ts';
import { MOVE_BUTTON_ROWS, explorerFrame } from '../../src/widgets/move-explorer/explorer-model.ts';
import { MAX_ORDER_MOVES, orderReport } from '../../src/widgets/move-explorer/order.ts';
import { orderSentence, walkHtml } from '../../src/widgets/move-explorer/order-view.ts';
import { cycleText, moveEffect, resolveMove, tableLookup } from '../../src/lib/move-effect.ts';
import { changedPositions, lastMoveLookupHtml, lookupHtml, moveNote, travelTableHtml } from '../../src/widgets/move-explorer/view.ts';
import { checksHtml, checksSummary, timingTableHtml } from '../../src/widgets/verification-panel/view.ts';
import { netLayout } from '../../src/widgets/shared/net-layout.ts';
import { messagesFor } from '../../src/i18n/messages.ts';

function stateOf(alg: string): CornerState {
  const r = scrambleToState(alg);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function heldOf(alg: string): CornerState {
  const r = scrambleToState(alg);
  if (!r.ok) throw new Error(r.error.message);
  return r.held;
}

/** Applies a MoveEffect by hand: the corner at `from` goes to `to` with `twist` added. */
function applyTravels(state: CornerState, map: CornerState): CornerState {
  const perm = [...state.perm];
  const twist = [...state.twist];
  for (const t of moveEffect(map).travels) {
    perm[t.to] = state.perm[t.from];
    twist[t.to] = (state.twist[t.from] + t.twist) % 3;
  }
  return { perm, twist };
}

describe('moveEffect', () => {
  it('reads a quarter turn as one 4-cycle and a half turn as two swaps, for U, R and F', () => {
    for (const face of ['U', 'R', 'F'] as const) {
      expect(moveEffect(moveState(face, 1)).cycles.map((c) => c.length)).toEqual([4]);
      expect(moveEffect(moveState(face, 3)).cycles.map((c) => c.length)).toEqual([4]);
      expect(moveEffect(moveState(face, 2)).cycles.map((c) => c.length)).toEqual([2, 2]);
    }
    expect(cycleText(moveEffect(moveState('U', 1)))).toBe('URF → UFL → ULB → UBR → URF');
  });

  it('keeps the twist sum: U adds nothing, R and F add 1, 2, 1, 2, half turns nothing', () => {
    const added = (face: 'U' | 'R' | 'F', q: number) => moveEffect(moveState(face, q)).travels.map((t) => t.twist);
    expect(added('U', 1)).toEqual([0, 0, 0, 0]);
    for (const face of ['R', 'F'] as const) {
      expect([...added(face, 1)].sort()).toEqual([1, 1, 2, 2]);
      expect(added(face, 2)).toEqual([0, 0, 0, 0]);
    }
    for (const move of METRIC_MOVES.htm) expect(moveEffect(moveState(move.face, move.quarterTurns)).travels.reduce((s, t) => s + t.twist, 0) % 3).toBe(0);
  });

  it('applied by hand, reproduces compose() for every move on random states', () => {
    const random = seededRandom(3);
    for (let k = 0; k < 300; k++) {
      const state = stateOfCoordinates(random.int(PERMUTATION_COUNT), random.int(ORIENTATION_COUNT));
      for (const move of METRIC_MOVES.htm) {
        const map = moveState(move.face, move.quarterTurns);
        expect(applyTravels(state, map)).toEqual(compose(state, map));
      }
    }
  });
});

describe('resolveMove', () => {
  it('gives U/R/F buttons their table column and D/L/B none (they move the DBL slot)', () => {
    const [solverRow, otherRow] = MOVE_BUTTON_ROWS;
    solverRow.forEach((name, i) => expect(resolveMove(name)).toMatchObject({ column: i, search: { name }, face: name[0] }));
    for (const name of otherRow) expect(resolveMove(name)).toMatchObject({ column: null, search: null, face: name[0] });
    // The map is the turn in space: D moves DBL's slot, U does not.
    expect(resolveMove('D').map.perm[7]).not.toBe(7);
    expect(resolveMove('U').map.perm[7]).toBe(7);
  });

  it('refuses what is not one face turn', () => {
    expect(() => resolveMove('x')).toThrow(/not a single face turn/);
    expect(() => resolveMove('R U')).toThrow(/not a single face turn/);
    expect(() => resolveMove('Q')).toThrow(/unknown move/);
  });
});

describe('tableLookup', () => {
  it('reads the same entries as the solver move tables', () => {
    const tables = buildMoveTables('htm');
    const random = seededRandom(11);
    for (let k = 0; k < 2000; k++) {
      const state = stateOfCoordinates(random.int(PERMUTATION_COUNT), random.int(ORIENTATION_COUNT));
      const move = resolveMove(MOVE_BUTTON_ROWS[0][k % 9]);
      const l = tableLookup(state, move);
      expect(l.stride).toBe(tables.moveCount);
      expect(l.permAfter).toBe(tables.permMove[l.perm * tables.moveCount + l.column]);
      expect(l.orientAfter).toBe(tables.orientMove[l.orient * tables.moveCount + l.column]);
      expect(l.indexAfter).toBe(indexOfState(compose(state, move.map)));
    }
  });
});

describe('explorerFrame', () => {
  it('draws the cube as held and shows the recoloured arrays, before and after the last move', () => {
    const result = explorerFrame('F2 U', ['R', 'D', "B'"]);
    if (!result.ok) throw new Error(result.error.message);
    const { frame } = result;
    expect(frame.before).toEqual(stateOf('F2 U R D'));
    expect(frame.after).toEqual(stateOf("F2 U R D B'"));
    expect(frame.heldBefore).toEqual(heldOf('F2 U R D'));
    expect(frame.heldAfter).toEqual(heldOf("F2 U R D B'"));
    // In the reader's hands the last move is exactly B′, turned in space.
    const last = frame.last!;
    expect(compose(frame.heldBefore, last.move.map)).toEqual(frame.heldAfter);
    expect(last.arrows).toHaveLength(4);
    expect(last.lookup).toBe(null);
    expect(last.recolour).toEqual({ index: indexOfState(frame.before), indexAfter: indexOfState(frame.after) });
  });

  it('a U, R or F turn is one table column on the recoloured state, even after D, L, B and rotations', () => {
    for (const scramble of ['D', "L B' x", 'y R D2 Uw']) {
      for (const name of MOVE_BUTTON_ROWS[0]) {
        const result = explorerFrame(scramble, ['B', name]);
        if (!result.ok || !result.frame.last?.lookup) throw new Error('frame');
        const { before, after, last } = result.frame;
        expect(compose(before, last.move.map)).toEqual(after);
        expect(last.lookup!.indexAfter).toBe(indexOfState(after));
      }
    }
  });

  it('has no last move when nothing was applied, and reports a bad scramble', () => {
    const empty = explorerFrame('', []);
    expect(empty.ok && empty.frame.last).toBe(null);
    expect(empty.ok && isSolved(empty.frame.after)).toBe(true);
    expect(explorerFrame('R X', ['U'])).toMatchObject({ ok: false, error: { message: 'unknown move "X" at column 3', column: 3, length: 1 } });
  });

  it('renders the travels and the lookup with the solver numbers', () => {
    const result = explorerFrame("R U R'", ['F']);
    if (!result.ok || !result.frame.last?.lookup) throw new Error('frame');
    const { before, after, last } = result.frame;
    const html = String(travelTableHtml(last.effect, before, after, 'F'));
    for (const t of last.effect.travels) expect(html).toContain(`${CORNER_NAMES[t.from]} → ${CORNER_NAMES[t.to]}`);
    expect(String(lookupHtml(last.lookup!, 'F'))).toContain(`<strong class="mx-index-after">${indexOfState(after).toLocaleString('en-US')}</strong>`);
    expect(String(lastMoveLookupHtml(last))).toBe(String(lookupHtml(last.lookup!, 'F')));
    expect(moveNote(last)).toBe('');
    const d = explorerFrame("R U R'", ['D']);
    if (!d.ok || !d.frame.last) throw new Error('frame');
    expect(String(lastMoveLookupHtml(d.frame.last))).toContain('not a column of the move tables');
    expect(String(lastMoveLookupHtml(d.frame.last))).toContain(`<strong class="mx-index-after">${indexOfState(d.frame.after).toLocaleString('en-US')}</strong>`);
    expect(moveNote(d.frame.last)).toContain('recolours');
    expect(changedPositions(d.frame.before, d.frame.after).length).toBeGreaterThan(0);
  });
});

describe('moveArrows', () => {
  const layout = netLayout();
  const inside = (d: string, face: 'U' | 'R' | 'F') => {
    const box = layout.faces.find((f) => f.face === face)!;
    const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
    // M x y ... last two numbers are the end point
    const [sx, sy] = numbers.slice(0, 2);
    const [ex, ey] = numbers.slice(-2);
    return [sx, ex].every((x) => x >= box.x && x <= box.x + box.size) && [sy, ey].every((y) => y >= box.y && y <= box.y + box.size);
  };

  it('draws quarter turns as arcs and half turns as bent curves, inside the turning face', () => {
    for (const face of ['U', 'R', 'F'] as const) {
      const quarter = moveArrows(moveEffect(moveState(face, 1)), face, layout);
      expect(quarter).toHaveLength(4);
      expect(quarter.every((a) => a.d.includes(' A') && inside(a.d, face))).toBe(true);
      const half = moveArrows(moveEffect(moveState(face, 2)), face, layout);
      expect(half.every((a) => a.d.includes(' Q') && inside(a.d, face))).toBe(true);
      // The two arrows of a swap bend to opposite sides, so they are different curves.
      expect(new Set(half.map((a) => a.d)).size).toBe(4);
    }
  });

  it('finds each corner sticker on its faces and refuses the others', () => {
    expect(stickerCentre('U', 0, layout)).toHaveLength(2);
    expect(() => stickerCentre('U', 4, layout)).toThrow(/no sticker/);
  });
});

describe('order finder', () => {
  /** Order by brute force with the cubie model, independent of sequenceOrder. */
  function bruteOrder(alg: string): number {
    const effect = stateOf(alg);
    let s = effect;
    for (let k = 1; k < 100; k++) {
      if (isSolved(s)) return k;
      s = compose(s, effect);
    }
    return -1;
  }

  it('finds the orders of known sequences (R U: 15, R U R′ U′: 6, R2 U2: 3, R: 4)', () => {
    const known: [string, number][] = [['R U', 15], ["R U R' U'", 6], ['R2 U2', 3], ['R', 4], ['R F', 15], ['', 1], ['x y', 1]];
    for (const [alg, order] of known) {
      const r = orderReport(alg);
      expect(r.ok && r.order, alg).toBe(order);
      expect(bruteOrder(alg), alg).toBe(order);
    }
  });

  it('lists the index after each repetition, ending at the solved cube', () => {
    const r = orderReport('R U');
    if (!r.ok) throw new Error('parse');
    expect(r.indexes).toHaveLength(r.order);
    expect(r.indexes.at(-1)).toBe(0);
    expect(r.indexes[0]).toBe(indexOfState(stateOf('R U')));
    expect(r.indexes.slice(0, -1).every((i) => i !== 0)).toBe(true);
    expect(String(walkHtml(r.indexes)).match(/<li>/g)).toHaveLength(r.order);
    expect(String(orderSentence('R U', r))).toContain('<strong class="of-order">15</strong>');
  });

  it('reports bad input and too-long input instead of freezing', () => {
    const bad = orderReport('R (U');
    expect(bad.ok).toBe(false);
    const long = orderReport(`(R U)${MAX_ORDER_MOVES}`);
    expect(!long.ok && long.error.message).toMatch(/the order finder takes up to/);
    expect(String(orderSentence('<b>', { ok: true, order: 4, indexes: [1, 2, 3, 0], empty: false }))).not.toContain('<b>');
  });
});

describe('verification views', () => {
  it('summarises the real self-checks, with pass/fail words', () => {
    const checks = runSelfChecks();
    expect(checks.every((c) => c.passed)).toBe(true);
    expect(checksSummary(checks, 'here', 12.3)).toBe(`All ${checks.length} checks passed here in 12 ms.`);
    expect(String(checksHtml(checks)).match(/✓ pass/g)).toHaveLength(checks.length);
    const broken = [{ ...checks[0], passed: false }, ...checks];
    expect(checksSummary(broken, 'here')).toBe(`1 of ${broken.length} checks failed here.`);
    expect(String(checksHtml(broken))).toContain('✗ FAIL');
  });

  it('says every check in Chinese from what it found, with the same numbers', () => {
    const zh = messagesFor('zh').verification;
    const html = String(checksHtml(runSelfChecks(), zh));
    expect(html.match(/✓ 通过/g)).toHaveLength(runSelfChecks().length);
    expect(html).toContain('R F：15');
    expect(html).toContain('全部 729 种朝向组合');
    expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/\b(pass|order|every|random)\b/);
  });

  it('writes the table sizes as rows × moves', () => {
    const t = buildMoveTables('htm');
    const html = String(timingTableHtml([{ metric: 'htm', moves: t.moveCount, permEntries: t.permMove.length, orientEntries: t.orientMove.length, bytes: t.permMove.byteLength + t.orientMove.byteLength }]));
    expect(html).toContain(`${PERMUTATION_COUNT.toLocaleString('en-US')} × ${t.moveCount} = ${t.permMove.length.toLocaleString('en-US')}`);
    expect(html).toContain(`${ORIENTATION_COUNT} × ${t.moveCount} = ${t.orientMove.length.toLocaleString('en-US')}`);
    expect(html).toContain('not measured yet');
  });
});

it('twistSum of every reachable state is 0 (sanity for the prose)', () => {
  expect(twistSum(stateOf("R U2 F' R U' F2"))).toBe(0);
  expect(twistSum(SOLVED)).toBe(0);
});

it("chapter 3's indices after D and after U are the ones the move explorer shows", async () => {
  const { dFromSolved, uFromSolved } = await import('../../src/facts/chapter-03.build.ts');
  const d = explorerFrame('', ['D']);
  const u = explorerFrame('', ['U']);
  expect(d.ok && d.frame.last?.recolour?.indexAfter).toBe(dFromSolved);
  expect(u.ok && u.frame.last?.lookup?.indexAfter).toBe(uFromSolved);
  expect(dFromSolved).not.toBe(0);
});
