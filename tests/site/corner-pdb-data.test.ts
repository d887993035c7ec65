import { describe, expect, it } from 'vitest';
import { cornerRows, doneSentence, formatDuration, progressSentence } from '../../src/widgets/corner-pdb/corner-pdb-data.ts';

describe('corner database widget text', () => {
  it('pairs live counts with the published ones, marking only finished depths', () => {
    const rows = cornerRows([1, 18, 243], [1, 18, 100], 1, [0, 5]);
    expect(rows.map((r) => [r.found, r.matches, r.ms])).toEqual([
      [1, true, 0],
      [18, true, 5],
      [100, null, null], // still filling: not judged
    ]);
    expect(cornerRows([1, 18], [1, 17], 1, [])[1].matches).toBe(false);
    expect(cornerRows([1, 18], [], -1, [])[0].found).toBeNull();
  });

  it('says times in ms below ten seconds, in seconds above', () => {
    expect(formatDuration(840)).toBe('840 ms');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(progressSentence(9, 44_100_000, 88_179_840, 5000)).toBe('Depth 9: 44,100,000 of 88,179,840 positions known (50.0 %), 5,000 ms so far.');
    expect(doneSentence(88_179_840, 11, 12_000, false)).toMatch(/12\.0 s.*DIFFERS/);
  });
});
