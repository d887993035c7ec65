/**
 * A Node resolve hook (registered by playwright.config.ts with
 * module.registerHooks, so synchronous): the browser specs
 * import the solver by its package names (`pocket-cube-solver`,
 * `pocket-cube-solver/three`, …) and get its TypeScript source, the way
 * vitest, astro and the node scripts do through the `pocket-cube-source`
 * export condition. Without it they would load solver/dist/, which may be
 * missing or older than the source the site was built from.
 */
export function resolve(specifier, context, nextResolve) {
  if (specifier === 'pocket-cube-solver' || specifier.startsWith('pocket-cube-solver/')) {
    return nextResolve(specifier, { ...context, conditions: ['pocket-cube-source', ...context.conditions] });
  }
  return nextResolve(specifier, context);
}
