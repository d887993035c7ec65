/**
 * A radio group or a <select> bound to one key of the shared reader state
 * (metric, heuristic, chapter 8's 3×3×3 bound, the cube view, the playback speed): it shows the reader's value, writes the reader's pick,
 * and follows changes made by other widgets on the page. The widget hears one
 * callback for both, with the value already checked.
 */
import type { ReaderValues } from '../../lib/reader-state.ts';
import type { Lifetime } from './lifetime.ts';
import type { ReaderBinding } from './reader-binding.ts';

export type ChoiceKey = 'metric' | 'heuristic' | 'heuristic3' | 'view' | 'speed';

export interface ChoiceOptions<T extends ReaderValues[ChoiceKey]> {
  readonly key: ChoiceKey;
  /** The radio inputs of the group, or the select. */
  readonly controls: readonly HTMLInputElement[] | HTMLSelectElement;
  /** Values this widget can show (other values in the state are ignored here). */
  readonly accept: (value: unknown) => value is T;
  /** Shown when the state holds a value this widget cannot show. */
  readonly fallback: T;
  /** After the value changed, by the reader here (`picked`) or elsewhere. */
  readonly onChange: (value: T, picked: boolean) => void;
}

export class ReaderChoice<T extends ReaderValues[ChoiceKey]> {
  private current: T;
  private readonly options: ChoiceOptions<T>;

  constructor(reader: ReaderBinding, lifetime: Lifetime, options: ChoiceOptions<T>) {
    this.options = options;
    const stored = reader.get(options.key);
    this.current = options.accept(stored) ? stored : options.fallback;
    this.show();
    const pick = (raw: string) => {
      if (!options.accept(raw) || raw === this.current) return;
      this.current = raw;
      reader.set({ [options.key]: raw });
      options.onChange(raw, true);
    };
    const { controls } = options;
    if (isRadioGroup(controls)) {
      for (const radio of controls) lifetime.listen(radio, 'change', () => radio.checked && pick(radio.value));
    } else lifetime.listen(controls, 'change', () => pick(controls.value));
    reader.follow(options.key, () => this.current, (value) => {
      if (!options.accept(value)) return;
      this.current = value;
      this.show();
      options.onChange(value, false);
    });
  }

  get value(): T {
    return this.current;
  }

  private show(): void {
    const { controls } = this.options;
    if (isRadioGroup(controls)) for (const radio of controls) radio.checked = radio.value === this.current;
    else controls.value = this.current;
  }
}

function isRadioGroup(controls: readonly HTMLInputElement[] | HTMLSelectElement): controls is readonly HTMLInputElement[] {
  return Array.isArray(controls);
}
