/**
 * Chapter 9's facts entry (the classic design, checked): the classic
 * model's figures and its answers to the chapter's example scrambles.
 */
import { classicFacts } from '../lib/classic-facts.build.ts';
import { formatCount, formatShare, scientific } from '../lib/format.ts';

export { scientific };

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
