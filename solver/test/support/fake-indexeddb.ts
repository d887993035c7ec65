/**
 * An in-memory IndexedDB with only what worker/phase1-table-store.ts uses:
 * open (with upgradeneeded), objectStoreNames.contains, createObjectStore,
 * transaction → objectStore → get / put / delete / count, oncomplete, close.
 * Requests run on a later macrotask, in order, as IndexedDB's do; values are
 * structured-cloned in and out, as IndexedDB's are. `failWrites` makes every
 * put fail with a QuotaExceededError.
 */
type Handler = (() => void) | null;

interface FakeRequest<T> {
  result: T;
  error: Error | null;
  onsuccess: Handler;
  onerror: Handler;
  onupgradeneeded?: Handler;
}

export interface FakeIndexedDb {
  readonly factory: IDBFactory;
  /** The records of one object store (created on first use), keyed as stored. */
  records(database: string, store: string): Map<string, unknown>;
  failWrites: boolean;
}

export function fakeIndexedDb(): FakeIndexedDb {
  const databases = new Map<string, Map<string, Map<string, unknown>>>();
  const fake: FakeIndexedDb = {
    failWrites: false,
    records(database, store) {
      if (!databases.has(database)) databases.set(database, new Map());
      const stores = databases.get(database)!;
      if (!stores.has(store)) stores.set(store, new Map());
      return stores.get(store)!;
    },
    factory: {
      open(name: string) {
        const request: FakeRequest<unknown> = { result: undefined, error: null, onsuccess: null, onerror: null, onupgradeneeded: null };
        setTimeout(() => {
          const isNew = !databases.has(name);
          if (isNew) databases.set(name, new Map());
          request.result = database(name, databases.get(name)!);
          if (isNew) request.onupgradeneeded?.();
          request.onsuccess?.();
        });
        return request;
      },
    } as unknown as IDBFactory,
  };

  function database(name: string, stores: Map<string, Map<string, unknown>>) {
    return {
      name,
      objectStoreNames: { contains: (store: string) => stores.has(store) },
      createObjectStore(store: string) {
        stores.set(store, new Map());
      },
      close() {},
      transaction(storeName: string, mode: 'readonly' | 'readwrite' = 'readonly') {
        const ops: (() => void)[] = [];
        const tx = {
          error: null as Error | null,
          oncomplete: null as Handler,
          onerror: null as Handler,
          onabort: null as Handler,
          objectStore(name: string) {
            if (name !== storeName) throw new Error(`store ${name} is not in this transaction`);
            const records = stores.get(name);
            if (!records) throw new Error(`no store ${name}`);
            const op = <T>(run: () => T): FakeRequest<T> => {
              const request: FakeRequest<T> = { result: undefined as T, error: null, onsuccess: null, onerror: null };
              ops.push(() => {
                request.result = run();
                request.onsuccess?.();
              });
              return request;
            };
            const write = () => {
              if (mode !== 'readwrite') throw new Error('read-only transaction');
            };
            return {
              get: (key: string) => op(() => (records.has(key) ? structuredClone(records.get(key)) : undefined)),
              count: (key: string) => op(() => (records.has(key) ? 1 : 0)),
              delete: (key: string) => op(() => void (write(), records.delete(key))),
              put: (value: unknown, key: string) =>
                op(() => {
                  write();
                  if (fake.failWrites) throw Object.assign(new Error('quota exceeded'), { name: 'QuotaExceededError' });
                  records.set(key, structuredClone(value));
                  return key;
                }),
            };
          },
        };
        setTimeout(() => {
          for (const run of ops) {
            try {
              run();
            } catch (error) {
              tx.error = error as Error;
              tx.onerror?.();
              tx.onabort?.();
              return;
            }
          }
          tx.oncomplete?.();
        });
        return tx;
      },
    };
  }
  return fake;
}
