/**
 * "Paint your 3×3×3": the painter's 3×3×3 layout (paint-cube/paint-layout.ts)
 * on the net three-net-view.ts draws, its sticker names, and the sentences
 * the catalogues write for every problem the solver's paintingToCube finds,
 * in English and Chinese. The 2×2×2's layout is checked to do what the
 * painter did before it had layouts (tests/site/paint-cube.test.ts keeps its
 * arrow keys and words).
 */
import { describe, expect, it } from 'vitest';
import { type Colour, STANDARD_SCHEME, THREE_CORNER_STICKERS as CORNER, THREE_EDGE_STICKERS as EDGE, cubeFacelets } from 'pocket-cube-solver/internals';
import { SOLVED_CUBE, type ThreePaintingProblem, paintingOf, paintingToCube, scrambleToCube } from 'pocket-cube-solver/three';
import { messagesFor } from '../../src/i18n/messages.ts';
import { netNeighbour } from '../../src/widgets/paint-cube/net-navigation.ts';
import { POCKET_PAINT_LAYOUT, THREE_PAINT_LAYOUT, faceStickers } from '../../src/widgets/paint-cube/paint-layout.ts';
import { stickerLabel } from '../../src/widgets/paint-cube/paint-mode.ts';
import { threeNetColours, threeNetLayout, threeNetSvg } from '../../src/widgets/shared/three-net-view.ts';

const THREE = THREE_PAINT_LAYOUT;
const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
const move = (index: number, key: string) => netNeighbour(index, key, THREE.geometry);
const en = messagesFor('en').cube;
const zh = messagesFor('zh').cube;
const HAN = /\p{Script=Han}/u;

// Stickers: U 0–8, R 9–17, F 18–26, D 27–35, L 36–44, B 45–53; each face row by row, as the solver numbers them.
describe('the 3×3×3 net as an input', () => {
  it('has 54 stickers, nine a face, numbered as the solver numbers them', () => {
    expect(THREE.count).toBe(54);
    expect(THREE.geometry.stickers.map((s) => s.index)).toEqual([...Array(54).keys()]);
    expect(faceStickers(THREE, 22)).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26]); // Fill face from the front centre
    expect(faceStickers(THREE, 53)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53]);
  });

  it('draws each sticker where the layout says, with its index, colour and letter', () => {
    const { state } = scrambleToCube("R U F' L2 D B'") as { ok: true; state: typeof SOLVED_CUBE };
    const painting: (Colour | null)[] = paintingOf(state);
    painting[13] = null;
    const svg = String(threeNetSvg(threeNetColours(painting), 'a cube'));
    const drawn = [...svg.matchAll(/<g class="net-sticker" data-index="(\d+)" data-color="(\w+)"><rect x="([\d.]+)" y="([\d.]+)"[^>]*\/><text[^>]*>(\w?)<\/text><\/g>/g)];
    expect(drawn).toHaveLength(54);
    for (const [, index, colour, x, y, letter] of drawn) {
      const i = Number(index);
      expect(colour, `sticker ${i}`).toBe(painting[i] ?? 'none');
      expect(letter, `sticker ${i}`).toBe(painting[i] ?? '');
      expect([Number(x), Number(y)]).toEqual([THREE.geometry.stickers[i].x, THREE.geometry.stickers[i].y]);
    }
    // A state's facelets draw the same net as its painting.
    expect(String(threeNetSvg(cubeFacelets(state), 'a cube'))).toBe(String(threeNetSvg(threeNetColours(paintingOf(state)), 'a cube')));
    expect(threeNetLayout().stickers).toHaveLength(54);
  });

  it('moves with the arrow keys within a face and across face edges as the net is drawn', () => {
    expect(move(18, 'ArrowRight')).toBe(19);
    expect(move(20, 'ArrowRight')).toBe(9); // front → right face
    expect(move(11, 'ArrowRight')).toBe(45); // right → back face
    expect(move(18, 'ArrowLeft')).toBe(38); // front → left face, right column
    expect(move(18, 'ArrowUp')).toBe(6); // front → up face, bottom row
    expect(move(25, 'ArrowDown')).toBe(28); // front → down face, top row
    expect(move(2, 'ArrowUp')).toBe(2); // the net's top edge: stay
    expect(move(36, 'ArrowLeft')).toBe(36); // its left edge
    expect(move(53, 'ArrowRight')).toBe(53); // its right edge
    expect(move(44, 'ArrowDown')).toBe(44); // below the left face: nothing
    expect(move(22, 'f')).toBeNull();
  });

  it('reaches every sticker from every sticker', () => {
    for (let from = 0; from < 54; from++) {
      const seen = new Set([from]);
      const queue = [from];
      while (queue.length) {
        const at = queue.shift()!;
        for (const key of ARROWS) {
          const next = move(at, key)!;
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
      expect(seen.size, `from ${from}`).toBe(54);
    }
  });

  it('starts from solved in the colours of the centres, and Clear keeps the centres', () => {
    const blank = new Array<Colour | null>(54).fill(null);
    expect(THREE.solved(blank)).toEqual(paintingOf(SOLVED_CUBE)); // no centres yet: the standard scheme
    // Held yellow up, red left (z2): a solved cube in those colours.
    const held = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'F', B: 'B' } as const;
    const heldCentres = blank.map((_, i) => (i % 9 === 4 ? held[(['U', 'R', 'F', 'D', 'L', 'B'] as const)[Math.floor(i / 9)]] : null));
    expect(THREE.solved(heldCentres)).toEqual(paintingOf(SOLVED_CUBE, held));
    expect(paintingToCube(THREE.solved(heldCentres))).toMatchObject({ ok: true, scheme: held });
    // Two centres alike name no scheme: the standard one.
    const clash = [...heldCentres];
    clash[4] = clash[13];
    expect(THREE.solved(clash)).toEqual(paintingOf(SOLVED_CUBE, STANDARD_SCHEME));
    expect(THREE.cleared(paintingOf(SOLVED_CUBE, held))).toEqual(heldCentres);
  });
});

describe('the 2×2×2 layout does what the painter did before layouts', () => {
  it('fills four stickers a face, starts from the standard scheme and clears all 24', () => {
    expect(POCKET_PAINT_LAYOUT.count).toBe(24);
    expect(faceStickers(POCKET_PAINT_LAYOUT, 9)).toEqual([8, 9, 10, 11]);
    expect(POCKET_PAINT_LAYOUT.solved([]).join('')).toBe('UUUURRRRFFFFDDDDLLLLBBBB');
    expect(POCKET_PAINT_LAYOUT.cleared(POCKET_PAINT_LAYOUT.solved([]))).toEqual(new Array(24).fill(null));
    expect(netNeighbour(9, 'ArrowRight', POCKET_PAINT_LAYOUT.geometry)).toBe(4);
    expect(stickerLabel(9, 'F')).toBe(POCKET_PAINT_LAYOUT.stickerLabel(9, 'F', en));
  });
});

describe('3×3×3 sticker names', () => {
  it('names each sticker by face, row and column, the middle one the centre', () => {
    const label = (i: number, c: Colour | null, words = en) => THREE.stickerLabel(i, c, words);
    expect(label(22, 'F')).toBe('Front face, centre: green');
    expect(label(19, 'F')).toBe('Front face, top middle: green');
    expect(label(21, 'U')).toBe('Front face, middle left: white');
    expect(label(0, null)).toBe('Up face, top left: not painted');
    expect(label(53, 'B')).toBe('Back face, bottom right: blue');
    expect(label(22, 'F', zh)).toBe('前面中心：绿色');
    expect(label(19, 'F', zh)).toBe('前面上中：绿色');
    expect(label(21, 'U', zh)).toBe('前面中左：白色');
    expect(label(35, null, zh)).toBe('下面下右：未涂色');
    for (const words of [en, zh]) expect(new Set(Array.from({ length: 54 }, (_, i) => label(i, null, words))).size).toBe(54);
  });
});

/** The solved painting with some stickers repainted. */
const solved = paintingOf(SOLVED_CUBE);
function repaint(changes: Readonly<Record<number, Colour | null>>): (Colour | null)[] {
  return solved.map((colour, i) => (i in changes ? changes[i] : colour));
}
/** Position `to` painted with the piece at `from` (same sticker order, so not turned). */
const copyPiece = (stickers: readonly (readonly number[])[], from: number, to: number) => Object.fromEntries(stickers[to].map((s, k) => [s, solved[stickers[from][k]]]));
/** The piece at `at` turned in place by `by` slots. */
const turnPiece = (stickers: readonly (readonly number[])[], at: number, by: number) =>
  Object.fromEntries(stickers[at].map((s, k) => [s, solved[stickers[at][(k + by) % stickers[at].length]]]));

/** The problems of a painting no real cube shows. */
function problemsOf(painting: readonly (Colour | null)[]): ThreePaintingProblem[] {
  const read = paintingToCube(painting);
  if (read.ok) throw new Error('an impossible painting was read as a cube');
  return read.problems;
}

/** The one problem of a kind a painting has. */
function problem(painting: readonly (Colour | null)[], kind: ThreePaintingProblem['kind']): ThreePaintingProblem {
  const found = problemsOf(painting).filter((p) => p.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0];
}

describe('what is wrong with a painted 3×3×3, in both languages', () => {
  // [painting, kind, English, Chinese]: one case for every kind and every reason within a kind.
  const cases: [string, (Colour | null)[], ThreePaintingProblem['kind'], string, string][] = [
    ['one blank', repaint({ 0: null }), 'unpainted', '1 sticker is not painted yet.', '还有 1 个贴纸没有涂色。'],
    ['three blanks', repaint({ 0: null, 20: null, 53: null }), 'unpainted', '3 stickers are not painted yet.', '还有 3 个贴纸没有涂色。'],
    [
      'two centres alike',
      repaint({ 4: 'F' }),
      'centres',
      'The up and front centres are both green: each centre names its face, so the six centres show six different colours.',
      '上面和前面的中心块都是绿色：每个中心块代表它所在的面，六个中心块应该是六种不同的颜色。',
    ],
    ['a colour too often', repaint({ 4: 'F' }), 'count', 'Each colour covers exactly nine stickers, but white is on 8 and green is on 10.', '每种颜色正好占九个贴纸，但白色有 8 个，绿色有 10 个。'],
    [
      'a corner with a colour twice',
      repaint({ [CORNER[0][1]]: 'U' }),
      'corner-colours',
      'The up-front-right corner has two white stickers; every corner shows three different colours.',
      '上前右角块（UFR）上有两个白色贴纸；每个角块的三个贴纸颜色都不相同。',
    ],
    [
      'a corner with opposite colours',
      repaint({ [CORNER[0][1]]: 'D' }),
      'corner-colours',
      'The up-front-right corner has white and yellow, the colours of opposite centres: no corner has both.',
      '上前右角块（UFR）同时有白色和黄色，这是相对两面中心块的颜色：没有角块同时带这两种颜色。',
    ],
    [
      'a mirrored corner',
      repaint({ [CORNER[0][1]]: solved[CORNER[0][2]], [CORNER[0][2]]: solved[CORNER[0][1]] }),
      'corner-colours',
      'The up-front-right corner is a mirror image: on your cube white, green and red go round the other way. Check two of its stickers.',
      '上前右角块（UFR）是镜像的：在你的魔方上，白色、绿色和红色的环绕方向正好相反。请检查它的两个贴纸。',
    ],
    [
      'an edge with a colour twice',
      repaint({ [EDGE[8][1]]: 'F' }),
      'edge-colours',
      'The front-right edge has two green stickers; every edge shows two different colours.',
      '前右棱块（FR）上有两个绿色贴纸；每个棱块的两个贴纸颜色都不相同。',
    ],
    [
      'an edge with opposite colours',
      repaint({ [EDGE[8][1]]: 'B' }),
      'edge-colours',
      'The front-right edge has green and blue, the colours of opposite centres: no edge has both.',
      '前右棱块（FR）同时有绿色和蓝色，这是相对两面中心块的颜色：没有棱块同时带这两种颜色。',
    ],
    [
      'a corner twice',
      repaint(copyPiece(CORNER, 0, 1)),
      'duplicate',
      'The up-front-right and up-front-left corners both show the white-green-red corner, and no corner is the white-green-orange corner: a cube has one of each.',
      '上前右角块和上前左角块（UFR 和 UFL）都是白绿红角块，却没有白绿橙角块：一个魔方上每种角块只有一个。',
    ],
    [
      'an edge twice',
      repaint(copyPiece(EDGE, 0, 1)),
      'duplicate',
      'The up-right and up-front edges both show the white-red edge, and no edge is the white-green edge: a cube has one of each.',
      '上右棱块和上前棱块（UR 和 UF）都是白红棱块，却没有白绿棱块：一个魔方上每种棱块只有一个。',
    ],
    [
      'a twisted corner that can go home',
      repaint(turnPiece(CORNER, 0, 1)),
      'twist',
      "One corner is twisted in place, so this cube can't be solved as painted. The stickers cannot show which corner it is, so all are marked: any one taken out and put back turned puts it right. Turning the up-front-right corner until its white sticker faces up will do.",
      '有一个角块在原位被扭转了，按这样的涂色，这个魔方无法复原。贴纸看不出是哪一个角块，所以所有角块都已标出。任何一个角块拆下来转一下再装回去，都能复原。把上前右角块（UFR）转到白色贴纸朝上就可以了。',
    ],
    [
      'two corners twisted the same way',
      repaint({ ...turnPiece(CORNER, 0, 2), ...turnPiece(CORNER, 1, 2) }),
      'twist',
      "One corner is twisted in place, so this cube can't be solved as painted. The stickers cannot show which corner it is, so all are marked: any one taken out and put back turned puts it right. Turning the up-front-right corner a third of a turn clockwise, seen from outside, will do.",
      '有一个角块在原位被扭转了，按这样的涂色，这个魔方无法复原。贴纸看不出是哪一个角块，所以所有角块都已标出。任何一个角块拆下来转一下再装回去，都能复原。把上前右角块（UFR）从外面看顺时针转三分之一圈就可以了。',
    ],
    [
      'a flipped edge',
      repaint(turnPiece(EDGE, 8, 1)),
      'flip',
      "One edge is flipped in place, so this cube can't be solved as painted. Take an edge out and put it back turned over: turning over the front-right edge (marked) will do.",
      '有一个棱块在原位被翻转了，按这样的涂色，这个魔方无法复原。把一个棱块拆下来翻个面再装回去：前右棱块（FR，已标出）就可以了。',
    ],
    [
      'two edges swapped',
      repaint({ ...copyPiece(EDGE, 0, 1), ...copyPiece(EDGE, 1, 0) }),
      'parity',
      "Two pieces are swapped, so this cube can't be solved as painted. Take two edges out and put each in the other's place: trading the up-right and up-front edges (marked) will do.",
      '有两个块的位置被对调了，按这样的涂色，这个魔方无法复原。把两个棱块拆下来交换位置：上右棱块和上前棱块（UR 和 UF，已标出）就可以了。',
    ],
    [
      'two corners swapped',
      repaint({ ...copyPiece(CORNER, 0, 1), ...copyPiece(CORNER, 1, 0) }),
      'parity',
      "Two pieces are swapped, so this cube can't be solved as painted. Take two corners out and put each in the other's place: trading the up-front-right and up-front-left corners (marked) will do.",
      '有两个块的位置被对调了，按这样的涂色，这个魔方无法复原。把两个角块拆下来交换位置：上前右角块和上前左角块（UFR 和 UFL，已标出）就可以了。',
    ],
  ];

  it.each(cases)('%s', (_name, painting, kind, english, chinese) => {
    const found = problem(painting, kind);
    expect(en.threePaintingProblem(found)).toBe(english);
    expect(zh.threePaintingProblem(found)).toBe(chinese);
  });

  it('names the corner painted last when the page knows it, in both languages (issue 37, round 3)', () => {
    const read = paintingToCube(repaint(turnPiece(CORNER, 0, 1)), CORNER[0][1]);
    if (read.ok) throw new Error('a twisted corner read as a cube');
    expect(en.threePaintingProblem(read.problems[0])).toBe(
      "One corner is twisted in place, so this cube can't be solved as painted. The stickers cannot show which corner it is: any one taken out and put back turned puts it right. Turning the up-front-right corner, the one you painted last (marked), until its white sticker faces up will do.",
    );
    expect(zh.threePaintingProblem(read.problems[0])).toBe('有一个角块在原位被扭转了，按这样的涂色，这个魔方无法复原。贴纸看不出是哪一个角块。任何一个角块拆下来转一下再装回去，都能复原。把你最后涂的上前右角块（UFR，已标出）转到白色贴纸朝上就可以了。');
  });

  it('covers every kind of problem, and says each in Chinese with the notation of any piece it names', () => {
    const seen = new Set<string>();
    for (const [, painting] of cases) {
      for (const p of problemsOf(painting)) {
        seen.add(p.kind);
        const said = zh.threePaintingProblem(p);
        expect(said, p.kind).toMatch(HAN);
        expect(said, p.kind).not.toMatch(/[a-z]/); // no English left in: only notation capitals
        if ('corner' in p.detail || 'edge' in p.detail || 'positions' in p.detail) expect(said, p.kind).toMatch(/（[UDFBRL]{2,3}[ ，）和]/);
      }
    }
    expect([...seen].sort()).toEqual(['centres', 'corner-colours', 'count', 'duplicate', 'edge-colours', 'flip', 'parity', 'twist', 'unpainted']);
  });
});
