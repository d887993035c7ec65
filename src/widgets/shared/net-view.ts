/**
 * Draws the cube net (net-layout.ts) as SVG DOM and recolours it in place.
 * Pure drawing: data in, DOM out; no solver, no state. Every widget that shows
 * a cube uses this, and the static shells (CubeNet.astro) render the same
 * layout at build time, so the markup matches and `hydrateNet` can adopt it.
 *
 * Colours are CSS: each sticker carries `data-color="R"` and net.css maps it
 * to var(--sticker-R), so themes, print and the palette stay in one place.
 */
import { describeNet, netLayout, type NetLayout } from './net-layout.ts';
import type { Face } from './sticker-palette.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface NetView {
  readonly svg: SVGSVGElement;
  /**
   * Recolours the 24 stickers (solver facelet order) and updates the
   * accessible name; `label`, when given, replaces its first words (what cube
   * this is), so the name follows what is drawn.
   */
  update(colors: readonly Face[], label?: string): void;
}

/** Builds a fresh net drawing. `label` prefixes the accessible description, e.g. "Scrambled cube". */
export function createNet(doc: Document, label: string, layout: NetLayout = netLayout()): NetView {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${layout.width} ${layout.height}`);
  svg.setAttribute('class', 'cube-net');
  svg.setAttribute('role', 'img');
  svg.dataset.label = label;
  for (const face of layout.faces) {
    const box = doc.createElementNS(SVG_NS, 'rect');
    box.setAttribute('class', 'net-face');
    for (const [name, value] of Object.entries({ x: face.x, y: face.y, width: face.size, height: face.size, rx: 5 })) {
      box.setAttribute(name, String(value));
    }
    svg.append(box);
  }
  for (const sticker of layout.stickers) {
    const group = doc.createElementNS(SVG_NS, 'g');
    group.setAttribute('class', 'net-sticker');
    group.dataset.index = String(sticker.index);
    const rect = doc.createElementNS(SVG_NS, 'rect');
    for (const [name, value] of Object.entries({ x: sticker.x, y: sticker.y, width: sticker.size, height: sticker.size, rx: 3 })) {
      rect.setAttribute(name, String(value));
    }
    const letter = doc.createElementNS(SVG_NS, 'text');
    letter.setAttribute('x', String(sticker.x + sticker.size / 2));
    letter.setAttribute('y', String(sticker.y + sticker.size / 2));
    letter.setAttribute('aria-hidden', 'true');
    group.append(rect, letter);
    svg.append(group);
  }
  return adopt(svg);
}

/** Wraps an existing net drawing (e.g. the build-time fallback) so it can be recoloured. */
export function hydrateNet(svg: SVGSVGElement): NetView {
  return adopt(svg);
}

function adopt(svg: SVGSVGElement): NetView {
  const stickers = Array.from(svg.querySelectorAll<SVGGElement>('.net-sticker'));
  stickers.sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
  return {
    svg,
    update(colors, label) {
      if (label !== undefined) svg.dataset.label = label;
      stickers.forEach((group, i) => {
        const color = colors[i];
        if (group.dataset.color !== color) {
          group.dataset.color = color;
          group.lastElementChild!.textContent = color;
        }
      });
      svg.setAttribute('aria-label', `${svg.dataset.label ?? 'Cube'}. ${describeNet(colors)}`);
    },
  };
}
