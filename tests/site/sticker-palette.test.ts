import { describe, expect, it } from 'vitest';
import { contrastRatio, FACE_ORDER, paletteCss, STICKER_PALETTE } from '../../src/widgets/shared/sticker-palette.ts';
import { describeNet, netLayout } from '../../src/widgets/shared/net-layout.ts';
import { SOLVED, scrambleToState } from 'pocket-cube-solver';
import { faceletColors } from 'pocket-cube-solver/internals';
import { messagesFor } from '../../src/i18n/messages.ts';

describe('sticker palette', () => {
  it('spaces the colours red–green colour blindness confuses (yellow, orange, green, red) in luminance', () => {
    const confusable = ['D', 'L', 'F', 'R'] as const;
    for (let i = 0; i < confusable.length; i++) {
      for (let j = i + 1; j < confusable.length; j++) {
        const ratio = contrastRatio(STICKER_PALETTE[confusable[i]].fill, STICKER_PALETTE[confusable[j]].fill);
        expect(ratio, `${confusable[i]} vs ${confusable[j]}`).toBeGreaterThanOrEqual(1.6);
      }
    }
  });

  it('keeps blue apart from green in luminance (tritanopia confuses them)', () => {
    expect(contrastRatio(STICKER_PALETTE.B.fill, STICKER_PALETTE.F.fill)).toBeGreaterThanOrEqual(1.6);
  });

  it('keeps white apart from yellow', () => {
    expect(contrastRatio(STICKER_PALETTE.U.fill, STICKER_PALETTE.D.fill)).toBeGreaterThanOrEqual(1.4);
  });

  it('draws face letters with at least 4.5:1 contrast', () => {
    for (const face of FACE_ORDER) {
      const { fill, ink } = STICKER_PALETTE[face];
      expect(contrastRatio(fill, ink), face).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every colour a distinct name', () => {
    expect(new Set(FACE_ORDER.map((face) => STICKER_PALETTE[face].name)).size).toBe(6);
  });

  it('emits one custom property per face and ink', () => {
    expect(paletteCss()).toContain('--sticker-R:#a3101b;');
    expect(paletteCss()).toContain('--sticker-ink-B:#ffffff;');
  });
});

describe('net layout', () => {
  const layout = netLayout({ sticker: 10, inset: 1, faceGap: 2 });

  it('has 24 stickers in facelet order and 6 faces in a cross', () => {
    expect(layout.stickers.map((s) => s.index)).toEqual([...Array(24).keys()]);
    const face = (name: string) => layout.faces.find((f) => f.face === name)!;
    expect(face('U').y).toBeLessThan(face('F').y);
    expect(face('D').y).toBeGreaterThan(face('F').y);
    expect([face('L').x, face('F').x, face('R').x, face('B').x]).toEqual([...[face('L').x, face('F').x, face('R').x, face('B').x]].sort((a, b) => a - b));
    expect(face('U').x).toBe(face('F').x);
  });

  it('keeps every sticker inside its face box and the drawing', () => {
    for (const sticker of layout.stickers) {
      const box = layout.faces.find((f) => f.face === sticker.position)!;
      expect(sticker.x).toBeGreaterThanOrEqual(box.x);
      expect(sticker.x + sticker.size).toBeLessThanOrEqual(box.x + box.size);
      expect(sticker.y + sticker.size).toBeLessThanOrEqual(layout.height);
    }
  });

  it('describes a solved cube face by face', () => {
    expect(describeNet(faceletColors(SOLVED), messagesFor('en').cube)).toBe(
      'Up face: all white. Right face: all red. Front face: all green. Down face: all yellow. Left face: all orange. Back face: all blue.',
    );
  });

  it('describes a turned cube sticker by sticker', () => {
    const turned = scrambleToState('R');
    if (!turned.ok) throw new Error(turned.error.message);
    // After R the front face's right column shows the down colour (yellow).
    expect(describeNet(faceletColors(turned.state), messagesFor('en').cube)).toContain('Front face: green, yellow, green, yellow.');
    expect(describeNet(faceletColors(turned.state), messagesFor('zh').cube)).toContain('前面：绿色、黄色、绿色、黄色。');
  });
});
