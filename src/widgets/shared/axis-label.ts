/**
 * A y-axis label set along the axis. A Latin label is turned a quarter
 * (rotate −90°: read from the bottom up, the way English charts do; +90°:
 * from the top down). A label with Han characters is not turned on its side,
 * where every character would lie sideways: Chinese sets it in a vertical
 * line with the characters upright (writing-mode vertical-rl, text-orientation
 * upright), read from the top down, at the same place (issue 37: chapter 10's
 * “步数” lay on its side). Pure; the charts pass the result to d3 or markup.
 */
import { type SafeHtml, html } from '../../lib/safe-html.ts';

const HAN = /\p{Script=Han}/u;

/** The SVG attributes of a side label at (x, y); `turn` is the rotation a Latin label gets. */
export function sideLabelAttributes(label: string, x: number, y: number, turn: -90 | 90): Record<string, string> {
  if (HAN.test(label)) return { x: String(x), y: String(y), 'writing-mode': 'vertical-rl', style: 'text-orientation: upright' };
  return { transform: `translate(${x},${y}) rotate(${turn})` };
}

/** The same attributes written out for SVG markup built with the html tag (safe-html.ts), separated by spaces. */
export function sideLabelMarkup(label: string, x: number, y: number, turn: -90 | 90): SafeHtml {
  return html`${Object.entries(sideLabelAttributes(label, x, y, turn)).map(([name, value], i) => html`${i > 0 ? ' ' : ''}${name}="${value}"`)}`;
}
