/**
 * The slow tier's half of the classic model's whole-state-space figures: all
 * 88,179,840 states searched again (about a minute of CPU on a 2-core
 * machine) and compared with the committed state-space-figures.json the site
 * reads at build time (UPDATE_CLASSIC_FIGURES=1 rewrites that file). In
 * `npm test`, state-space-figures.test.ts holds the committed figures to the notes on
 * the classic design and applies the answers they record.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClassicStateSpaceFigures, computeClassicStateSpaceFigures } from '../../src/classic/state-space-figures.ts';

const FILE = join(import.meta.dirname, '../../src/classic/state-space-figures.json');
let f: ClassicStateSpaceFigures;

beforeAll(() => {
  f = computeClassicStateSpaceFigures();
  if (process.env.UPDATE_CLASSIC_FIGURES) writeFileSync(FILE, `${JSON.stringify(f, null, 2)}\n`);
}, 900_000);

describe('the classic model, every state, recomputed', () => {
  it('matches the committed figures the site reads', () => {
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(f)));
  });
});
