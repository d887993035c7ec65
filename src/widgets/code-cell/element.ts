/**
 * <pc-code-cell>: adopts CodeCell.astro. Until the cell nears the viewport or
 * takes focus it is the build's listing and controls, and costs the page a few
 * hundred bytes; then it loads its session (cell-session.ts: the code, the
 * controls, the runs) and the cells' words, together, and hands over.
 */
import { isCellExercise } from 'pocket-cube-solver/cells';
import { WidgetElement, defineWidget } from '../shared/kit.ts';
import { loadCellWords } from './cell-words-loader.ts';

class CodeCellElement extends WidgetElement {
  protected start() {
    const exercise = this.dataset.exercise;
    if (!isCellExercise(exercise)) throw new Error(`pc-code-cell: unknown exercise ${exercise}`);
    const lifetime = this.lifetime;
    const host = { element: this, reader: this.reader, lifetime, parts: this.parts };
    let loading: Promise<void> | null = null;
    let ready = false;
    /** A control pressed before the session was there: pressed again for the reader once it is. */
    let pressed: HTMLElement | null = null;
    const begin = () => {
      loading ??= Promise.all([import('./cell-session.ts'), loadCellWords()]).then(([{ CellSession }, cellWords]) => {
        if (lifetime.ended) return;
        new CellSession(host, exercise, { ...this.messages, ...cellWords }).start();
        ready = true;
        pressed?.click();
      });
    };
    lifetime.whenNearViewport(this, begin);
    lifetime.listen(this, 'focusin', begin);
    lifetime.listen(this, 'click', (event) => {
      if (ready) return;
      pressed = (event.target as Element).closest<HTMLElement>('button');
      begin();
    });
  }
}

defineWidget('pc-code-cell', CodeCellElement, ['cube']);
