/**
 * A code cell at work, once it nears the viewport or takes focus (element.ts
 * loads this module then, with the cells' words):
 *
 *   code: link (reader state `cell-<exercise>`, never run by itself)
 *         ▸ else the reader's own (localStorage, code-storage.ts) ▸ else the stub
 *   editor: CodeMirror (editor.ts), imported when the cell nears the viewport
 *           or takes focus; the build's listing stands in until then
 *   Run ─► a fresh worker (cell-worker.ts) ─ runCell (cell-run.ts) ─► verdict-views.ts
 *          time limit for the reader's code, then the judge's own; Cancel,
 *          Run again, Reset and leaving the page end the worker
 *
 * Test hook: `data-test-time-limit-ms` on the element, read when Run is
 * pressed, replaces CELL_TIME_LIMIT_MS (tests/browser/code-cells.spec.ts runs
 * its endless loop for 1.5 s instead of 10). Nothing in the site sets it, and
 * no address or control reaches it.
 */
import { CELL_TIME_LIMIT_MS, type CellExercise, verdictDiagnosis } from 'pocket-cube-solver/cells';
import { holdBusy, copyLink, Scheduled, ReaderChoice, type Lifetime, type Parts, type ReaderBinding } from '../shared/kit.ts';
import { publishReaderHeuristic, storeReaderHeuristicTable } from '../../lib/reader-heuristic.ts';
import type { Metric } from 'pocket-cube-solver';
import { type CellCodeKey, MAX_SHARED_CODE, cellCodeKey } from '../../lib/reader-state.ts';
import { type CellOutcome, runCell } from './cell-run.ts';
import { createCellWorker } from './cell-worker.ts';
import { type CodeStore, codeStore } from './code-storage.ts';
import type { CellEditor } from './editor.ts';
import { decodeCode, encodeCode } from './share-code.ts';
import type { CellPageWords } from '../../i18n/cell-words.ts';
import { elapsedText, errorView, logLine } from './view.ts';

/**
 * The judging's own limit, once the reader's code has answered: the
 * notebook's checks take 0.1–3 s (the BFS and pruning checks in both
 * metrics the most), so only a broken judge or a starved machine meets 60 s.
 */
const JUDGE_LIMIT_MS = 60_000;
/** How often the elapsed time is redrawn while a run lasts. */
const TICK_MS = 100;
/** The reader's typing is stored after this pause. */
const STORE_AFTER_MS = 400;

function isMetric(value: unknown): value is Metric {
  return value === 'htm' || value === 'qtm';
}

/** What a session is given by its element (cell-element: the widget kit's own parts). */
export interface CellHost {
  readonly element: HTMLElement;
  readonly reader: ReaderBinding;
  readonly lifetime: Lifetime;
  readonly parts: Parts;
}

export class CellSession {
  private stub = '';
  private code = '';
  private store!: CodeStore;
  private linkKey!: CellCodeKey;
  /** The address carries this cell's code (a link opened it, or Copy link put it there): the reader's next edit takes it out. */
  private addressHasCode = false;
  private editor: CellEditor | null = null;
  private editorLoad: Promise<CellEditor> | null = null;
  private current: AbortController | null = null;
  private metric: Metric = 'htm';
  private p!: ReturnType<CellSession['findParts']>;

  constructor(
    private readonly host: CellHost,
    private readonly exercise: CellExercise,
    /** The page catalogue and the cells' own words (loaded apart: cell-words-loader.ts). */
    private readonly words: CellPageWords,
  ) {}

  /** Binds the cell: its code, its controls, the editor when it nears the viewport. */
  start() {
    const exercise = this.exercise;
    this.p = this.findParts();
    this.host.element.classList.add('cc-live');
    const t = this.words.cells;
    this.stub = t.stubs[exercise];
    this.store = codeStore(exercise, this.host.element.id);
    this.linkKey = cellCodeKey(exercise);
    this.code = this.store.read() ?? this.stub;
    this.showCode();

    const lifetime = this.host.lifetime;
    const saving = new Scheduled(lifetime, 'timeout');
    this.onEdit = (text) => {
      this.code = text;
      saving.schedule(() => this.store.write(this.code), STORE_AFTER_MS);
      if (this.addressHasCode) {
        this.addressHasCode = false;
        this.host.reader.set({ [this.linkKey]: '' });
        this.p.note.textContent = '';
      }
    };

    const token = this.host.reader.get(this.linkKey);
    if (token !== '') void this.openLink(token);

    if (this.p.metric) {
      new ReaderChoice(this.host.reader, lifetime, {
        key: 'metric',
        controls: this.p.metric,
        accept: isMetric,
        fallback: 'htm',
        onChange: (metric) => (this.metric = metric),
      });
      this.metric = this.host.reader.get('metric');
    }

    lifetime.whenNearViewport(this.host.element, () => void this.loadEditor());
    lifetime.listen(this.p.editor, 'focusin', () => void this.loadEditor().then((editor) => editor.focus()));
    lifetime.listen(this.p.run, 'click', () => void this.run());
    lifetime.listen(this.p.cancel, 'click', () => this.current?.abort());
    lifetime.listen(this.p.reset, 'click', () => this.reset());
    lifetime.listen(this.p.load, 'click', () => this.loadPreset());
    lifetime.listen(this.p.copy, 'click', () => void this.copyLink());
    lifetime.own(() => {
      this.current?.abort();
      this.editor?.destroy();
      this.editor = null;
      this.editorLoad = null;
    });
  }

  private findParts() {
    const $ = this.host.parts;
    return {
      editor: $.one('.cc-editor'),
      listing: $.one('.cc-listing'),
      hint: $.one('.cc-hint'),
      run: $.one<HTMLButtonElement>('.cc-run'),
      cancel: $.one<HTMLButtonElement>('.cc-cancel'),
      reset: $.one<HTMLButtonElement>('.cc-reset'),
      load: $.one<HTMLButtonElement>('.cc-load'),
      presetSelect: $.one<HTMLSelectElement>('.cc-preset-select'),
      copy: $.one<HTMLButtonElement>('.cc-copy'),
      metric: this.host.element.querySelector<HTMLSelectElement>('.cc-metric-select'),
      progress: $.one('.cc-progress'),
      progressBar: $.one<HTMLProgressElement>('.cc-progress-bar'),
      elapsed: $.one('.cc-elapsed'),
      note: $.one('.cc-note'),
      status: $.one('.cc-status'),
      error: $.one('.cc-error'),
      console: $.one('.cc-console'),
      log: $.one('.cc-log'),
      dropped: $.one('.cc-dropped'),
      verdict: $.one('.cc-verdict-box'),
    };
  }

  /** Set in start(): what the editor calls on each change the reader makes. */
  private onEdit: (text: string) => void = () => {};

  /** The code in the editor, or, before it has loaded, in the listing (as plain text: the build highlighted only the stub). */
  private showCode(): void {
    if (this.editor) {
      this.editor.setText(this.code);
      return;
    }
    if (this.code === this.stub) return;
    const pre = document.createElement('pre');
    pre.className = 'shiki cc-plain';
    pre.tabIndex = 0;
    const code = document.createElement('code');
    code.textContent = this.code;
    pre.append(code);
    this.p.listing.querySelector('pre')?.replaceWith(pre);
  }

  private loadEditor(): Promise<CellEditor> {
    this.editorLoad ??= import('./editor.ts').then(({ createEditor }) => {
      if (this.editor) return this.editor;
      const editor = createEditor(this.p.editor, {
        doc: this.code,
        label: this.words.cells.editorLabel(this.words.cells.titles[this.exercise]),
        describedBy: this.p.hint.id,
        onChange: (text) => this.onEdit(text),
      });
      this.p.listing.hidden = true;
      this.editor = editor;
      return editor;
    });
    return this.editorLoad;
  }

  /** A link's code: shown, not run, and not stored as the reader's own until they edit it. */
  private async openLink(token: string): Promise<void> {
    const lifetime = this.host.lifetime;
    const code = await decodeCode(token);
    if (lifetime.ended) return;
    const t = this.words.cells;
    if (code === null) {
      this.p.note.textContent = t.linkUnreadable;
      return;
    }
    this.code = code;
    this.showCode();
    this.addressHasCode = true;
    this.p.note.textContent = t.fromLink;
  }

  private setCode(code: string, note: string): void {
    this.code = code;
    this.showCode();
    this.clearRun();
    this.p.note.textContent = note;
    if (this.addressHasCode) {
      this.addressHasCode = false;
      this.host.reader.set({ [this.linkKey]: '' });
    }
  }

  private reset(): void {
    this.current?.abort();
    this.store.clear();
    this.setCode(this.stub, this.words.cells.resetDone);
  }

  private loadPreset(): void {
    const id = this.p.presetSelect.value;
    const template = [...this.host.element.querySelectorAll<HTMLTemplateElement>('template.cc-preset')].find((candidate) => candidate.dataset.preset === id);
    if (!template) return;
    this.current?.abort();
    const source = template.content.textContent ?? '';
    this.setCode(source, this.words.cells.presetLoaded(template.dataset.label ?? id));
    this.store.write(source);
  }

  private async copyLink(): Promise<void> {
    const lifetime = this.host.lifetime;
    const token = await encodeCode(this.code);
    if (lifetime.ended) return;
    if (token.length > MAX_SHARED_CODE) {
      this.p.note.textContent = this.words.cells.linkTooLong(token.length, MAX_SHARED_CODE);
      return;
    }
    this.host.reader.set({ [this.linkKey]: token });
    this.addressHasCode = true;
    await copyLink(this.host.reader.linkTo([this.linkKey], this.host.element.id), this.p.note);
  }

  /** Clears what the last run showed: status, error marks, console, verdict. */
  private clearRun(): void {
    this.p.status.textContent = '';
    this.p.status.classList.remove('visually-hidden');
    delete this.p.status.dataset.tone;
    this.p.error.hidden = true;
    this.p.error.replaceChildren();
    this.p.log.replaceChildren();
    this.p.dropped.hidden = true;
    this.p.console.hidden = true;
    this.p.verdict.replaceChildren();
    delete this.p.verdict.dataset.diagnosis;
    this.editor?.clearMarks();
  }

  /** The reader's code's limit for this run: CELL_TIME_LIMIT_MS, or the tests' shorter one (see the header). */
  private timeLimitMs(): number {
    const testLimit = Number(this.host.element.dataset.testTimeLimitMs);
    return Number.isFinite(testLimit) && testLimit > 0 ? testLimit : CELL_TIME_LIMIT_MS[this.exercise];
  }

  private async run(): Promise<void> {
    this.current?.abort(); // a second Run supersedes the first: its worker is ended
    const controller = new AbortController();
    this.current = controller;
    const lifetime = this.host.lifetime;
    const t = this.words.cells;
    this.clearRun();
    if (!this.addressHasCode) this.p.note.textContent = '';
    const release = holdBusy(this.host.element);
    this.p.cancel.hidden = false;
    this.p.progress.hidden = false;
    const limitMs = this.timeLimitMs();
    const seconds = limitMs / 1000;
    let judging = false;
    const started = performance.now();
    const tick = () => {
      if (judging) return;
      const elapsed = performance.now() - started;
      this.p.progressBar.value = Math.min(1, elapsed / limitMs);
      this.p.elapsed.textContent = t.running(elapsedText(Math.min(elapsed, limitMs)), seconds);
    };
    tick();
    const ticker = setInterval(tick, TICK_MS);
    this.p.status.textContent = t.running(elapsedText(0), seconds);
    let outcome: CellOutcome;
    try {
      outcome = await runCell(
        { type: 'run', exercise: this.exercise, source: this.code, metric: this.metric },
        {
          createWorker: () => createCellWorker(this.exercise),
          timeLimitMs: limitMs,
          judgeLimitMs: JUDGE_LIMIT_MS,
          signal: controller.signal,
          onLog: (level, text) => {
            this.p.console.hidden = false;
            this.p.log.append(logLine(level, text));
          },
          onDropped: (count) => {
            this.p.dropped.hidden = false;
            this.p.dropped.textContent = t.moreLines(count);
          },
          onHeuristicTable: (metric, table) => void storeReaderHeuristicTable(metric, table),
          onCollected: () => {
            judging = true;
            this.p.progressBar.removeAttribute('value'); // indeterminate: the judge's time is not the reader's
            this.p.elapsed.textContent = t.judging;
            this.p.status.textContent = t.judging;
          },
        },
      );
    } finally {
      clearInterval(ticker);
      release();
    }
    if (lifetime.ended || this.current !== controller) return; // a newer run, or the page, owns the cell now
    this.current = null;
    this.p.cancel.hidden = true;
    this.p.progress.hidden = true;
    this.p.progressBar.value = 0;
    await this.show(outcome, seconds);
  }

  private async show(outcome: CellOutcome, seconds: number): Promise<void> {
    const t = this.words.cells;
    // The status is what a screen reader hears; where the verdict or the error box below says the same, it is only heard.
    const status = (text: string, tone: 'pass' | 'fail' | 'error' | 'quiet', saidBelow = false) => {
      this.p.status.textContent = text;
      this.p.status.dataset.tone = tone;
      this.p.status.classList.toggle('visually-hidden', saidBelow);
    };
    if (outcome.kind === 'judge-timeout') return status(t.judgeTimedOut(JUDGE_LIMIT_MS / 1000), 'error');
    if (outcome.kind === 'verdict') {
      const { verdict } = outcome;
      status(verdict.pass ? t.verdict.pass : t.verdict.fail, verdict.pass ? 'pass' : 'fail', true);
      // The renderers (and their drawing: nets, tables) load with the first verdict, not with the page.
      const { renderVerdict } = await import('./verdict-views.ts');
      if (this.host.lifetime.ended) return;
      this.p.verdict.replaceChildren(renderVerdict(verdict, this.words));
      this.p.verdict.dataset.diagnosis = verdictDiagnosis(verdict);
      // The reader's heuristic joins the chapter's quality map (reader-heuristic.ts).
      if (verdict.exercise === 'heuristic') publishReaderHeuristic({ metric: verdict.metric, joint: verdict.joint });
      return;
    }
    const { error } = outcome;
    switch (error.kind) {
      case 'cancelled':
        return status(t.cancelled, 'quiet');
      case 'timeout':
        return status(t.timedOut(seconds), 'error');
      case 'crashed':
        status(t.crashed, 'error');
        break;
      default:
        status(t.errorKinds[error.kind], 'error', true);
    }
    this.p.error.replaceChildren(errorView(error, this.words));
    this.p.error.hidden = false;
    if (error.line !== undefined) {
      const lifetime = this.host.lifetime;
      const editor = await this.loadEditor();
      if (!lifetime.ended) editor.markError(error.line, error.column, error.message);
    }
  }
}

