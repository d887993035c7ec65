/**
 * Build-once caches: tables depend only on their key (a metric, say), cost
 * milliseconds to build and are read millions of times, so each process or
 * worker builds each one once.
 */
export function memoize<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}
