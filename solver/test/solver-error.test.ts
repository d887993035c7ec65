/**
 * One front door (issue 34): the three solvers take the same input (a scramble
 * or a state), answer in the same shape and refuse in the same shape. Each
 * answer is checked by applying it with the independent facelet referees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { solvesAsHeld } from '../../tests/referee/facelet-cube.ts';
import { FaceletCube } from '../../tests/referee-three/facelets.ts';
import { scrambleToState } from '../src/apply.ts';
import { solve } from '../src/solve.ts';
import { scrambleToHeldCube } from '../src/three/held-scramble.ts';
import { solveThree } from '../src/three/three-solve.ts';
import { solveTwoPhase } from '../src/three/two-phase/solve.ts';
import { useSharedCornerPdb } from './support/shared-corner-pdb.ts';

/** The keys every answer starts with, whichever solver gave it. */
const SHARED = ['ok', 'moves', 'length', 'metric', 'optimal', 'status', 'nodes', 'ms'];
/** Small edge databases: weaker bounds than Korf's, as admissible, built in a second. */
const GROUPS = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]];

beforeAll(useSharedCornerPdb, 600_000);

describe('the three solvers, one shape', () => {
  it('answer a held scramble and its state alike, with the shared keys, and the answers solve the cube as held', () => {
    const two = "x R U' Rw F2";
    const fromText = solve(two);
    const scrambled = scrambleToState(two);
    if (!scrambled.ok || !fromText.ok) throw new Error('parse');
    // The state as held, not recoloured: solve recolours it itself.
    const fromState = solve(scrambled.held);
    expect(fromState).toMatchObject({ ok: true, length: fromText.length, optimal: true, metric: 'htm', status: 'solved' });
    expect(fromState.ok && solvesAsHeld(two, fromState.moves!.join(' '))).toBe(true);

    const three = "y R U Lw' D2";
    const held = scrambleToHeldCube(three);
    if (!held.ok) throw new Error('parse');
    const answers = [solveThree(three, { edgeGroups: GROUPS }), solveThree(held.state, { edgeGroups: GROUPS }), solveTwoPhase(three, { maxMs: 2000 }), solveTwoPhase(held.state, { maxMs: 2000 })];
    for (const answer of [fromText, ...answers]) expect(Object.keys(answer)).toEqual(expect.arrayContaining(SHARED));
    for (const answer of answers) {
      if (!answer.ok) throw new Error(answer.error.message);
      expect(new FaceletCube().apply(three).apply(answer.moves!.join(' ')).isUniform(), answer.moves!.join(' ')).toBe(true);
      expect(answer.metric).toBe('htm');
    }
    expect(answers.map((a) => a.ok && a.optimal).slice(0, 2)).toEqual([true, true]);
    expect(answers[0].ok && answers[1].ok && answers[0].length === answers[1].length).toBe(true);
  }, 120_000);

  it('refuse bad notation and impossible states with the same error: a kind, an English message, a column for notation', () => {
    for (const refusal of [solve('R U Q'), solveThree('R U Q'), solveTwoPhase('R U Q')]) {
      expect(refusal).toEqual({ ok: false, error: { kind: { code: 'unknown-move' }, message: 'unknown move "Q" at column 5', token: 'Q', column: 5, length: 1 } });
    }
    expect(solve({ perm: [0, 1, 2, 3, 4, 5, 6, 7], twist: [0, 2, 0, 0, 0, 0, 0, 0] })).toMatchObject({ ok: false, error: { kind: { code: 'twisted-corner' } } });
    expect(solve({ perm: [0, 0, 2, 3, 4, 5, 6, 7], twist: [0, 0, 0, 0, 0, 0, 0, 0] })).toMatchObject({ ok: false, error: { kind: { code: 'not-a-state' } } });
    const held = scrambleToHeldCube('');
    if (!held.ok) throw new Error('parse');
    const swapped = { corners: held.state.corners, edges: { perm: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], flip: held.state.edges.flip } };
    for (const refusal of [solveThree(swapped, { edgeGroups: GROUPS }), solveTwoPhase(swapped)]) {
      expect(refusal).toMatchObject({ ok: false, error: { kind: { code: 'swapped-pieces' }, message: expect.stringContaining('two pieces are swapped') } });
      expect(refusal.ok || 'column' in refusal.error).toBe(false);
    }
  });
});
