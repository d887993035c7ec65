/**
 * <pc-move-explorer>: adopts MoveExplorer.astro and follows the reader.
 *
 *   start input ⇄ reader state (the shared scramble)
 *   move buttons ─► applied moves ─► explorerFrame (pure, a few compositions
 *        and rankings: well under 1 ms) ─► nets + arrows, travels, arrays,
 *        table lookup, live summary
 *
 * The applied moves are this widget's own (not written to the URL): they are
 * an experiment on top of the scramble; "Back to the scramble" and a new
 * start clear them.
 * The array tables switch to one row per position on narrow widths, as in
 * the state inspector (../shared/arrays-layout.ts).
 */
import { faceletColors } from 'pocket-cube-solver/internals';
import { defineWidget, WidgetElement } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { parseAlg } from 'pocket-cube-solver/notation';
import { Cube3dStage } from '../cube-3d/cube-stage.ts';
import { followArraysLayout } from '../shared/arrays-layout.ts';
import { arraysTableHtml, type ArraysLayout } from '../shared/corner-arrays.ts';
import { explorerFrame, type ExplorerFrame } from './explorer-model.ts';
import { arrowsSvgContent, changedPositions, cyclesSentence, displayMove, lastMoveLookupHtml, lastMoveTravelsHtml, moveNote } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class MoveExplorerElement extends WidgetElement {
  private applied: string[] = [];
  private frame: ExplorerFrame | null = null;
  /** The arrays tables' layout, following the widget's width (arrays-layout.ts). */
  private arraysLayout: { current: () => ArraysLayout } = { current: () => 'columns' };
  private nets!: { before: NetView; after: NetView };
  private stage3d!: Cube3dStage;
  /** The next update turns the 3-D cube by the move just pressed. */
  private turnNext = false;
  private p!: ReturnType<MoveExplorerElement['findParts']>;
  private field!: ScrambleField;

  protected start() {
    this.p = this.findParts();
    this.field = new ScrambleField(this, this.lifetime);
    this.classList.add('mx-live');
    this.nets = { before: hydrateNet(this.p.beforeSvg), after: hydrateNet(this.p.afterSvg) };
    this.stage3d = new Cube3dStage(this.querySelector<HTMLElement>('.mx-3d .c3d-host')!, this.lifetime, this.messages.explorer.cube3dLabel);
    this.applied = (this.dataset.firstMoves ?? '').split(' ').filter(Boolean);
    // A new start is a new experiment: moves pressed on top of the old one no longer apply
    // (an emptied field followed by D must show D from solved, as the hint promises).
    this.field.follow(this.reader, () => {
      this.applied = [];
      this.update();
    });
    this.lifetime.listen(this, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button');
      if (!button || !this.contains(button)) return;
      this.turnNext = Boolean(button.dataset.move);
      if (button.dataset.move) this.applied.push(button.dataset.move);
      else if (button.classList.contains('mx-undo')) this.applied.pop();
      else if (button.classList.contains('mx-reset')) this.applied = [];
      else return;
      this.update();
    });
    this.arraysLayout = followArraysLayout(this, this.lifetime, () => this.renderArrays());
    this.update();
  }

  private findParts() {
    const $ = this.parts;
    return {
      input: $.one<HTMLInputElement>('.mx-scramble-input'),
      applied: $.one('.mx-applied'),
      undo: $.one<HTMLButtonElement>('.mx-undo'),
      reset: $.one<HTMLButtonElement>('.mx-reset'),
      summary: $.one('.mx-summary-text'),
      note: $.one('.mx-note'),
      beforeSvg: $.one<SVGSVGElement>('.mx-net .cube-net'),
      afterSvg: $.one<SVGSVGElement>('.mx-net-after .cube-net'),
      arrows: $.one<SVGSVGElement>('.mx-arrows'),
      beforeMove: $.one('.mx-before-move'),
      travels: $.one('.mx-travels-box'),
      arraysBefore: $.one('.mx-arrays-before'),
      arraysAfter: $.one('.mx-arrays-after'),
      lookup: $.one('.mx-lookup'),
      lookupBody: $.one('.mx-lookup-body'),
    };
  }

  private update() {
    const p = this.p;
    const result = explorerFrame(p.input.value, this.applied);
    const t = this.messages.explorer;
    this.field.show(result, t.lastStart);
    if (!result.ok) return;
    const frame = (this.frame = result.frame);
    p.applied.textContent = this.applied.length ? this.applied.map(displayMove).join(' ') : t.noneYet;
    p.undo.disabled = this.applied.length === 0;
    p.reset.disabled = this.applied.length === 0;
    this.nets.before.update(faceletColors(frame.heldBefore));
    this.nets.after.update(faceletColors(frame.heldAfter));
    this.draw3d(frame);
    const last = frame.last;
    this.classList.toggle('mx-no-move', !last);
    if (!last) {
      p.summary.textContent = t.noMove;
      p.note.textContent = '';
      p.arrows.replaceChildren();
      p.beforeMove.textContent = t.anyMove;
      p.travels.replaceChildren();
      p.lookupBody.replaceChildren();
    } else {
      const name = displayMove(last.move.name);
      const indexAfter = last.lookup?.indexAfter ?? last.recolour!.indexAfter;
      p.summary.textContent = cyclesSentence(last.move.name, last.effect, t) + t.newIndex(indexAfter);
      p.note.textContent = moveNote(last, t);
      setHtml(p.arrows, arrowsSvgContent(last.arrows, `${this.id || 'move-explorer'}-arrowhead`));
      p.beforeMove.textContent = name;
      setHtml(p.travels, lastMoveTravelsHtml(frame, t));
      setHtml(p.lookupBody, lastMoveLookupHtml(last, t));
    }
    this.renderArrays();
  }

  /** The 3-D cube as held: the move just pressed turns (cube-3d/), anything else (typing, undo, reset) jumps. */
  private draw3d(frame: ExplorerFrame) {
    const move = this.turnNext ? this.applied.at(-1) : undefined;
    this.turnNext = false;
    const parsed = move ? parseAlg(move) : null;
    if (parsed?.ok && parsed.moves.length === 1) {
      void this.stage3d.turn(parsed.moves[0], faceletColors(frame.heldBefore), faceletColors(frame.heldAfter), this.reader.get('metric'), 1000);
    } else this.stage3d.show(faceletColors(frame.heldAfter));
  }

  private renderArrays() {
    const frame = this.frame;
    if (!frame) return;
    const changed = changedPositions(frame.before, frame.after);
    setHtml(this.p.arraysBefore, arraysTableHtml(frame.before.perm, frame.before.twist, { caption: this.messages.explorer.arraysBefore, layout: this.arraysLayout.current() }));
    setHtml(this.p.arraysAfter, arraysTableHtml(frame.after.perm, frame.after.twist, { caption: this.messages.explorer.arraysAfter, layout: this.arraysLayout.current(), changed }));
  }
}

defineWidget('pc-move-explorer', MoveExplorerElement, ['cube', 'explorer', 'inspector']);
