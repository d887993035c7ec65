/**
 * The reader's own heuristic, as chapter 5's code cell last judged it, for
 * the widgets that draw it beside the built-in ones (the quality map). It
 * lives as long as the page: the cell keeps the reader's code, and running it
 * again gives these numbers again. Per metric, the newest verdict wins.
 */
import type { Metric } from 'pocket-cube-solver';

export const READER_HEURISTIC_EVENT = 'pocket-cube:reader-heuristic';

export interface ReaderHeuristic {
  readonly metric: Metric;
  /** joint[h][d]: positions with ⌊h⌋ = h at true distance d (HeuristicVerdict.joint). */
  readonly joint: readonly (readonly number[])[];
}

const latest = new Map<Metric, ReaderHeuristic>();

/** Keeps a verdict's numbers and tells the page's widgets. */
export function publishReaderHeuristic(heuristic: ReaderHeuristic): void {
  latest.set(heuristic.metric, heuristic);
  document.dispatchEvent(new CustomEvent<ReaderHeuristic>(READER_HEURISTIC_EVENT, { detail: heuristic }));
}

/** The reader's heuristic in a metric, if the cell has judged one on this page. */
export function readerHeuristic(metric: Metric): ReaderHeuristic | undefined {
  return latest.get(metric);
}

/*
 * Kept between visits, on the device only: the judge's table of the reader's
 * heuristic (⌈h⌉ per state index, 3.7 MB), so chapter 6's lab can run it
 * beside the built-in ones. IndexedDB, one record per metric; the version in
 * the database name changes whenever the table's meaning does. Any failure
 * (private windows, a full disk, no IndexedDB) means "no table", never an error.
 */
const DATABASE = 'pocket-cube-notebook-reader-heuristic-v1';
const STORE = 'tables';

function database(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result ?? null);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    } finally {
      db.close();
    }
  });
}

export async function storeReaderHeuristicTable(metric: Metric, table: Uint8Array): Promise<void> {
  await transact('readwrite', (store) => store.put(table, metric));
}

export async function loadReaderHeuristicTable(metric: Metric): Promise<Uint8Array | null> {
  const table = await transact<unknown>('readonly', (store) => store.get(metric));
  return table instanceof Uint8Array ? table : null;
}

/** Drops the kept tables of both metrics. */
export async function forgetReaderHeuristic(): Promise<void> {
  await transact('readwrite', (store) => store.clear());
}
