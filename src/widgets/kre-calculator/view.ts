/** The calculator's answer as text (pure). */
import type { CalculatorAnswer } from './calculator-model.ts';
import { formatDuration, formatNodes } from './calculator-model.ts';

export function answerRowsHtml(a: CalculatorAnswer): string {
  return [
    `<tr><th scope="row">Iteration with threshold ${a.threshold}</th><td class="num">${formatNodes(a.lastIteration)}</td><td class="num">${formatDuration(a.lastSeconds)}</td></tr>`,
    `<tr><th scope="row">All iterations up to it</th><td class="num">${formatNodes(a.allIterations)}</td><td class="num">${formatDuration(a.allSeconds)}</td></tr>`,
  ].join('');
}
