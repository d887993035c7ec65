/**
 * Chapter 5's facts entry (pattern databases): both databases in both
 * metrics, the classic design's skipping BFS, and the tables the exercises
 * check answers against.
 */
import { UNVISITED, patternDatabase } from 'pocket-cube-solver/internals';
import { encodeTable } from '../exercises/pdb-checkers.ts';
import { classicFacts } from '../lib/classic-facts.build.ts';
import { depthSavedFacts } from '../lib/complexity-facts.build.ts';
import { formatCount, formatShare } from '../lib/format.ts';
import { pdbFacts } from './pdb-facts.build.ts';

export { formatShare, UNVISITED };

export const ch5 = pdbFacts();
export const htm = ch5.htm;
export const qtm = ch5.qtm;
export const n = formatCount;
export const classic = classicFacts();
/** The largest value in a histogram indexed by value. */
export const deepest = (h: readonly number[]): number => h.length - 1;
export const pdbTables = { perm: encodeTable(patternDatabase('perm', 'htm').distance), orient: encodeTable(patternDatabase('orient', 'htm').distance) };


export const { branching, savedRows, maxSaved } = depthSavedFacts();

/**
 * The Chinese edition's names for the heuristics in the levels-saved table
 * (savedRows' `label` is the solver's English); the same words as the
 * Chinese widget catalogue (src/i18n/zh/kit.ts, heuristics.long).
 */
export const heuristicLabelZh: Readonly<Record<'orient' | 'perm' | 'max', string>> = {
  orient: '朝向 PDB',
  perm: '置换 PDB',
  max: '两个 PDB 取最大',
};
