/**
 * A cube net built in the browser, with the same markup CubeNet.astro draws
 * at build time (so net.css and hydrateNet apply), for drawings that exist
 * only after a computation: a code cell's verdict draws the reader's turn and
 * the real one. `marked` stickers get `data-marked` (net.css outlines them and
 * shows a cross, so the mark does not rest on colour alone).
 */
import { describeNet, netLayout } from './net-layout.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import type { Face } from './sticker-palette.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import './net.css';

const SVG = 'http://www.w3.org/2000/svg';

function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Readonly<Record<string, string | number>>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

export function netSvg(colors: readonly Face[], label: string, marked: readonly number[] = [], words: Catalogue = pageMessages()): SVGSVGElement {
  const layout = netLayout();
  const svg = svgEl('svg', { class: 'cube-net', viewBox: `0 0 ${layout.width} ${layout.height}`, role: 'img', 'data-label': label });
  svg.setAttribute('aria-label', `${label}. ${describeNet(colors, words.cube)}`);
  for (const face of layout.faces) svg.append(svgEl('rect', { class: 'net-face', x: face.x, y: face.y, width: face.size, height: face.size, rx: 5 }));
  const isMarked = new Set(marked);
  for (const sticker of layout.stickers) {
    const group = svgEl('g', { class: 'net-sticker', 'data-index': sticker.index, 'data-color': colors[sticker.index] });
    if (isMarked.has(sticker.index)) group.setAttribute('data-marked', 'true');
    group.append(svgEl('rect', { x: sticker.x, y: sticker.y, width: sticker.size, height: sticker.size, rx: 3 }));
    if (isMarked.has(sticker.index)) {
      const { x, y, size } = sticker;
      const m = size * 0.28;
      const d = `M${x + m} ${y + m}L${x + size - m} ${y + size - m}M${x + size - m} ${y + m}L${x + m} ${y + size - m}`;
      // A light halo under a dark cross: visible on every sticker colour, in both themes.
      group.append(svgEl('path', { class: 'net-mark-halo', d, 'aria-hidden': 'true' }), svgEl('path', { class: 'net-mark', d, 'aria-hidden': 'true' }));
    }
    const text = svgEl('text', { x: sticker.x + sticker.size / 2, y: sticker.y + sticker.size / 2, 'aria-hidden': 'true' });
    text.textContent = colors[sticker.index];
    group.append(text);
    svg.append(group);
  }
  return svg;
}
