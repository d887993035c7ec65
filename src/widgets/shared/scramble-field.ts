/**
 * The live half of ScrambleField.astro, shared by every widget that takes a
 * scramble: it finds the field's parts, keeps the error mirror scrolled with
 * the input, and shows a parse result (aria-invalid, the parser's message,
 * the mark on the bad token).
 *
 * What a widget does with a good or bad scramble (redraw, ask the worker,
 * keep the last good picture) stays in the widget; `follow` keeps the input
 * and the shared reader state in step.
 */
import type { ParseError } from 'pocket-cube-solver/notation';
import { MAX_SHARED_SCRAMBLE } from '../../lib/reader-state.ts';
import { renderErrorMirror } from './error-mirror.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import type { Lifetime } from './lifetime.ts';
import type { ReaderBinding } from './reader-binding.ts';

/**
 * What the reader is told when a good scramble is too long for the page
 * address (reader-state leaves it out of links rather than keep a stale one).
 */
export function tooLongNote(length: number, words = pageMessages().kit.scrambleField): string {
  if (length <= MAX_SHARED_SCRAMBLE) return '';
  return words.tooLong(length, MAX_SHARED_SCRAMBLE);
}

/** A parse outcome, as scrambleToState returns it; only the error is read here. */
export type ScrambleParse = { readonly ok: true } | { readonly ok: false; readonly error: ParseError };

/** Events after which the input may have scrolled its text (typing, caret keys, selecting, focusing). */
const SCROLL_EVENTS = ['scroll', 'input', 'keyup', 'select', 'focus', 'pointerup'] as const;

/**
 * One ScrambleField inside a widget.
 *
 * @example
 * const field = new ScrambleField(this, this.lifetime);
 * field.follow(this.reader, (scramble) => field.show(scrambleToState(scramble), 'The cube shows the last scramble that made sense.'));
 */
export class ScrambleField {
  readonly input: HTMLInputElement;
  /** The layer behind the input that marks the bad token (aria-hidden: the message says it in words). */
  readonly mirror: HTMLElement;
  /** The aria-live paragraph the input's aria-describedby points to. */
  readonly error: HTMLElement;
  /** The input text the current mark was drawn for; null when nothing is marked. */
  private markedText: string | null = null;

  private readonly lifetime: Lifetime;

  /** Finds the one ScrambleField inside `root` and keeps its mirror aligned with the input for the lifetime. */
  constructor(root: ParentNode, lifetime: Lifetime) {
    this.lifetime = lifetime;
    const find = <T extends Element>(selector: string): T => {
      const found = root.querySelector<T>(selector);
      if (!found) throw new Error(`ScrambleField: missing ${selector}`);
      return found;
    };
    this.input = find<HTMLInputElement>('.sf-input');
    this.mirror = find<HTMLElement>('.sf-mirror');
    this.error = find<HTMLElement>('.sf-error');
    const sync = () => (this.mirror.scrollLeft = this.input.scrollLeft);
    for (const type of SCROLL_EVENTS) lifetime.listen(this.input, type, sync);
    // Widgets that parse after a pause (to spare the worker) would otherwise leave
    // the old mark under characters that have moved; the message can wait, the mark cannot.
    lifetime.listen(this.input, 'input', () => {
      if (this.markedText !== null && this.markedText !== this.input.value) this.mark(null);
    });
  }

  /**
   * Keeps the input and the shared scramble in step: fills the input from the
   * reader state now; what the reader types is written to the state and
   * reported with `typed` true; a change from another widget replaces the
   * input's text and is reported with `typed` false. `key` is the puzzle's
   * scramble: the 2×2×2's unless told (`scramble3`, chapter 10's 3×3×3).
   */
  follow(reader: ReaderBinding, onChange: (scramble: string, typed: boolean) => void, key: 'scramble' | 'scramble3' = 'scramble'): void {
    // Widgets start once the page's words have arrived (defineWidget), which can be after the page is
    // shown: text the reader typed in the meantime differs from the built-in default and is theirs to keep.
    if (this.input.value !== this.input.defaultValue) reader.set({ [key]: this.input.value });
    else this.input.value = reader.get(key);
    this.lifetime.listen(this.input, 'input', () => {
      reader.set({ [key]: this.input.value });
      onChange(this.input.value, true);
    });
    reader.follow(
      key,
      () => this.input.value,
      (scramble) => {
        this.input.value = scramble;
        onChange(scramble, false);
      },
    );
  }

  /**
   * Shows the parse of the input's current text: on an error, aria-invalid,
   * the parser's message (it names the token and its column) followed by
   * `note` if given, and the token marked in place; otherwise clears all three.
   * `parsed` must be the parse of `input.value`, or the mark lands on other characters.
   */
  show(parsed: ScrambleParse, note?: string): void {
    const problem = parsed.ok ? null : parsed.error;
    this.mark(problem);
    this.error.classList.toggle('sf-note', !problem && this.input.value.length > MAX_SHARED_SCRAMBLE);
    if (problem) {
      this.input.setAttribute('aria-invalid', 'true');
      const said = pageMessages().cube.parseError(problem);
      this.error.textContent = note ? `${said}. ${note}` : said;
    } else {
      this.input.removeAttribute('aria-invalid');
      this.error.textContent = tooLongNote(this.input.value.length);
    }
  }

  private mark(problem: ParseError | null): void {
    renderErrorMirror(this.mirror, this.input.value, problem, this.input.scrollLeft);
    this.markedText = problem ? this.input.value : null;
  }
}
