/**
 * <pc-classic-compare>: on "Run both", asks the worker for 'classicCompare'
 * (the classic solver with the chosen node budget, the optimum of its model,
 * ours) and shows the nodes as they are counted. "Cancel" stops the job in
 * the worker; a new run supersedes the old one.
 */
import { scrambleToState } from 'pocket-cube-solver';
import { classicMovesOf } from 'pocket-cube-solver/classic';
import { solverClient, defineWidget, WidgetElement } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { compareRows, compareVerdict } from './compare-rows.ts';
import { compareTableHtml } from './view.ts';
import { drawRealCube } from './real-cube-view.ts';
import { setHtml } from '../../lib/safe-html.ts';


class ClassicCompareElement extends WidgetElement {
  private text = '';

  protected start(): void {
    const field = new ScrambleField(this, this.lifetime);
    const run = this.parts.one<HTMLButtonElement>('.cc-run');
    const cancel = this.parts.one<HTMLButtonElement>('.cc-cancel');
    const budget = this.parts.one<HTMLSelectElement>('.cc-budget-select');
    const status = this.parts.one('.cc-status');
    const out = this.parts.one('.cc-out');
    const real = this.parts.one('.cc-real-body');
    const request = this.request('classic-compare');

    const check = (text: string): boolean => {
      this.text = text;
      const real = scrambleToState(text);
      const parsed = real.ok ? classicMovesOf(text) : real;
      field.show(parsed);
      run.disabled = !parsed.ok;
      return parsed.ok;
    };
    this.lifetime.listen(field.input, 'input', () => {
      if (check(field.input.value)) this.reader.set({ scramble: field.input.value });
    });
    this.reader.follow('scramble', () => this.text, (value) => {
      field.input.value = value;
      check(value);
    });
    field.input.value = this.reader.get('scramble');
    check(field.input.value);

    this.lifetime.listen(cancel, 'click', () => {
      request.cancel();
      cancel.disabled = true;
      status.textContent = this.messages.classic.compare.cancelled;
    });
    this.lifetime.listen(run, 'click', async () => {
      const scramble = field.input.value;
      const maxNodes = Number(budget.value);
      const metric = this.reader.get('metric');
      cancel.disabled = false;
      status.textContent = this.messages.classic.compare.starting;
      const answer = await request.run((ctx) => {
        const generation = request.current();
        return solverClient().request('classicCompare', { scramble, metric, maxNodes }, {
          ...ctx,
          onProgress: (p) => {
            if (request.isCurrent(generation)) status.textContent = this.messages.classic.compare.running(this.messages.classic.compare.phases[p.phase], p.nodes);
          },
        });
      });
      if (answer.status === 'stale') return;
      cancel.disabled = true;
      if (answer.status === 'failed') {
        status.textContent = this.messages.classic.compare.failed(answer.error.message);
        return;
      }
      setHtml(out, compareTableHtml(compareRows(answer.value), this.messages.classic.compare.caption(scramble)));
      status.textContent = compareVerdict(answer.value);
      drawRealCube(real, scramble, answer.value.classic.solution, this.messages.classic.compare);
    });
  }
}

defineWidget('pc-classic-compare', ClassicCompareElement, ['classic', 'cube']);
