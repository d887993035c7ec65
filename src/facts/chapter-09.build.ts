/**
 * Chapter 9's facts entry (the classic design, checked): the classic
 * model's figures and its answers to the chapter's example scrambles.
 */
import { classicFacts } from '../lib/classic-facts.build.ts';
import { CLASSIC_MOVE_NAMES, CLASSIC_SOLVED, applyClassicMoves, buildClassicPatternDatabases, classicHeuristicOfState } from 'pocket-cube-solver/classic';
import { encodeClassicTables } from '../exercises/classic-checkers.ts';
import { formatCount, formatShare, scientific } from '../lib/format.ts';

export { scientific };
/** The article's program, corrected, in Java (the chapter's last section): the link and its facts. */
export { javaProgram as java } from '../lib/java-program.build.ts';

export const ch9 = classicFacts();
export const n = formatCount;
export const share = formatShare;
/** The largest value in a histogram indexed by value. */
export const deepest = (h: readonly number[]): number => h.length - 1;
/** The classic solver's recorded answer to one of the chapter's scrambles. */
export const answer = (scramble: string) => {
  const found = ch9.answers.find((a) => a.scramble === scramble);
  if (!found) throw new Error(`no classic answer recorded for "${scramble}"`);
  return found;
};
export const u = answer('U');
export const ud = answer('U D');
export const udInverse = answer("U' D'");
/** The order of (R F): on a real cube and with the classic tables (the exercise asks about its reverse). */
export const rf = (() => {
  const row = ch9.orders.find((o) => o.alg === 'R F');
  if (!row) throw new Error('chapter 9 compares no order for R F');
  return row;
})();

/**
 * The overestimate exercise: the classic tables as published, for the page's
 * checker (signed bytes, −1 kept), and its worked answer: h of the position
 * each single primed turn X′ scrambles, which one classic X solves.
 */
export const overestimate = (() => {
  const pdbs = buildClassicPatternDatabases();
  const tables = encodeClassicTables(pdbs);
  const singles = CLASSIC_MOVE_NAMES.map((name, move) => {
    const position = applyClassicMoves(CLASSIC_SOLVED, [move, move, move]); // X′: three classic X
    return { scramble: `${name}′`, undo: name, h: classicHeuristicOfState(pdbs, position) };
  });
  return { tables, singles, best: singles.reduce((a, b) => (b.h > a.h ? b : a)) };
})();
