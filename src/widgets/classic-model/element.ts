/**
 * <pc-classic-model>: redraws the slot-by-slot comparison as the reader
 * types. Everything runs on the page: applying a sequence in both models and
 * repeating its effect are microseconds, even for a long one.
 */
import { ScrambleField } from '../shared/scramble-field.ts';
import { WidgetElement, defineWidget } from '../shared/kit.ts';
import { compareModels } from './model-rows.ts';
import { classicSequenceText, modelSummary, modelTableHtml } from './view.ts';

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
      out.innerHTML = modelTableHtml(r.value);
      summary.textContent = modelSummary(r.value);
      sequence.innerHTML = classicSequenceText(r.value);
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
