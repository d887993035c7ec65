/**
 * The reader's code, kept per cell in localStorage so it is still there on
 * the next visit. The key names the exercise and the cell. Storage that is
 * missing, blocked or full never breaks the cell: reads answer null, writes
 * are dropped (the code is still in the editor, and "Copy link" still works).
 */
import type { CellExercise } from 'pocket-cube-solver/cells';
import { STORAGE_PREFIX } from '../../lib/reader-state.ts';

/** Longest code kept (characters): past it, a write is dropped rather than filling the reader's quota. */
const MAX_STORED = 200_000;

export interface CodeStore {
  read(): string | null;
  write(code: string): void;
  clear(): void;
}

/** `pocket-cube-notebook:cell:rank:cell-rank`, say. */
export function codeStorageKey(exercise: CellExercise, id: string): string {
  return `${STORAGE_PREFIX}cell:${exercise}:${id}`;
}

export function codeStore(exercise: CellExercise, id: string, storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = pageStorage): CodeStore {
  const key = codeStorageKey(exercise, id);
  const attempt = <T>(use: (s: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => T): T | null => {
    try {
      const s = storage();
      return s ? use(s) : null;
    } catch {
      return null; // blocked, or over quota
    }
  };
  return {
    read: () => attempt((s) => s.getItem(key)),
    write: (code) => void (code.length <= MAX_STORED && attempt((s) => s.setItem(key, code))),
    clear: () => void attempt((s) => s.removeItem(key)),
  };
}

function pageStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}
