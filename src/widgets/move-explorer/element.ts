/**
 * <pc-move-explorer>: adopts MoveExplorer.astro and follows the reader.
 *
 *   start input ⇄ reader state (the shared scramble)
 *   move buttons ─► applied moves ─► explorerFrame (pure, a few compositions
 *        and rankings: well under 1 ms) ─► nets + arrows, travels, arrays,
 *        table lookup, live summary
 *
 * The applied moves are this widget's own (not written to the URL): they are
 * an experiment on top of the scramble, and "Back to the scramble" clears them.
 * A ResizeObserver switches the array tables to one row per position on
 * narrow widths, as in the state inspector.
 */
import { faceletColors } from '../../../solver/src/facelets.ts';
import { getReaderState, type ReaderState } from '../../lib/reader-state.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { arraysTableHtml, type ArraysLayout } from '../state-inspector/view.ts';
import { explorerFrame, type ExplorerFrame } from './explorer-model.ts';
import { arrowsSvgContent, changedPositions, cycleText, displayMove, lastMoveLookupHtml, lastMoveTravelsHtml, moveNote } from './view.ts';

const ROWS_BELOW_PX = 620;

class MoveExplorerElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private applied: string[] = [];
  private frame: ExplorerFrame | null = null;
  private layout: ArraysLayout = 'columns';
  private observer: ResizeObserver | undefined;
  private nets!: { before: NetView; after: NetView };
  private p!: ReturnType<MoveExplorerElement['findParts']>;
  private field!: ScrambleField;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.p = this.findParts();
    this.field = new ScrambleField(this);
    this.reader = getReaderState();
    this.classList.add('mx-live');
    this.nets = { before: hydrateNet(this.p.beforeSvg), after: hydrateNet(this.p.afterSvg) };
    this.applied = (this.dataset.firstMoves ?? '').split(' ').filter(Boolean);
    this.p.input.value = this.reader.get('scramble');

    this.p.input.addEventListener('input', () => {
      this.reader.set({ scramble: this.p.input.value });
      this.update();
    });
    this.reader.subscribe('scramble', (value) => {
      if (value === this.p.input.value) return;
      this.p.input.value = value;
      this.update();
    });
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button');
      if (!button || !this.contains(button)) return;
      if (button.dataset.move) this.applied.push(button.dataset.move);
      else if (button.classList.contains('mx-undo')) this.applied.pop();
      else if (button.classList.contains('mx-reset')) this.applied = [];
      else return;
      this.update();
    });

    this.observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? this.clientWidth;
      const layout: ArraysLayout = width < ROWS_BELOW_PX ? 'rows' : 'columns';
      if (layout === this.layout) return;
      this.layout = layout;
      this.renderArrays();
    });
    this.observer.observe(this);
    this.layout = this.clientWidth < ROWS_BELOW_PX ? 'rows' : 'columns';
    this.update();
  }

  disconnectedCallback() {
    this.observer?.disconnect();
  }

  private findParts() {
    const $ = <T extends Element>(selector: string) => {
      const found = this.querySelector<T>(selector);
      if (!found) throw new Error(`pc-move-explorer: missing ${selector}`);
      return found;
    };
    return {
      input: $<HTMLInputElement>('.mx-scramble-input'),
      applied: $<HTMLElement>('.mx-applied'),
      undo: $<HTMLButtonElement>('.mx-undo'),
      reset: $<HTMLButtonElement>('.mx-reset'),
      summary: $<HTMLElement>('.mx-summary-text'),
      note: $<HTMLElement>('.mx-note'),
      beforeSvg: $<SVGSVGElement>('.mx-net .cube-net'),
      afterSvg: $<SVGSVGElement>('.mx-net-after .cube-net'),
      arrows: $<SVGSVGElement>('.mx-arrows'),
      beforeMove: $<HTMLElement>('.mx-before-move'),
      travels: $<HTMLElement>('.mx-travels-box'),
      arraysBefore: $<HTMLElement>('.mx-arrays-before'),
      arraysAfter: $<HTMLElement>('.mx-arrays-after'),
      lookup: $<HTMLElement>('.mx-lookup'),
      lookupBody: $<HTMLElement>('.mx-lookup-body'),
    };
  }

  private update() {
    const p = this.p;
    const result = explorerFrame(p.input.value, this.applied);
    this.field.show(result, 'The explorer still shows the last start that made sense.');
    if (!result.ok) return;
    const frame = (this.frame = result.frame);
    p.applied.textContent = this.applied.length ? this.applied.map(displayMove).join(' ') : 'none yet';
    p.undo.disabled = this.applied.length === 0;
    p.reset.disabled = this.applied.length === 0;
    this.nets.before.update(faceletColors(frame.heldBefore));
    this.nets.after.update(faceletColors(frame.heldAfter));
    const last = frame.last;
    this.classList.toggle('mx-no-move', !last);
    if (!last) {
      p.summary.textContent = 'No move yet: press a turn above.';
      p.note.textContent = '';
      p.arrows.replaceChildren();
      p.beforeMove.textContent = 'any move';
      p.travels.replaceChildren();
      p.lookupBody.replaceChildren();
    } else {
      const name = displayMove(last.move.name);
      const indexAfter = last.lookup?.indexAfter ?? last.recolour!.indexAfter;
      p.summary.textContent = `${name} cycles ${cycleText(last.effect)}. New index ${indexAfter.toLocaleString('en-US')}.`;
      p.note.textContent = moveNote(last);
      p.arrows.innerHTML = arrowsSvgContent(last.arrows, `${this.id || 'move-explorer'}-arrowhead`);
      p.beforeMove.textContent = name;
      p.travels.innerHTML = lastMoveTravelsHtml(frame);
      p.lookupBody.innerHTML = lastMoveLookupHtml(last);
    }
    this.renderArrays();
  }

  private renderArrays() {
    const frame = this.frame;
    if (!frame) return;
    const changed = changedPositions(frame.before, frame.after);
    this.p.arraysBefore.innerHTML = arraysTableHtml(frame.before.perm, frame.before.twist, { caption: 'Arrays before', layout: this.layout });
    this.p.arraysAfter.innerHTML = arraysTableHtml(frame.after.perm, frame.after.twist, { caption: 'Arrays after', layout: this.layout, changed });
  }
}

if (!customElements.get('pc-move-explorer')) customElements.define('pc-move-explorer', MoveExplorerElement);
