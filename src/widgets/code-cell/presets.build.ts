/**
 * The versions a cell offers besides the reader's own, read when the site is
 * built: the preset table (solver/src/cells/presets.ts: the notebook's
 * solution, the article's versions, classic mistakes and other versions, in
 * that table's order, each with the verdict it must get) and its files
 * (solver/examples/cells/<id>.js, the same files `pocket-cube check` and the
 * solver's tests run). Their comments are given in the page's language
 * (localise-comments.ts), and the shell writes them into the page as
 * <template>s, so no preset costs the page any JavaScript.
 */
import { type CellExercise, type CellPreset, type CellPresetId, presetsOf } from 'pocket-cube-solver/cells';
import type { Locale } from '../../lib/locales.ts';
import { localiseComments } from './localise-comments.ts';

export type PresetKind = CellPreset['kind'];

export interface PagePreset {
  readonly id: CellPresetId;
  readonly kind: PresetKind;
  /** Its source, comments in the page's language. */
  readonly source: string;
}

const FILES = import.meta.glob<string>('/solver/examples/cells/*.js', { query: '?raw', import: 'default', eager: true });

/** The picker's groups, in order. */
export const PRESET_KINDS: readonly PresetKind[] = ['notebook', 'article', 'mistake', 'alternative'];

/** `exercise`'s presets in `locale`, in the preset table's order; a preset without its file fails the build. */
export function cellPresets(exercise: CellExercise, locale: Locale): PagePreset[] {
  return presetsOf(exercise).map(({ id, kind }) => {
    const source = FILES[`/solver/examples/cells/${id}.js`];
    if (source === undefined) throw new Error(`preset ${id}: no solver/examples/cells/${id}.js`);
    return { id, kind, source: localiseComments(source, locale) };
  });
}
