/**
 * Notation at scale: parsing and applying a 100,000-token scramble (the
 * notebook promises "well under 100 ms"), mixing faces, suffixes, rotations
 * and wide turns so every branch of the parser runs.
 */
import { scrambleToState } from 'pocket-cube-solver';
import type { CheckLog } from './checks.ts';
import { type RepeatedTiming, timeRepeated } from './timing.ts';

export const PARSE_TOKENS = 100_000;
const TOKENS = ['R', "U'", 'F2', 'D', "L2'", 'B’', 'x', "y'", 'Rw', 'z2'];

export function measureParse(log: CheckLog): RepeatedTiming {
  const text = Array.from({ length: PARSE_TOKENS }, (_, i) => TOKENS[i % TOKENS.length]).join(' ');
  const result = scrambleToState(text);
  if (!result.ok || result.moves.length !== PARSE_TOKENS) log.fail(`parsing ${PARSE_TOKENS} tokens failed`);
  return timeRepeated(() => scrambleToState(text), 2, 9);
}
