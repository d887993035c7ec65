/**
 * The solver's worker as Vite's `?worker` import gives it. Astro's client
 * types declare `*?worker` constructors without arguments, while Vite (which
 * does the work) passes `{ name }` on to the Worker: this exact module's
 * declaration takes precedence over that wildcard, so the name type-checks.
 */
declare module 'pocket-cube-solver/worker?worker' {
  const SolverWorker: {
    new (options?: { name?: string }): Worker;
  };
  export default SolverWorker;
}
