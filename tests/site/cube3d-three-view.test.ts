/**
 * The 3-D view's DOM without a browser (the repository's vitest has no DOM
 * library): a few lines of fake document are enough for createCubeView,
 * which only creates elements, sets attributes and appends. Checks that the
 * 3×3×3 has a sticker element for each of the 54 colours, that `update`
 * paints them from cubeFacelets, the accessible name, reduced motion, and
 * that the 2×2×2 built by the same code is still the 2×2×2.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SOLVED } from 'pocket-cube-solver';
import { type Face, applyMoves, faceletColors, parseAlg, cubeFacelets } from 'pocket-cube-solver/internals';
import { scrambleToCube } from 'pocket-cube-solver/three';
import { messagesFor } from '../../src/i18n/messages.ts';
import { describeNet } from '../../src/widgets/shared/net-layout.ts';
import { createCubeView, describeFaces } from '../../src/widgets/cube-3d/cube-3d-view.ts';
import { POCKET_LAYOUT } from '../../src/widgets/cube-3d/cube-layout.ts';
import { THREE_LAYOUT, threeColors } from '../../src/widgets/cube-3d/three-layout.ts';

class FakeElement {
  className = '';
  textContent = '';
  readonly dataset: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly style = { transform: '', setProperty: (name: string, value: string) => this.attributes.set(`style:${name}`, value) };
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  append(...nodes: FakeElement[]) {
    this.children.push(...nodes);
  }
  get firstElementChild() {
    return this.children[0] ?? null;
  }
  /** Descendants with this class, in document order. */
  all(className: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.className === className ? [child] : []), ...child.all(className)]);
  }
}

const fakeDocument = { createElement: () => new FakeElement() } as unknown as Document;

function build<Layout extends typeof THREE_LAYOUT | typeof POCKET_LAYOUT>(layout: Layout) {
  const view = createCubeView(fakeDocument, 'Cube', layout);
  return { view, scene: view.scene as unknown as FakeElement };
}

function threeState(scramble: string): Face[] {
  const result = scrambleToCube(scramble);
  if (!result.ok) throw new Error(result.error.message);
  return threeColors(cubeFacelets(result.state));
}

afterEach(() => {
  delete (globalThis as { matchMedia?: unknown }).matchMedia;
});

describe('the 3-D 3×3×3 view', () => {
  it('builds 26 cubies with a sticker element for each of the 54 colours', () => {
    const { scene } = build(THREE_LAYOUT);
    expect(scene.all('c3d-pivot')).toHaveLength(26);
    expect(scene.all('c3d-face')).toHaveLength(26 * 6);
    const indices = scene.all('c3d-sticker').map((s) => Number(s.dataset.index));
    expect(indices.sort((a, b) => a - b)).toEqual(Array.from({ length: 54 }, (_, i) => i));
    expect(scene.getAttribute('role')).toBe('img');
    expect(scene.attributes.get('style:--c3d-size')).toBe('3');
  });

  it('update paints every sticker’s data-color from cubeFacelets (after R U) and names the faces in words', () => {
    const { view, scene } = build(THREE_LAYOUT);
    const colours = threeState('R U');
    view.update(colours);
    for (const sticker of scene.all('c3d-sticker')) expect(sticker.dataset.color).toBe(colours[Number(sticker.dataset.index)]);
    // Six sentences, one per face in the order U R F D L B, nine colours each.
    const words = messagesFor('en').cube;
    const faces = (['U', 'R', 'F', 'D', 'L', 'B'] as const).map((face, f) => `${words.faces[face]} face: ${colours.slice(9 * f, 9 * f + 9).map((c) => words.colours[c]).join(', ')}.`);
    expect(scene.getAttribute('aria-label')).toBe(`Cube in 3-D. ${faces.join(' ')}`);
    view.update(threeState(''));
    expect(scene.getAttribute('aria-label')).toBe('Cube in 3-D. Up face: all white. Right face: all red. Front face: all green. Down face: all yellow. Left face: all orange. Back face: all blue.');
  });

  it('with reduced motion a turn shows its end state at once', async () => {
    (globalThis as { matchMedia?: unknown }).matchMedia = () => ({ matches: true });
    const { view, scene } = build(THREE_LAYOUT);
    const before = threeState('R');
    const after = threeState('R U');
    await view.turn({ family: 'U', quarterTurns: 1 }, before, after, { quarterMs: 300 });
    expect(view.turning).toBe(false);
    for (const sticker of scene.all('c3d-sticker')) expect(sticker.dataset.color).toBe(after[Number(sticker.dataset.index)]);
  });

  it('refuses colours of the wrong size (24 for a 54-sticker cube)', () => {
    const { view } = build(THREE_LAYOUT);
    expect(() => view.update(faceletColors(SOLVED))).toThrow(/54 stickers/);
  });
});

describe('the 2×2×2 built by the same view', () => {
  it('keeps its 8 pivots in corner order, 24 stickers and the net’s accessible name', () => {
    const { view, scene } = build(POCKET_LAYOUT);
    expect(scene.all('c3d-pivot')).toHaveLength(8);
    const parsed = parseAlg("R U' F2");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const colours = faceletColors(applyMoves(SOLVED, parsed.moves));
    view.update(colours);
    for (const sticker of scene.all('c3d-sticker')) expect(sticker.dataset.color).toBe(colours[Number(sticker.dataset.index)]);
    expect(scene.all('c3d-sticker')).toHaveLength(24);
    expect(scene.getAttribute('aria-label')).toBe(`Cube in 3-D. ${describeNet(colours, messagesFor('en').cube)}`);
    // A corner cubie sits half a cubie out along each axis (CSS y down): URF at (+, −, +).
    expect(scene.all('c3d-cubie')[0].style.transform).toBe('translate3d(calc(var(--c3d-half) * 1), calc(var(--c3d-half) * -1), calc(var(--c3d-half) * 1))');
  });

  it('describes a face of any size the way the net does (describeNet for 24 colours)', () => {
    const parsed = parseAlg("F R' U2");
    if (!parsed.ok) throw new Error(parsed.error.message);
    for (const colours of [faceletColors(SOLVED), faceletColors(applyMoves(SOLVED, parsed.moves))]) {
      expect(describeFaces(colours, messagesFor('zh').cube)).toBe(describeNet(colours, messagesFor('zh').cube));
    }
  });
});
