/**
 * Chapter 1's facts entry: every value its prose computes, from the solver at
 * build time. The chapter imports these names and nothing else but
 * components (tests/site/build-path.test.ts), so a second-language edition
 * states the same numbers from the same entry.
 */
import { solve } from 'pocket-cube-solver';
import { texCount } from '../lib/format.ts';
import { facts } from '../lib/pocket-cube-facts.build.ts';

export { texCount };

export const f = facts();
const drResult = solve('D R');
/** The solver's answer to "D R" as the reader holds the cube: shows that D and R are undone as held. */
export const dr = drResult.ok && drResult.moves ? drResult.moves.join(' ') : '?';
