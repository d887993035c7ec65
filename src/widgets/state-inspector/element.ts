/**
 * <pc-state-inspector>: adopts StateInspector.astro and follows the reader.
 *
 *   scramble input ⇄ reader state (URL + localStorage, shared with chapter 1)
 *        └─parse + canonicalise (main thread, well under 1 ms)─► net, arrays,
 *          Lehmer table, twist table, index
 *   index input ─parse─► unrank (a few hundred operations) ─► net, arrays,
 *          the picks, and the index ranked again (the round trip)
 *
 * Nothing here is heavy, so the solver worker is not started on this page.
 * A ResizeObserver switches the arrays between columns (wide) and rows
 * (phones), re-rendering them, because eight columns do not fit in 390 px.
 */
import { scrambleToState } from 'pocket-cube-solver';
import { faceletColors } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import { defineWidget, WidgetElement } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { decodingWorkout, encodingWorkout, parseStateIndex } from './encoding.ts';
import { linkCornerHighlights } from './highlight.ts';
import { followArraysLayout } from '../shared/arrays-layout.ts';
import { arraysTableHtml, type ArraysLayout } from '../shared/corner-arrays.ts';
import { decodingHtml, indexLineHtml, lehmerTableHtml, twistTableHtml } from './view.ts';
import { raw, setHtml } from '../../lib/safe-html.ts';

class StateInspectorElement extends WidgetElement {
  /** The arrays tables' layout, following the widget's width (arrays-layout.ts). */
  private arraysLayout: { current: () => ArraysLayout } = { current: () => 'columns' };
  private encoded: CornerState | null = null;
  private field!: ScrambleField;
  private decoded: CornerState | null = null;
  private decodedIndex = 0;
  private p!: ReturnType<StateInspectorElement['findParts']>;
  private nets!: { encode: NetView; decode: NetView };

  protected start() {
    this.p = this.findParts();
    this.field = new ScrambleField(this.p.encode, this.lifetime);
    this.nets = { encode: hydrateNet(this.p.encodeSvg), decode: hydrateNet(this.p.decodeSvg) };
    this.classList.add('si-live');
    linkCornerHighlights(this.p.encode, this.lifetime);
    linkCornerHighlights(this.p.decode, this.lifetime);

    this.field.follow(this.reader, () => this.applyScramble());
    this.lifetime.listen(this.p.index, 'input', () => this.applyIndex());
    this.arraysLayout = followArraysLayout(this, this.lifetime, () => this.renderArrays());
    this.applyScramble();
    this.applyIndex();
  }

  private findParts() {
    const $ = this.parts;
    const encode = $.within('.si-encode');
    const decode = $.within('.si-decode');
    return {
      encode: $.one('.si-encode'),
      decode: $.one('.si-decode'),
      scramble: $.one<HTMLInputElement>('.si-scramble'),
      scrambleText: $.one('.si-scramble-text'),
      encodeSvg: encode.one<SVGSVGElement>('.si-net svg'),
      encodeArrays: encode.one('.si-arrays-box'),
      lehmer: $.one('.si-lehmer-box'),
      twists: $.one('.si-twist-box'),
      indexLine: $.one('.si-index-box'),
      index: $.one<HTMLInputElement>('.si-index-input'),
      indexError: decode.one('.si-error'),
      decodeSvg: decode.one<SVGSVGElement>('.si-net svg'),
      decodeArrays: decode.one('.si-arrays-box'),
      decodeSteps: $.one('.si-decode-steps'),
      decodeResult: $.one('.si-decode-result'),
      decodeStatus: $.one('.si-decode-status'),
      roundtrip: $.one('.si-roundtrip'),
    };
  }

  /** Parses the scramble; on success redraws the cube-to-index half, on failure says why and keeps the last good cube. */
  private applyScramble() {
    const p = this.p;
    const text = p.scramble.value;
    const parsed = scrambleToState(text);
    const t = this.messages.inspector;
    this.field.show(parsed, t.lastScramble);
    if (!parsed.ok) return;
    p.scrambleText.textContent = text.trim() || t.noScramble;
    this.encoded = parsed.state;
    const w = encodingWorkout(parsed.state);
    this.nets.encode.svg.dataset.label = t.netLabel(text.trim() || t.noMoves);
    this.nets.encode.update(faceletColors(parsed.state));
    setHtml(p.lehmer, lehmerTableHtml(w));
    setHtml(p.twists, twistTableHtml(w));
    setHtml(p.indexLine, indexLineHtml(w));
    this.renderArrays();
  }

  /** Parses the index; on success unranks it and ranks the result again. */
  private applyIndex() {
    const p = this.p;
    const parsed = parseStateIndex(p.index.value);
    if (!parsed.ok) {
      p.index.setAttribute('aria-invalid', 'true');
      p.indexError.textContent = parsed.message;
      p.decodeResult.classList.add('si-stale');
      return;
    }
    p.index.removeAttribute('aria-invalid');
    p.indexError.textContent = '';
    p.decodeResult.classList.remove('si-stale');
    const d = decodingWorkout(parsed.index);
    this.decoded = d.state;
    this.decodedIndex = d.index;
    const again = encodingWorkout(d.state).index;
    const t = this.messages.inspector;
    const name = t.cubeNumber(d.index);
    this.nets.decode.svg.dataset.label = name;
    this.nets.decode.update(faceletColors(d.state));
    setHtml(p.decodeSteps, decodingHtml(d));
    const same = again === d.index;
    // Trusted: the catalogue's sentence is an HTML fragment (<strong>) in both languages, filled with a number.
    setHtml(p.roundtrip, raw(t.roundtrip(again, same)));
    p.decodeStatus.textContent = t.decodeStatus(d.index, d.permRank, d.orientIndex, again);
    this.renderArrays();
  }

  private renderArrays() {
    const p = this.p;
    if (this.encoded) {
      setHtml(p.encodeArrays, arraysTableHtml(this.encoded.perm, this.encoded.twist, { caption: this.messages.inspector.arrays.caption, layout: this.arraysLayout.current(), interactive: true }));
    }
    if (this.decoded) {
      setHtml(p.decodeArrays, arraysTableHtml(this.decoded.perm, this.decoded.twist, {
        caption: this.messages.inspector.arrays.numberedCaption(this.decodedIndex),
        layout: this.arraysLayout.current(),
        interactive: true,
      }));
    }
  }
}

defineWidget('pc-state-inspector', StateInspectorElement, ['cube', 'inspector']);
