/**
 * What the reader's code must not reach from its worker: the network,
 * storage and the channel back to the page. Each name is removed from the
 * global object and from every prototype it inherits from, so neither
 * `fetch(…)` nor `WorkerGlobalScope.prototype.fetch.call(self, …)` reaches
 * anything. Call it after the host has kept what it needs (its own
 * postMessage). Dynamic `import()` cannot be removed this way; a worker has no
 * DOM, no localStorage and no `parent` to begin with.
 */
const UNREACHABLE = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'BroadcastChannel',
  'postMessage',
  'close',
  'Worker',
  'SharedWorker',
  'navigator',
] as const;

export function lockDown(scope: object): void {
  for (const name of UNREACHABLE) {
    for (let owner: object | null = scope; owner !== null; owner = Object.getPrototypeOf(owner)) {
      if (!Object.prototype.hasOwnProperty.call(owner, name)) continue;
      try {
        delete (owner as Record<string, unknown>)[name];
      } catch {
        // not configurable: shadowed below
      }
    }
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // already gone and not definable: nothing to reach
    }
  }
}
