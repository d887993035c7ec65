/**
 * The whole phase-1 table (Reid's distance to H: two-phase/flipslice-twist-pruning.ts
 * at cap 12, 35 MB, about 8 s to build in Node) kept in the browser's
 * IndexedDB, so that a reader's second visit skips the build. What is kept,
 * and how a table read back is checked, is two-phase/kept-phase1-table.ts's
 * (the CLI's cache keeps the same); a record that fails, or has another
 * version, is deleted (the caller builds a new one). Without IndexedDB (Node, a
 * private window that refuses it) nothing is kept and nothing fails; a failed
 * write (quota) is reported as `false` and the table is used all the same.
 *
 * The IDBFactory is a parameter (default globalThis.indexedDB; null: none) so
 * tests can pass a small in-memory one. DOM-free: IndexedDB is a worker global too.
 */
import { type FlipSliceTwistPruning, MAX_PHASE1_DISTANCE } from '../three/two-phase/flipslice-twist-pruning.ts';
import { type KeptPhase1Table, PHASE1_CODE_BYTES, keptPhase1TableProblem, phase1TableFromKept } from '../three/two-phase/kept-phase1-table.ts';

/** Where the table is kept: one database for the site's tables, one object store, one key per table and layout version. */
export const PHASE1_STORE = { database: 'pocket-cube-tables', store: 'tables', key: 'phase1-cap12-v1', version: 1 } as const;

export { PHASE1_CODE_BYTES };

/** The record kept under PHASE1_STORE.key: the kept table and its layout version. */
export interface StoredPhase1Record extends KeptPhase1Table {
  readonly version: number;
}

/** What reading the store found: the table, nothing kept (or no IndexedDB), or a record refused (and deleted) with the reason. */
export type StoredPhase1Read =
  | { readonly status: 'found'; readonly table: FlipSliceTwistPruning }
  | { readonly status: 'absent' }
  | { readonly status: 'rejected'; readonly reason: string };

/** Why a record read back is not the table this code builds, or null: its version, then kept-phase1-table.ts's checks. */
export function checkStoredPhase1(record: unknown): string | null {
  const r = record as Partial<StoredPhase1Record> | null;
  if (!r || typeof r !== 'object') return 'it is not a record';
  if (r.version !== PHASE1_STORE.version) return `its version is ${String(r.version)}, not ${PHASE1_STORE.version}`;
  return keptPhase1TableProblem(r);
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(PHASE1_STORE.database, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(PHASE1_STORE.store)) db.createObjectStore(PHASE1_STORE.store);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

/** Runs `f` on the open database and closes it, whatever happens. */
async function withDatabase<T>(factory: IDBFactory, f: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await openDatabase(factory);
  try {
    return await f(db);
  } finally {
    db.close();
  }
}

/** This realm's IndexedDB, or null (Node; a worker without it). Pass null to keep nothing. */
const defaultFactory = (): IDBFactory | null => (globalThis as { indexedDB?: IDBFactory }).indexedDB ?? null;

async function deleteRecord(db: IDBDatabase): Promise<void> {
  const tx = db.transaction(PHASE1_STORE.store, 'readwrite');
  tx.objectStore(PHASE1_STORE.store).delete(PHASE1_STORE.key);
  await transactionDone(tx);
}

/**
 * The table kept in `factory`'s store, checked (checkStoredPhase1); a record
 * that fails a check is deleted. 'absent' without IndexedDB, and when it
 * cannot be read at all.
 */
export async function readStoredPhase1Table(factory: IDBFactory | null = defaultFactory()): Promise<StoredPhase1Read> {
  if (!factory) return { status: 'absent' };
  try {
    return await withDatabase(factory, async (db) => {
      const tx = db.transaction(PHASE1_STORE.store, 'readonly');
      const record = await requestResult(tx.objectStore(PHASE1_STORE.store).get(PHASE1_STORE.key));
      if (record === undefined) return { status: 'absent' } as const;
      const reason = checkStoredPhase1(record);
      if (reason === null) return { status: 'found', table: phase1TableFromKept(record as StoredPhase1Record) } as const;
      await deleteRecord(db);
      return { status: 'rejected', reason } as const;
    });
  } catch {
    return { status: 'absent' };
  }
}

/** Keeps a cap-12 table in `factory`'s store; false (and nothing kept) without IndexedDB or when the write fails (a quota, say). */
export async function storePhase1Table(table: FlipSliceTwistPruning, factory: IDBFactory | null = defaultFactory()): Promise<boolean> {
  if (!factory || table.cap !== MAX_PHASE1_DISTANCE) return false;
  const record: StoredPhase1Record = {
    version: PHASE1_STORE.version,
    cap: table.cap,
    codes: table.codes,
    entriesAtDepth: [...table.entriesAtDepth],
    statesAtDepth: [...table.statesAtDepth],
  };
  try {
    await withDatabase(factory, async (db) => {
      const tx = db.transaction(PHASE1_STORE.store, 'readwrite');
      tx.objectStore(PHASE1_STORE.store).put(record, PHASE1_STORE.key);
      await transactionDone(tx);
    });
    return true;
  } catch {
    return false;
  }
}

/** Whether the table is kept, counted without reading it: its codes' bytes, or 0 (none, or no IndexedDB). */
export async function storedPhase1Bytes(factory: IDBFactory | null = defaultFactory()): Promise<number> {
  if (!factory) return 0;
  try {
    return await withDatabase(factory, async (db) => {
      const count = await requestResult(db.transaction(PHASE1_STORE.store, 'readonly').objectStore(PHASE1_STORE.store).count(PHASE1_STORE.key));
      return count === 0 ? 0 : PHASE1_CODE_BYTES;
    });
  } catch {
    return 0;
  }
}

/**
 * Deletes the kept table (nothing else in the database), answering the bytes
 * it freed (its codes: the record's few numbers are not counted): 0 when there
 * was none, or no IndexedDB.
 */
export async function forgetStoredPhase1Table(factory: IDBFactory | null = defaultFactory()): Promise<number> {
  if (!factory) return 0;
  try {
    return await withDatabase(factory, async (db) => {
      // Counted, not read: reading would copy 35 MB out of the store only to measure it.
      const count = await requestResult(db.transaction(PHASE1_STORE.store, 'readonly').objectStore(PHASE1_STORE.store).count(PHASE1_STORE.key));
      if (count === 0) return 0;
      await deleteRecord(db);
      return PHASE1_CODE_BYTES;
    });
  } catch {
    return 0;
  }
}
