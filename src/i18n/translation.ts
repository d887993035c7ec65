/**
 * The shape a translation of the English catalogue must have: the same keys
 * all the way down, strings for strings, functions with the same parameters
 * for functions (plurals, numbers and names go in through parameters, so each
 * language orders them its own way). A missing or extra key is a type error
 * in `npm run typecheck`, not a blank on the page.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R
      : T[K] extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : Translation<T[K]>;
};
