/**
 * The question a reader with a real cube asks of chapter 9's comparison:
 * what does the classic solver's answer do to *my* cube? Scramble the real
 * cube, then turn its answer as written (its U is read as a real U, as a
 * reader would turn it): the two cubes, before and after, as held. Pure.
 */
import { applyMoveNames, isSolvedAsHeld, scrambleToState } from 'pocket-cube-solver';
import { type Face, faceletColors } from 'pocket-cube-solver/internals';

export interface RealCubeAnswer {
  /** The held cube after the scramble, sticker colours in facelet order. */
  readonly before: Face[];
  /** …and after the classic solver's answer, turned on it as written. */
  readonly after: Face[];
  readonly solved: boolean;
}

/** null when the scramble does not parse (the table says why) or the classic solver gave no answer. */
export function answerOnRealCube(scramble: string, answer: readonly string[] | null): RealCubeAnswer | null {
  const scrambled = scrambleToState(scramble);
  if (!scrambled.ok || answer === null) return null;
  const after = applyMoveNames(scrambled.held, answer);
  return { before: faceletColors(scrambled.held), after: faceletColors(after), solved: isSolvedAsHeld(after) };
}
