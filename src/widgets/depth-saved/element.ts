/**
 * <pc-depth-saved>: the reader reshapes a histogram of h and reads off its
 * mean and the depth s it saves (reshape.ts, the solver's depth-saved.ts).
 *
 *   preset ─► shares ─┬─► drag a bar (pointer) ─┐
 *                     └─► ←/→ choose, ↑/↓ set ──┴─► shares ─► summary ─► drawing + readouts
 *
 * A few dozen numbers: everything runs here, at once, as the reader drags.
 */
import { ChartCursor, Scheduled, WidgetElement, defineWidget } from '../shared/kit.ts';
import { type ShapePreset, barCount, sharesOf, summarize, withShare } from './reshape.ts';
import { barText, shapeSvg, shareAt, summaryText, yMaxFor, type ShapeDrawing } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

/** One arrow press moves a share by a percentage point; page keys by ten. */
const KEY_STEPS: Record<string, number> = { ArrowUp: 0.01, ArrowDown: -0.01, PageUp: 0.1, PageDown: -0.1 };

class DepthSavedElement extends WidgetElement {
  protected start(): void {
    const $ = this.parts;
    const presets = JSON.parse(this.dataset.presets ?? '[]') as ShapePreset[];
    const bars = barCount(presets);
    const select = $.one<HTMLSelectElement>('.ds-preset');
    const plot = $.one<HTMLElement>('.ds-plot');
    const redraw = new Scheduled(this.lifetime, 'frame');
    let preset = presets.find((p) => p.id === select.value) ?? presets[0];
    let shares = sharesOf(preset.counts, bars);
    let yMaxPercent = yMaxFor(shares);
    let drawing: ShapeDrawing | null = null;

    const draw = () => {
      const summary = summarize(shares, preset.branching);
      drawing = { shares, summary, yMaxPercent, width: plot.clientWidth || 640, active: cursor.active };
      setHtml(plot, shapeSvg(drawing));
      $.one('.ds-mean-value').textContent = summary.mean.toFixed(2);
      $.one('.ds-saved-value').textContent = summary.saved.toFixed(2);
      $.one('.ds-branching-value').textContent = preset.branching.toFixed(3);
      $.one('.ds-summary').textContent = summaryText(summary);
      $.one('.ds-bar').textContent = cursor.active === null ? '' : barText(cursor.active, shares[cursor.active]);
    };
    const setShare = (h: number, share: number) => {
      shares = withShare(shares, h, share);
      // The keyboard may go above the axis (a drag stops at it): make room.
      yMaxPercent = Math.max(yMaxPercent, yMaxFor(shares));
      redraw.schedule(draw);
    };
    const load = () => {
      preset = presets.find((p) => p.id === select.value) ?? presets[0];
      shares = sharesOf(preset.counts, bars);
      yMaxPercent = yMaxFor(shares);
      draw();
    };

    const cursor = new ChartCursor<number>(plot, this.lifetime, {
      hit: (target) => {
        const depth = target.getAttribute('data-depth');
        return depth === null ? null : Number(depth);
      },
      start: () => 0,
      move: (at, key) => {
        if (key === 'ArrowLeft') return Math.max(0, at - 1);
        if (key === 'ArrowRight') return Math.min(bars - 1, at + 1);
        if (key === 'Home') return 0;
        if (key === 'End') return bars - 1;
        return null;
      },
      onChange: () => redraw.schedule(draw),
    });
    this.lifetime.listen<KeyboardEvent>(plot, 'keydown', (event) => {
      const step = KEY_STEPS[event.key];
      if (step === undefined) return;
      event.preventDefault();
      const h = cursor.active ?? 0;
      setShare(h, shares[h] + step);
    });

    // Dragging: the bar under the press follows the pointer vertically until release.
    let dragging: number | null = null;
    const pointAt = (event: PointerEvent) => {
      const svg = plot.querySelector('svg');
      if (!svg || !drawing) return null;
      const box = svg.getBoundingClientRect();
      const scale = drawing.width / box.width;
      return shareAt(drawing, (event.clientX - box.left) * scale, (event.clientY - box.top) * scale);
    };
    this.lifetime.listen<PointerEvent>(plot, 'pointerdown', (event) => {
      const point = pointAt(event);
      if (!point) return;
      dragging = point.h;
      plot.setPointerCapture(event.pointerId);
      cursor.set(point.h);
      setShare(point.h, point.share);
    });
    this.lifetime.listen<PointerEvent>(plot, 'pointermove', (event) => {
      if (dragging === null) return;
      const point = pointAt(event);
      if (point) setShare(dragging, point.share);
    });
    const release = () => {
      dragging = null;
    };
    this.lifetime.listen(plot, 'pointerup', release);
    this.lifetime.listen(plot, 'pointercancel', release);

    this.lifetime.listen(select, 'change', load);
    this.lifetime.listen($.one('.ds-to-zero'), 'click', () => setShare(0, shares[0] + 0.01));
    this.lifetime.listen($.one('.ds-reset'), 'click', load);
    this.lifetime.observeResize(plot, () => redraw.schedule(draw));
    load();
  }
}

defineWidget('pc-depth-saved', DepthSavedElement, ['complexity']);
