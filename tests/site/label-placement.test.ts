import { describe, expect, it } from 'vitest';
import { boxesOverlap, estimateTextWidth, isClear, placeLabel, segmentHitsBox, textBox } from '../../src/widgets/shared/label-placement.ts';

const box = { x: 10, y: 10, width: 20, height: 10 };

describe('label placement', () => {
  it('boxes a text from its anchor and baseline', () => {
    const box = textBox(100, 50, 40, 10, 'middle');
    expect(box.x).toBe(80);
    expect(box.width).toBe(40);
    expect(box.y).toBeCloseTo(40.8);
    expect(box.height).toBeCloseTo(11.7);
    expect(textBox(100, 50, 40, 12, 'end').x).toBe(60);
    expect(textBox(100, 50, 40, 12, 'start').x).toBe(100);
    expect(estimateTextWidth('abcd', 10)).toBeCloseTo(4 * 10 * 0.58);
  });

  it('finds overlapping boxes, and not boxes that only touch', () => {
    expect(boxesOverlap(box, { x: 25, y: 15, width: 10, height: 10 })).toBe(true);
    expect(boxesOverlap(box, { x: 30, y: 10, width: 10, height: 10 })).toBe(false);
  });

  it('finds segments that cross a box, end in it or pass by', () => {
    expect(segmentHitsBox([0, 15, 100, 15], box)).toBe(true); // straight through
    expect(segmentHitsBox([0, 0, 40, 30], box)).toBe(true); // diagonal through
    expect(segmentHitsBox([15, 12, 16, 13], box)).toBe(true); // inside
    expect(segmentHitsBox([0, 0, 100, 0], box)).toBe(false); // above
    expect(segmentHitsBox([0, 30, 8, 0], box)).toBe(false); // beside, diagonal
    expect(segmentHitsBox([40, 0, 40, 100], box)).toBe(false); // vertical, to the right
  });

  it('takes the first clear candidate inside the area, in the order given', () => {
    const area = { x: 0, y: 0, width: 100, height: 100 };
    const line = { boxes: [], segments: [[0, 50, 100, 50]] as const };
    const onLine = { name: 'on', box: { x: 10, y: 45, width: 20, height: 10 } };
    const outside = { name: 'out', box: { x: 90, y: 10, width: 20, height: 10 } };
    const above = { name: 'above', box: { x: 10, y: 30, width: 20, height: 10 } };
    const below = { name: 'below', box: { x: 10, y: 60, width: 20, height: 10 } };
    expect(placeLabel([onLine, outside, above, below], line, area)?.name).toBe('above');
    expect(isClear(onLine.box, line)).toBe(false);
  });

  it('keeps air around a label', () => {
    const area = { x: 0, y: 0, width: 100, height: 100 };
    const line = { boxes: [], segments: [[0, 41, 100, 41]] as const };
    const touching = { name: 'touching', box: { x: 10, y: 30, width: 20, height: 10 } };
    const far = { name: 'far', box: { x: 10, y: 10, width: 20, height: 10 } };
    expect(placeLabel([touching, far], line, area)?.name).toBe('far');
  });

  it('falls back to the candidate covering the fewest obstacles, never dropping the label', () => {
    const area = { x: 0, y: 0, width: 100, height: 100 };
    const marks = { boxes: [{ x: 0, y: 0, width: 100, height: 30 }], segments: [[0, 50, 100, 50], [50, 0, 50, 100]] as const };
    const two = { name: 'two', box: { x: 40, y: 20, width: 20, height: 10 } };
    const one = { name: 'one', box: { x: 10, y: 60, width: 20, height: 10 } };
    expect(placeLabel([two, one], marks, area)?.name).toBe('one');
    expect(placeLabel([{ name: 'x', box: { x: 95, y: 0, width: 20, height: 10 } }], marks, area)).toBeNull();
  });
});
