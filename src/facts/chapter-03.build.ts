/**
 * Chapter 3's facts entry (moves and move tables): what U, R and R2 do to the
 * corners, orders of sequences, and the indices the move explorer shows,
 * computed with the same functions the explorer uses.
 */
import { CORNER_NAMES, canonicalize, indexOfState, moveState, sequenceOrder } from 'pocket-cube-solver/internals';
import { formatCount, texCount } from '../lib/format.ts';
import { facts } from '../lib/pocket-cube-facts.build.ts';
import { cycleText, cycleTexts, moveEffect } from '../lib/move-effect.ts';

export { CORNER_NAMES, cycleText, formatCount, texCount };

/** The cycles in one Chinese phrase, for the Chinese chapter's prose: "URF → … 和 …" (cycleText joins with " and "). */
export const cycleTextZh = (effect: Parameters<typeof cycleTexts>[0]): string => cycleTexts(effect).join(' 和 ');

export const f = facts();
export const uTurn = moveEffect(moveState('U', 1));
export const rTurn = moveEffect(moveState('R', 1));
export const r2Turn = moveEffect(moveState('R', 2));
const rFromUrf = rTurn.travels.find((t) => CORNER_NAMES[t.from] === 'URF');
if (!rFromUrf) throw new Error('R moves no corner from URF: the move model is broken');
/** Where R sends the corner in URF. */
export const rUrfTo = CORNER_NAMES[rFromUrf.to];
export const rTwistArray = Array.from(moveState('R', 1).twist);
export const rTwists = rTurn.travels.map((t) => `${CORNER_NAMES[t.to]} +${t.twist}`).join(', ');
export const rSum = rTurn.travels.reduce((sum, t) => sum + t.twist, 0);
/** The order of a sequence (NaN if it does not parse). */
export const orderOf = (alg: string): number => { const r = sequenceOrder(alg); return r.ok ? r.order : NaN; };
/** The state index after D from solved, recoloured as the explorer shows it (D moves DBL), and after U (tests/site/ch3-move-effect.test.ts checks both against the explorer's frames). */
export const dFromSolved = indexOfState(canonicalize(moveState('D', 1)));
export const uFromSolved = indexOfState(moveState('U', 1));
/** The largest order of a permutation of n things: the largest lcm of a partition of n (Landau's function). */
export const maxCycleOrder = (n: number): number => { const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b)); const best = (left: number, smallest: number): number => { let m = 1; for (let part = smallest; part <= left; part++) { const rest = best(left - part, part); m = Math.max(m, (part * rest) / gcd(part, rest)); } return m; }; return best(n, 1); };
