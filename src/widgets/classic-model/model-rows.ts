/**
 * Chapter 9, "the model is not a cube": a move sequence applied twice, by a
 * real cube (all eight corners, in space: solver/src/apply.ts) and by the
 * classic published tables (solver/src/classic/model.ts), slot by slot, with
 * the order of the sequence in each. Pure and cheap (a sequence is applied
 * once, its effect repeated at most 45 times), so it runs on the page.
 */
import { SOLVED } from 'pocket-cube-solver';
import { applyMoves, CORNER_NAMES, compose, isSolved } from 'pocket-cube-solver/internals';
import { parseAlg, type ParseError } from 'pocket-cube-solver/notation';
import {
  CLASSIC_MOVE_NAMES,
  CLASSIC_SLOT_NAMES,
  CLASSIC_SOLVED,
  applyClassicMoves,
  classicMovesOfAlg,
  classicOrderOfEffect,
} from 'pocket-cube-solver/classic';

export interface SlotRow {
  /** Slot name (the classic's numbering order: URF UFL ULB UBR DFR DLF DBL DRB). */
  readonly slot: string;
  readonly realPiece: string;
  readonly realTwist: number;
  readonly classicPiece: string;
  readonly classicTwist: number;
}

export interface ModelComparison {
  readonly rows: SlotRow[];
  /** The sequence as the classic must write it (U′ → U U U). */
  readonly classicMoves: string;
  readonly classicMoveCount: number;
  /** Orders: null for the empty sequence. */
  readonly realOrder: number | null;
  readonly classicOrder: number | null;
  /** Slots whose piece differs between the two models. */
  readonly differing: number;
}

export type ModelResult = { ok: true; value: ModelComparison } | { ok: false; error: ParseError };

/** Longest classic sequence written out in full; longer ones are summarised. */
const SHOWN_MOVES = 60;

function realOrderOf(effect: ReturnType<typeof applyMoves>): number {
  let s = effect;
  for (let k = 1; k <= 45; k++) {
    if (isSolved(s)) return k;
    s = compose(s, effect);
  }
  throw new Error('unreachable: order above 45');
}

export function compareModels(text: string): ModelResult {
  const parsed = parseAlg(text);
  if (!parsed.ok) return parsed;
  const classic = classicMovesOfAlg(parsed.moves);
  if (!classic.ok) return classic;
  const real = applyMoves(SOLVED, parsed.moves);
  const cl = applyClassicMoves(CLASSIC_SOLVED, classic.moves);
  const rows = CLASSIC_SLOT_NAMES.map((slot, i): SlotRow => {
    const r = CORNER_NAMES.indexOf(slot);
    return {
      slot,
      realPiece: CORNER_NAMES[real.perm[r]],
      realTwist: real.twist[r],
      classicPiece: CLASSIC_SLOT_NAMES[cl.perm[i]],
      classicTwist: cl.orient[i],
    };
  });
  const names = classic.moves.slice(0, SHOWN_MOVES).map((m) => CLASSIC_MOVE_NAMES[m]).join(' ');
  const empty = classic.moves.length === 0;
  return {
    ok: true,
    value: {
      rows,
      classicMoves: classic.moves.length > SHOWN_MOVES ? `${names} …` : names,
      classicMoveCount: classic.moves.length,
      realOrder: empty ? null : realOrderOf(real),
      classicOrder: empty ? null : classicOrderOfEffect(cl),
      differing: rows.filter((row) => row.realPiece !== row.classicPiece).length,
    },
  };
}
