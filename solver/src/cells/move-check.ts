/**
 * Chapter 3's cell: the reader writes one face turn, as data in the article's
 * style (a 4-cycle of positions and the twist each piece gains on its way) or
 * as a function of a state. The verdict compares it with the physical cube's
 * turns (cube-moves.ts, derived from geometry): which it is (clockwise,
 * counter-clockwise, half, none), which stickers land wrong (drawn on the net),
 * its order, and the order of (X F) beside the real one (R F: 15).
 */
import { CORNER_COUNT, FACES, type Face } from '../corner-geometry.ts';
import { type CornerState, SOLVED, compose, isSolved, sameState } from '../corner-state.ts';
import { MOVE_STATES } from '../cube-moves.ts';
import { faceletColors } from '../facelets.ts';
import { seededRandom } from '../random.ts';
import { BadAnswerError } from './cell-error.ts';
import { cellApi } from './cell-api.ts';
import { badAnswer, describe, exportedFunction } from './reader-calls.ts';

/** States a function-form move is tried on, from a pinned seed: it must act on each as one fixed turn. */
const CONSISTENCY_SAMPLES = 500;
const CONSISTENCY_SEED = 20261207;
/** No corner map has order above 45 (permutation order ≤ 15, times 3 for the twists); past this, none. */
const ORDER_LIMIT = 1000;

export interface PlainState {
  readonly perm: number[];
  readonly twist: number[];
}

export interface MoveAnswers {
  readonly exercise: 'move';
  readonly face: Face;
  readonly form: 'data' | 'function';
  /** The reader's turn applied to the solved cube: its corner map. */
  readonly turn: PlainState;
  /** A function that does not act as one fixed corner map: the first state where it differs. */
  readonly inconsistency: { readonly input: PlainState; readonly got: PlainState; readonly expected: PlainState } | null;
}

export type MoveMatch = 'clockwise' | 'counterclockwise' | 'half' | 'identity' | 'none';

/** Chapter 3's verdict: it passes when the reader's turn is the real clockwise turn of its face and acts as one fixed corner map. */
export interface MoveVerdict {
  readonly exercise: 'move';
  readonly pass: boolean;
  readonly face: Face;
  readonly form: 'data' | 'function';
  readonly match: MoveMatch;
  /** The twists sum to a multiple of 3 on every real turn: false means no real cube does this. */
  readonly twistSumOk: boolean;
  /** Sticker colours (face letters, facelets.ts order) after your turn and after the real clockwise turn, from solved. */
  readonly yourColours: Face[];
  readonly expectedColours: Face[];
  /** Facelet indices whose colour differs. */
  readonly wrongStickers: number[];
  /** The turn's order (how often it must be repeated to come back), null past ORDER_LIMIT. */
  readonly order: number | null;
  /** (X F), or (R F) when X is F, with your X and the real other turn, against the real cube's. */
  readonly pairOrder: { readonly sequence: string; readonly yours: number | null; readonly real: number | null };
  readonly inconsistency: MoveAnswers['inconsistency'];
}

function plain(s: CornerState): PlainState {
  return { perm: [...s.perm], twist: [...s.twist] };
}

function validState(value: unknown, call: string): PlainState {
  const v = value as { perm?: unknown; twist?: unknown } | null;
  const ok =
    v !== null &&
    typeof v === 'object' &&
    isArrayOf(v.perm, CORNER_COUNT, CORNER_COUNT) &&
    new Set(Array.from(v.perm as ArrayLike<number>)).size === CORNER_COUNT &&
    isArrayOf(v.twist, CORNER_COUNT, 3);
  if (!ok) badAnswer(call, value, 'it must return { perm, twist }: perm a permutation of 0..7, twist eight values 0, 1 or 2');
  return { perm: Array.from(v!.perm as ArrayLike<number>), twist: Array.from(v!.twist as ArrayLike<number>) };
}

function isArrayOf(value: unknown, length: number, below: number): boolean {
  if (value === null || typeof value !== 'object' || (value as ArrayLike<unknown>).length !== length) return false;
  for (let i = 0; i < length; i++) {
    const x = (value as ArrayLike<unknown>)[i];
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= below) return false;
  }
  return true;
}

/** The article's data form: the piece at cycle[i] moves to cycle[i+1] (cyclically), gaining twist[i]. */
function turnOfData(data: unknown): PlainState {
  const d = data as { cycle?: unknown; twist?: unknown } | null;
  const expected = 'move must be { cycle: four distinct positions 0..7, twist: four values 0, 1 or 2 }';
  if (d === null || typeof d !== 'object' || !isArrayOf(d.cycle, 4, CORNER_COUNT) || !isArrayOf(d.twist, 4, 3)) {
    throw new BadAnswerError(`${expected}; got ${describe(data)}`);
  }
  const cycle = Array.from(d.cycle as ArrayLike<number>);
  const twist = Array.from(d.twist as ArrayLike<number>);
  if (new Set(cycle).size !== 4) throw new BadAnswerError(`${expected}; cycle repeats a position: ${describe(cycle)}`);
  const perm = [...SOLVED.perm];
  const turnTwist = [...SOLVED.twist];
  // Replaced-by form (corner-state.ts): position cycle[i+1] now holds the corner that was at cycle[i].
  for (let i = 0; i < 4; i++) {
    perm[cycle[(i + 1) % 4]] = cycle[i];
    turnTwist[cycle[(i + 1) % 4]] = twist[i];
  }
  return { perm, twist: turnTwist };
}

function randomState(random: ReturnType<typeof seededRandom>): PlainState {
  const perm = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let i = perm.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [perm[i], perm[j]] = [perm[j], perm[i]];
  }
  return { perm, twist: perm.map(() => random.int(3)) };
}

export function collectMove(module: Record<string, unknown>): MoveAnswers {
  const faceValue = module.face ?? 'R';
  if (typeof faceValue !== 'string' || !(FACES as readonly string[]).includes(faceValue)) {
    throw new BadAnswerError(`face must be one of U, R, F, D, L, B; got ${describe(faceValue)}`);
  }
  const face = faceValue as Face;
  if (typeof module.move !== 'function') {
    if (module.move === undefined) exportedFunction(module, 'move'); // throws the missing-export message
    return { exercise: 'move', face, form: 'data', turn: turnOfData(module.move), inconsistency: null };
  }
  const move = module.move as (state: PlainState, api: unknown) => unknown;
  const api = cellApi('htm');
  const turn = validState(move(plain(SOLVED), api), 'move(solved cube)');
  const random = seededRandom(CONSISTENCY_SEED);
  for (let k = 0; k < CONSISTENCY_SAMPLES; k++) {
    const input = randomState(random);
    const got = validState(move({ perm: [...input.perm], twist: [...input.twist] }, api), 'move(state)');
    const expected = plain(compose(input, turn));
    if (!sameState(got, expected)) return { exercise: 'move', face, form: 'function', turn, inconsistency: { input, got, expected } };
  }
  return { exercise: 'move', face, form: 'function', turn, inconsistency: null };
}

function orderOf(state: CornerState): number | null {
  let s = state;
  for (let k = 1; k <= ORDER_LIMIT; k++) {
    if (isSolved(s)) return k;
    s = compose(s, state);
  }
  return null;
}

export function judgeMove(answers: MoveAnswers): MoveVerdict {
  const { face, turn } = answers;
  const real = MOVE_STATES[face];
  const match: MoveMatch = sameState(turn, real[1])
    ? 'clockwise'
    : sameState(turn, real[3])
      ? 'counterclockwise'
      : sameState(turn, real[2])
        ? 'half'
        : isSolved(turn)
          ? 'identity'
          : 'none';
  const yourColours = faceletColors(turn);
  const expectedColours = faceletColors(real[1]);
  const wrongStickers = yourColours.flatMap((c, i) => (c === expectedColours[i] ? [] : [i]));
  const other: Face = face === 'F' ? 'R' : 'F';
  const pair = (mine: CornerState) => (face === 'F' ? compose(MOVE_STATES.R[1], mine) : compose(mine, MOVE_STATES.F[1]));
  return {
    exercise: 'move',
    pass: match === 'clockwise' && answers.inconsistency === null,
    face,
    form: answers.form,
    match,
    twistSumOk: turn.twist.reduce((a, b) => a + b, 0) % 3 === 0,
    yourColours,
    expectedColours,
    wrongStickers,
    order: orderOf(turn),
    pairOrder: { sequence: face === 'F' ? 'R F' : `${face} ${other}`, yours: orderOf(pair(turn)), real: orderOf(pair(real[1])) },
    inconsistency: answers.inconsistency,
  };
}
