/**
 * Chapter 4's facts entry (breadth-first search): both metrics' BFS figures
 * and what a set of seen positions costs per position.
 */
import { formatCount, formatShare } from '../lib/format.ts';
import { facts } from '../lib/pocket-cube-facts.build.ts';
import { STRING_KEY_LENGTH, type SeenCost, seenCosts } from '../figures/set-bytes.ts';
import { bfsFacts } from './bfs-facts.build.ts';

export { formatShare, STRING_KEY_LENGTH };

export const ch4 = bfsFacts();
export const htm = ch4.htm;
export const qtm = ch4.qtm;
export const n = formatCount;
export const f = facts();
export const seen = seenCosts(ch4.stateCount);
export const perPosition = (cost: SeenCost) => Number(cost.bytesPerState.toFixed(1));
export const megabytes = (cost: SeenCost) => Number((cost.totalBytes / 1e6).toPrecision(3));
