/**
 * The state encoding worked out step by step, as plain data: what a reader
 * would write down ranking a position by hand. Every number comes from the
 * solver's own functions (lehmerDigits, factorial, permutationRank,
 * orientationIndex, stateIndex, permutationUnrank, orientationUnindex); this
 * module only records the intermediate steps and is checked against those
 * functions in tests/site/ch2-encoding.test.ts.
 *
 * Conventions (solver/src/corner-state.ts): `perm[i]` is the corner sitting at
 * position i, `twist[i]` its twist there; position 7 is DBL, held fixed.
 */
import { STATE_COUNT } from 'pocket-cube-solver';
import { CORNER_NAMES, FIXED_CORNER, MOVING_CORNERS, ORIENTATION_COUNT, stateIndex, ORIENTED_CORNERS, orientationIndex, orientationUnindex, factorial, lehmerDigits, permutationRank, permutationUnrank } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import { pageMessages } from '../../i18n/page-language.ts';
import { formatCount } from '../../lib/format.ts';

/** One row of the Lehmer-code table: position i of the permutation. */
export interface LehmerStep {
  readonly position: number;
  /** The corner number at this position. */
  readonly value: number;
  /** Corner numbers further right that are smaller: the ones the digit counts. */
  readonly smallerLater: readonly number[];
  /** The Lehmer digit: smallerLater.length. */
  readonly digit: number;
  /** (n − 1 − i)!, the place value of this digit in the factorial number system. */
  readonly weight: number;
  readonly contribution: number;
}

/** One base-3 digit of the orientation index. */
export interface TwistDigit {
  readonly position: number;
  readonly twist: number;
  /** 3^(5 − i). */
  readonly weight: number;
  readonly contribution: number;
}

export interface EncodingWorkout {
  readonly perm: readonly number[];
  readonly twist: readonly number[];
  readonly lehmer: readonly LehmerStep[];
  /** Σ contributions = permutationRank(perm[0..6]). */
  readonly permRank: number;
  readonly twistDigits: readonly TwistDigit[];
  /** Twist of position 6: not stored, implied by twist sum ≡ 0 (mod 3). */
  readonly impliedTwist: number;
  /** Sum of the six stored twists, whose remainder mod 3 the implied twist cancels. */
  readonly storedTwistSum: number;
  readonly orientIndex: number;
  /** permRank · 729 + orientIndex. */
  readonly index: number;
}

/**
 * Ranks a DBL-fixed state, keeping every intermediate step.
 * @example encodingWorkout(SOLVED).index === 0
 */
export function encodingWorkout(state: CornerState): EncodingWorkout {
  if (state.perm[FIXED_CORNER] !== FIXED_CORNER || state.twist[FIXED_CORNER] !== 0) {
    throw new Error('encodingWorkout needs a DBL-fixed state');
  }
  const moving = state.perm.slice(0, MOVING_CORNERS);
  const digits = lehmerDigits(moving);
  const lehmer = moving.map((value, position) => {
    const weight = factorial(MOVING_CORNERS - 1 - position);
    return {
      position,
      value,
      smallerLater: moving.slice(position + 1).filter((later) => later < value),
      digit: digits[position],
      weight,
      contribution: digits[position] * weight,
    };
  });
  const twistDigits = Array.from({ length: ORIENTED_CORNERS }, (_, position) => {
    const weight = 3 ** (ORIENTED_CORNERS - 1 - position);
    return { position, twist: state.twist[position], weight, contribution: state.twist[position] * weight };
  });
  const permRank = permutationRank(moving);
  const orientIndex = orientationIndex(state.twist);
  return {
    perm: [...state.perm],
    twist: [...state.twist],
    lehmer,
    permRank,
    twistDigits,
    impliedTwist: state.twist[ORIENTED_CORNERS],
    storedTwistSum: twistDigits.reduce((sum, d) => sum + d.twist, 0),
    orientIndex,
    index: stateIndex(permRank, orientIndex),
  };
}

/** One step of unranking the permutation: take digit d, pick the d-th smallest unused corner. */
export interface UnrankStep {
  readonly position: number;
  readonly digit: number;
  /** Corner numbers not yet placed, before this pick, smallest first. */
  readonly unused: readonly number[];
  readonly picked: number;
}

export interface DecodingWorkout {
  readonly index: number;
  /** floor(index / 729). */
  readonly permRank: number;
  /** index mod 729. */
  readonly orientIndex: number;
  /** The factorial-base digits of permRank, most significant first. */
  readonly digits: readonly number[];
  readonly steps: readonly UnrankStep[];
  /** The seven twists of positions 0..6 (the last one implied). */
  readonly twists: readonly number[];
  readonly state: CornerState;
}

export type IndexParse = { ok: true; index: number } | { ok: false; message: string };

/**
 * Reads a state index typed by a reader: digits, optionally grouped with
 * commas, spaces or underscores ("1,234,567"). Anything else, or a number
 * outside 0..3,674,159, is an error with a sentence saying why.
 */
export function parseStateIndex(text: string, words = pageMessages().inspector): IndexParse {
  const trimmed = text.trim();
  const last = formatCount(STATE_COUNT - 1);
  if (trimmed === '') return { ok: false, message: words.indexEmpty(last) };
  if (!/^\d[\d,_ ]*$/.test(trimmed)) return { ok: false, message: words.indexNotNumber(trimmed, last) };
  const index = Number(trimmed.replace(/[,_ ]/g, ''));
  if (!Number.isSafeInteger(index) || index >= STATE_COUNT) return { ok: false, message: words.indexTooLarge(trimmed, last, formatCount(STATE_COUNT)) };
  return { ok: true, index };
}

/**
 * Unranks a state index, keeping every intermediate step. Throws a RangeError
 * outside 0..STATE_COUNT − 1 (parse reader input with parseStateIndex first).
 */
export function decodingWorkout(index: number): DecodingWorkout {
  if (!Number.isInteger(index) || index < 0 || index >= STATE_COUNT) {
    throw new RangeError(`state index must be an integer in 0..${STATE_COUNT - 1}, got ${index}`);
  }
  const permRank = Math.floor(index / ORIENTATION_COUNT);
  const orientIndex = index - permRank * ORIENTATION_COUNT;
  const perm = permutationUnrank(permRank, MOVING_CORNERS);
  const digits = lehmerDigits(perm); // the digits the unrank peeled off, re-derived from its result
  const unused = Array.from({ length: MOVING_CORNERS }, (_, k) => k);
  const steps = digits.map((digit, position) => {
    const before = [...unused];
    const [picked] = unused.splice(digit, 1);
    return { position, digit, unused: before, picked };
  });
  const twists = orientationUnindex(orientIndex);
  return {
    index,
    permRank,
    orientIndex,
    digits,
    steps,
    twists,
    state: { perm: [...perm, FIXED_CORNER], twist: [...twists, 0] },
  };
}

/** "URF" for corner 0, and so on. */
export function cornerName(corner: number): string {
  return CORNER_NAMES[corner];
}
