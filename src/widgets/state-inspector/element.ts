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
import { scrambleToState } from '../../../solver/src/apply.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import { faceletColors } from '../../../solver/src/facelets.ts';
import { getReaderState, type ReaderState } from '../../lib/reader-state.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { decodingWorkout, encodingWorkout, parseStateIndex } from './encoding.ts';
import { linkCornerHighlights } from './highlight.ts';
import { arraysTableHtml, decodingHtml, indexLineHtml, lehmerTableHtml, twistTableHtml, type ArraysLayout } from './view.ts';

/** Below this width (px) of the widget the arrays are drawn one row per position. */
const ROWS_BELOW_PX = 620;

class StateInspectorElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private layout: ArraysLayout = 'columns';
  private encoded: CornerState | null = null;
  private field!: ScrambleField;
  private decoded: CornerState | null = null;
  private decodedIndex = 0;
  private observer: ResizeObserver | undefined;
  private p!: ReturnType<StateInspectorElement['findParts']>;
  private nets!: { encode: NetView; decode: NetView };

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.p = this.findParts();
    this.field = new ScrambleField(this.p.encode);
    this.reader = getReaderState();
    this.nets = { encode: hydrateNet(this.p.encodeSvg), decode: hydrateNet(this.p.decodeSvg) };
    this.classList.add('si-live');
    linkCornerHighlights(this.p.encode);
    linkCornerHighlights(this.p.decode);

    this.p.scramble.value = this.reader.get('scramble');
    this.p.scramble.addEventListener('input', () => {
      this.reader.set({ scramble: this.p.scramble.value });
      this.applyScramble();
    });
    this.reader.subscribe('scramble', (value) => {
      if (value === this.p.scramble.value) return;
      this.p.scramble.value = value;
      this.applyScramble();
    });
    this.p.index.addEventListener('input', () => this.applyIndex());

    this.observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? this.clientWidth;
      const layout: ArraysLayout = width < ROWS_BELOW_PX ? 'rows' : 'columns';
      if (layout === this.layout) return;
      this.layout = layout;
      this.renderArrays();
    });
    this.observer.observe(this);
    this.layout = this.clientWidth < ROWS_BELOW_PX ? 'rows' : 'columns';
    this.applyScramble();
    this.applyIndex();
  }

  disconnectedCallback() {
    this.observer?.disconnect();
  }

  private findParts() {
    const $ = <T extends Element>(selector: string, root: ParentNode = this) => {
      const found = root.querySelector<T>(selector);
      if (!found) throw new Error(`pc-state-inspector: missing ${selector}`);
      return found;
    };
    const encode = $<HTMLElement>('.si-encode');
    const decode = $<HTMLElement>('.si-decode');
    return {
      encode,
      decode,
      scramble: $<HTMLInputElement>('.si-scramble'),
      scrambleText: $<HTMLElement>('.si-scramble-text'),
      encodeSvg: $<SVGSVGElement>('.si-net svg', encode),
      encodeArrays: $<HTMLElement>('.si-arrays-box', encode),
      lehmer: $<HTMLElement>('.si-lehmer-box'),
      twists: $<HTMLElement>('.si-twist-box'),
      indexLine: $<HTMLElement>('.si-index-box'),
      index: $<HTMLInputElement>('.si-index-input'),
      indexError: $<HTMLElement>('.si-error', decode),
      decodeSvg: $<SVGSVGElement>('.si-net svg', decode),
      decodeArrays: $<HTMLElement>('.si-arrays-box', decode),
      decodeSteps: $<HTMLElement>('.si-decode-steps'),
      decodeResult: $<HTMLElement>('.si-decode-result'),
      decodeStatus: $<HTMLElement>('.si-decode-status'),
      roundtrip: $<HTMLElement>('.si-roundtrip'),
    };
  }

  /** Parses the scramble; on success redraws the cube-to-index half, on failure says why and keeps the last good cube. */
  private applyScramble() {
    const p = this.p;
    const text = p.scramble.value;
    const parsed = scrambleToState(text);
    this.field.show(parsed, 'The tables still show the last scramble that made sense.');
    if (!parsed.ok) return;
    p.scrambleText.textContent = text.trim() || '(none: the solved cube)';
    this.encoded = parsed.state;
    const w = encodingWorkout(parsed.state);
    this.nets.encode.svg.dataset.label = `Cube after ${text.trim() || 'no moves'}, DBL-fixed view`;
    this.nets.encode.update(faceletColors(parsed.state));
    p.lehmer.innerHTML = lehmerTableHtml(w);
    p.twists.innerHTML = twistTableHtml(w);
    p.indexLine.innerHTML = indexLineHtml(w);
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
    const name = `Cube number ${d.index.toLocaleString('en-US')}`;
    this.nets.decode.svg.dataset.label = name;
    this.nets.decode.update(faceletColors(d.state));
    p.decodeSteps.innerHTML = decodingHtml(d);
    const same = again === d.index;
    p.roundtrip.innerHTML = `Ranking this cube again gives <strong class="si-roundtrip-index">${again.toLocaleString('en-US')}</strong>: ${same ? 'the same number.' : 'a different number, which would be a bug.'}`;
    p.decodeStatus.textContent = `${name}: permutation rank ${d.permRank.toLocaleString('en-US')}, orientation index ${d.orientIndex}. Ranked again: ${again.toLocaleString('en-US')}.`;
    this.renderArrays();
  }

  private renderArrays() {
    const p = this.p;
    if (this.encoded) {
      p.encodeArrays.innerHTML = arraysTableHtml(this.encoded.perm, this.encoded.twist, { caption: 'The state as two arrays', layout: this.layout, interactive: true });
    }
    if (this.decoded) {
      p.decodeArrays.innerHTML = arraysTableHtml(this.decoded.perm, this.decoded.twist, {
        caption: `Cube number ${this.decodedIndex.toLocaleString('en-US')} as two arrays`,
        layout: this.layout,
        interactive: true,
      });
    }
  }
}

if (!customElements.get('pc-state-inspector')) customElements.define('pc-state-inspector', StateInspectorElement);
