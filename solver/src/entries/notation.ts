/**
 * Entry `pocket-cube-solver/notation`: WCA notation alone — parse a scramble
 * (U D R L F B, ' 2, x y z, Rw, groups with repeats, full-width characters)
 * and print moves back. Small enough for a page's main thread; the core
 * entry re-exports the same names. This file only re-exports.
 */
export { type AlgMove, MAX_EXPANDED_MOVES, type ParseError, type ParseErrorKind, type ParseResult, formatMove, parseAlg, toHalfWidth } from '../notation.ts';
