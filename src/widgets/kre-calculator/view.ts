/** The calculator's answer as text (pure). */
import type { CalculatorAnswer } from './calculator-model.ts';
import { formatDuration, formatNodes } from './calculator-model.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';

export function answerRowsHtml(a: CalculatorAnswer, words = pageMessages().complexity.calculator): SafeHtml {
  return html`${[
    html`<tr><th scope="row">${words.last(a.threshold)}</th><td class="num">${formatNodes(a.lastIteration)}</td><td class="num">${formatDuration(a.lastSeconds)}</td></tr>`,
    html`<tr><th scope="row">${words.all}</th><td class="num">${formatNodes(a.allIterations)}</td><td class="num">${formatDuration(a.allSeconds)}</td></tr>`,
  ]}`;
}
