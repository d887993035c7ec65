/**
 * <pc-classic-model>: redraws the slot-by-slot comparison as the reader
 * types. Everything runs on the page: applying a sequence in both models and
 * repeating its effect are microseconds, even for a long one.
 */
import { defineWidget, WidgetElement } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { compareModels } from './model-rows.ts';
import { classicSequenceText, modelSummary, modelTableHtml } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class ClassicModelElement extends WidgetElement {
  private text = '';

  protected start(): void {
    const field = new ScrambleField(this, this.lifetime);
    const out = this.parts.one('.cm-out');
    const summary = this.parts.one('.cm-summary');
    const sequence = this.parts.one('.cm-sequence');
    const draw = (text: string): boolean => {
      this.text = text;
      const r = compareModels(text);
      field.show(r, this.messages.classic.model.lastSequence);
      if (!r.ok) return false;
      setHtml(out, modelTableHtml(r.value));
      summary.textContent = modelSummary(r.value);
      setHtml(sequence, classicSequenceText(r.value));
      return true;
    };
    this.lifetime.listen(field.input, 'input', () => {
      if (draw(field.input.value)) this.reader.set({ scramble: field.input.value });
    });
    this.reader.follow('scramble', () => this.text, (value) => {
      field.input.value = value;
      draw(value);
    });
    field.input.value = this.reader.get('scramble');
    draw(field.input.value);
  }
}

defineWidget('pc-classic-model', ClassicModelElement, ['classic', 'cube']);
