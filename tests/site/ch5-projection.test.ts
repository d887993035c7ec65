/** What each abstraction keeps of a position, and the inspector's bars. */
import { describe, expect, it } from 'vitest';
import { scrambleToState, SOLVED } from 'pocket-cube-solver';
import { describeValues, inspectorSvg } from '../../src/widgets/heuristic-inspector/bars.ts';
import { projectionCounts, projectionRows } from '../../src/widgets/heuristic-inspector/projection.ts';

describe('projectionRows', () => {
  it('the solved cube: every corner home and untwisted, DBL left out', () => {
    const rows = projectionRows(SOLVED);
    expect(rows.map((r) => r.position)).toEqual(['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DRB']);
    expect(rows.every((r) => r.home && r.twist === 0)).toBe(true);
    expect(projectionCounts(rows)).toEqual({ misplaced: 0, twisted: 0 });
  });

  it('U moves the four top corners and twists none; R moves four and twists them', () => {
    const u = scrambleToState('U');
    const r = scrambleToState('R');
    if (!u.ok || !r.ok) throw new Error('parse');
    expect(projectionCounts(projectionRows(u.state))).toEqual({ misplaced: 4, twisted: 0 });
    expect(projectionCounts(projectionRows(r.state))).toEqual({ misplaced: 4, twisted: 4 });
  });
});

describe('inspector bars', () => {
  const v = { orient: 3, perm: 5, max: 5, distance: 7 };

  it('says all four numbers and how far the max falls short', () => {
    expect(describeValues(v)).toBe('Orientation PDB 3, permutation PDB 5, max 5, true distance 7: the max is 2 below the truth.');
    expect(describeValues({ ...v, distance: 5 })).toMatch(/the max is exact here/);
  });

  it('draws four bars, longer for larger values, and the truth line', () => {
    const svg = String(inspectorSvg(v, 11, 400));
    const widths = [...svg.matchAll(/class="hi-bar"[^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toHaveLength(4);
    expect(widths[0]).toBeLessThan(widths[1]);
    expect(widths[1]).toBe(widths[2]);
    expect(widths[3]).toBeGreaterThan(widths[2]);
    expect(svg).toContain('class="hi-truth"');
  });
});
