import { describe, expect, it } from 'vitest';
import { whyStopped } from '../../src/lib/two-phase-stops.ts';
import { en } from '../../src/i18n/en/index.ts';
import { zh } from '../../src/i18n/zh/index.ts';

describe('chapter 10 says why the search stopped, and calls an answer optimal only when it is proven', () => {
  it('an exhausted search whose phase 2 was cut short by its cap is not called optimal', () => {
    expect(whyStopped({ status: 'exhausted', optimal: false })).toBe('exhaustedCapped');
    expect(whyStopped({ status: 'exhausted', optimal: true })).toBe('exhausted');
  });

  it('every other stop keeps its own reason', () => {
    for (const stop of ['target', 'time', 'budget', 'cancelled'] as const) expect(whyStopped({ status: stop, optimal: false })).toBe(stop);
  });

  it('both editions word the unproven case without claiming optimality', () => {
    expect(en.twoPhase.solver.why.exhaustedCapped).toMatch(/not proven optimal/);
    expect(zh.twoPhase.solver.why.exhaustedCapped).toMatch(/没有被证明是最优的/);
  });
});
