/**
 * The code cell's worker as Vite's `?worker` import gives it (see
 * solver-worker.d.ts): this exact module's declaration takes precedence over
 * Astro's `*?worker` wildcard, so the `{ name }` option type-checks.
 */
declare module 'pocket-cube-solver/cells/worker?worker' {
  const CellWorker: {
    new (options?: { name?: string }): Worker;
  };
  export default CellWorker;
}
