/**
 * WCA notation (WCA Regulations, article 12a): face turns U D R L F B, each
 * plain (clockwise), with `'` (counter-clockwise) or `2` (half turn; `2'` is the
 * same state); rotations x y z; wide turns Rw, Uw, … which on a 2×2×2 turn the
 * whole cube (Rw = x, Lw = x', Uw = y, Dw = y', Fw = z, Bw = z'); and, for the
 * 3×3×3 only (`parseAlg(text, { slices: true })`), the slice moves M E S, the
 * middle layer turned like L, D and F. A 2×2×2 has no middle layer: there
 * M E S are an error of their own (`slice-move`).
 * Also accepted: the typographic primes ’ and ′, moves without spaces (RUR'U'),
 * parenthesised groups with a repeat count, `(R U)15` or `(R U)'`, and
 * full-width letters, digits, primes and spaces as an input method types them
 * ("ＲＵ＇" reads as "RU'", see full-width.ts).
 *
 * The parser never throws: bad input comes back as a ParseError naming the token
 * and its 1-based column, e.g. `unknown move "X2" at column 5`.
 */
import type { Face } from './corner-geometry.ts';
import type { MoveFamily, Rotation } from './cube-moves.ts';
import { toHalfWidth } from './full-width.ts';

export { toHalfWidth } from './full-width.ts';

/** One parsed move: a face turn or a whole-cube rotation, with where it was written. */
export interface AlgMove {
  /** Face or rotation actually turned (wide turns already mapped to rotations). */
  readonly family: MoveFamily;
  /** Clockwise quarter turns: 1, 2 or 3 (3 = prime). */
  readonly quarterTurns: 1 | 2 | 3;
  /** The token as written, and its 1-based column (for groups: the column of the move inside). */
  readonly text: string;
  readonly column: number;
}

/**
 * What kind of mistake a ParseError is, with what its message needs besides
 * the token: enough for a page to say it in the reader's language (the
 * message itself is English, for the CLI and the package's users).
 */
export type ParseErrorKind =
  | { readonly code: 'unexpected-character' }
  /** A letter that is no move; `wide` is the wide turn a lowercase face letter may have meant (r → Rw). */
  | { readonly code: 'unknown-move'; readonly wide?: string }
  | { readonly code: 'bad-suffix'; readonly suffix: string }
  | { readonly code: 'unmatched-close' }
  | { readonly code: 'unclosed-open' }
  | { readonly code: 'bad-repeat'; readonly suffix: string }
  /** The scramble, or one group of it, expands to more than `max` moves. */
  | { readonly code: 'too-many-moves'; readonly max: number; readonly inGroup: boolean }
  /** A rotation or wide turn where only face turns make sense (the classic model, the 3×3×3 solver). */
  | { readonly code: 'face-turns-only' }
  /** M, E or S where the puzzle has no middle layer (the 2×2×2; the 3×3×3 reads them with `slices`). */
  | { readonly code: 'slice-move' };

/** Why a scramble did not parse: the kind, an English message, and the offending token's place in the text. */
export interface ParseError {
  readonly kind: ParseErrorKind;
  readonly message: string;
  readonly token: string;
  /** 1-based column of the token's first character, counted in characters (code points). */
  readonly column: number;
  /** The token's length in characters (code points). */
  readonly length: number;
}

/** What `parseAlg` answers: the moves in order (groups expanded), or the first error. */
export type ParseResult = { ok: true; moves: AlgMove[] } | { ok: false; error: ParseError };

/** Far beyond any real scramble; stops `(R U)999999999` from freezing a page. */
export const MAX_EXPANDED_MOVES = 1_000_000;

const FACE_LETTERS = 'UDRLFB';
const ROTATION_LETTERS = 'xyz';
// #region slice-moves
/**
 * The 3×3×3's slice moves (WCA 12a): the middle layer turned like the face it
 * follows: M like L, E like D, S like F. As held, a slice turns the centres:
 * M is the rotation x′ with R and L′ turned back (R L′ x′ turns the same
 * layers), E is y′ with U and D′, S is z with F′ and B. parseAlg gives the
 * rotation; the 3×3×3's held reading (three/held-scramble.ts) turns the two
 * outer layers back.
 */
export const SLICE_AS_ROTATION: Readonly<Record<'M' | 'E' | 'S', { rotation: Rotation; inverse: boolean }>> = {
  M: { rotation: 'x', inverse: true },
  E: { rotation: 'y', inverse: true },
  S: { rotation: 'z', inverse: false },
};
// #endregion
const SLICE_LETTERS = 'MES';

/** How to read a scramble: `slices` accepts M, E and S (the 3×3×3); without it they are an error (the 2×2×2 has no middle layer). */
export interface ParseOptions {
  readonly slices?: boolean;
}
const PRIMES = "'’′";
// #region wide-turns
/** On a 2×2×2 a wide turn moves both layers: the whole cube. */
const WIDE_AS_ROTATION: Readonly<Record<Face, { rotation: Rotation; inverse: boolean }>> = {
  R: { rotation: 'x', inverse: false },
  L: { rotation: 'x', inverse: true },
  U: { rotation: 'y', inverse: false },
  D: { rotation: 'y', inverse: true },
  F: { rotation: 'z', inverse: false },
  B: { rotation: 'z', inverse: true },
};
// #endregion

/**
 * Columns and lengths count characters as a reader does (Unicode code points),
 * not UTF-16 units, so "𝑅" is one character named whole. Only errors need the
 * count: a surrogate pair always fails the parse, so every move before one has
 * a code-point column equal to its UTF-16 index + 1.
 */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++; // a low surrogate completes a character already counted
  }
  return n;
}

function fail(kind: ParseErrorKind, message: string, text: string, start: number, end: number): ParseResult {
  const token = text.slice(start, end);
  const column = codePoints(text.slice(0, start)) + 1;
  return { ok: false, error: { kind, message: `${message} at column ${column}`, token, column, length: codePoints(token) } };
}

/** A digit or one of the three primes. (Character codes, not regexes: this runs per character.) */
function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSuffixChar(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 39 || code === 0x2019 || code === 0x2032;
}

/** White space as JavaScript's \s defines it (spaces, tabs, line breaks, no-break and other Unicode spaces). */
function isSpace(code: number): boolean {
  return (
    code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** End of the token starting at `start`: a letter, a "w" after a face letter, then digits and primes. */
function tokenEnd(text: string, start: number): number {
  let end = start + 1;
  if (FACE_LETTERS.includes(text[start]) && text[end] === 'w') end++;
  while (end < text.length && isSuffixChar(text.charCodeAt(end))) end++;
  return end;
}

function invertMoves(moves: AlgMove[]): AlgMove[] {
  return moves
    .slice()
    .reverse()
    .map((m) => ({ ...m, quarterTurns: (4 - m.quarterTurns) as 1 | 2 | 3 }));
}

/** Parses a suffix: '' → 1, '2' → 2, "'" → 3, "2'" → 2. Anything else is null. */
function suffixTurns(suffix: string): 1 | 2 | 3 | null {
  if (suffix === '') return 1;
  if (suffix === '2') return 2;
  if (suffix.length === 1 && PRIMES.includes(suffix)) return 3;
  if (suffix.length === 2 && suffix[0] === '2' && PRIMES.includes(suffix[1])) return 2;
  return null;
}

/**
 * Parses a whole algorithm; never throws. `{ slices: true }` reads M, E and S
 * (for the 3×3×3).
 *
 * @example
 * parseAlg("R U2 F'") // { ok: true, moves: [{ family: 'R', quarterTurns: 1, text: 'R', column: 1 }, …] }
 * parseAlg('R X2') // { ok: false, error: { kind: { code: 'unknown-move' }, message: 'unknown move "X2" at column 3', … } }
 * parseAlg('M', { slices: true }) // { ok: true, moves: [{ family: 'x', quarterTurns: 3, text: 'M', column: 1 }] }
 */
export function parseAlg(typed: string, options: ParseOptions = {}): ParseResult {
  const result = parseHalfWidth(toHalfWidth(typed), options.slices === true);
  // Errors name the token as the reader typed it (full-width and all); columns are the same in both texts.
  if (result.ok) return result;
  const { column, length, token: halfToken } = result.error;
  const start = codePointIndex(typed, column - 1);
  const token = typed.slice(start, codePointIndex(typed, column - 1 + length));
  if (token === halfToken) return result;
  const message = result.error.message.replace(`"${halfToken}"`, `"${token}"`);
  return { ok: false, error: { ...result.error, token, message } };
}

/** The UTF-16 index of code point number `n` (0-based) in `text`. */
function codePointIndex(text: string, n: number): number {
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return i;
}

function parseHalfWidth(text: string, slices: boolean): ParseResult {
  const stack: { moves: AlgMove[]; open: number }[] = [{ moves: [], open: -1 }];
  let total = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    if (c === '(') {
      stack.push({ moves: [], open: i });
      i++;
      continue;
    }
    if (c === ')') {
      if (stack.length === 1) return fail({ code: 'unmatched-close' }, 'unmatched ")"', text, i, i + 1);
      const group = stack.pop()!;
      let end = i + 1;
      while (end < text.length && /[0-9'’′]/.test(text[end])) end++;
      const suffix = text.slice(i + 1, end);
      const match = /^([0-9]*)(['’′]?)$/.exec(suffix);
      const count = match && match[1] !== '' ? Number(match[1]) : 1;
      if (!match || !(count >= 1)) return fail({ code: 'bad-repeat', suffix }, `bad repeat count "${suffix}" on group`, text, group.open, end);
      const body = match[2] ? invertMoves(group.moves) : group.moves;
      total += body.length * (count - 1);
      if (total > MAX_EXPANDED_MOVES) return fail({ code: 'too-many-moves', max: MAX_EXPANDED_MOVES, inGroup: true }, `group expands to more than ${MAX_EXPANDED_MOVES.toLocaleString('en')} moves`, text, group.open, end);
      const parent = stack[stack.length - 1].moves;
      // An empty group repeats nothing: skip the loop, or "()99999999999" would spin a hundred billion times.
      if (body.length > 0) for (let k = 0; k < count; k++) for (const m of body) parent.push(m);
      i = end;
      continue;
    }
    const end = tokenEnd(text, i);
    const move = parseToken(text.slice(i, end), text, i, end, slices);
    if ((move as { ok?: boolean }).ok === false) return move as ParseResult;
    stack[stack.length - 1].moves.push(move as AlgMove);
    if (++total > MAX_EXPANDED_MOVES) return fail({ code: 'too-many-moves', max: MAX_EXPANDED_MOVES, inGroup: false }, `more than ${MAX_EXPANDED_MOVES.toLocaleString('en')} moves`, text, i, end);
    i = end;
  }
  if (stack.length > 1) {
    const open = stack[stack.length - 1].open;
    return fail({ code: 'unclosed-open' }, 'unclosed "("', text, open, open + 1);
  }
  return { ok: true, moves: stack[0].moves };
}

function parseToken(token: string, text: string, start: number, end: number, slices: boolean): AlgMove | ParseResult {
  const letter = token[0];
  const column = start + 1;
  if (!isLetter(text.charCodeAt(start))) {
    const width = (text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1; // a whole character, never half a surrogate pair
    return fail({ code: 'unexpected-character' }, `unexpected character "${text.slice(start, start + width)}"`, text, start, start + width);
  }
  const wide = token[1] === 'w' && FACE_LETTERS.includes(letter);
  const suffix = token.slice(wide ? 2 : 1);
  let family: MoveFamily;
  if (SLICE_LETTERS.includes(letter)) {
    if (!slices) return fail({ code: 'slice-move' }, `"${token}" is a slice move: a 2×2×2 has no middle layer to turn (M, E and S are for the 3×3×3)`, text, start, end);
    const turns = suffixTurns(suffix);
    if (turns === null) return fail({ code: 'bad-suffix', suffix }, `bad suffix "${suffix}" on move "${token}" (a move takes no suffix, 2, ' or 2')`, text, start, end);
    const { rotation, inverse } = SLICE_AS_ROTATION[letter as 'M' | 'E' | 'S'];
    return { family: rotation, quarterTurns: inverse ? ((4 - turns) as 1 | 2 | 3) : turns, text: token, column };
  }
  if (FACE_LETTERS.includes(letter)) family = letter as Face;
  else if (ROTATION_LETTERS.includes(letter)) family = letter as Rotation;
  else {
    const meant = FACE_LETTERS.includes(letter.toUpperCase()) ? `${letter.toUpperCase()}w` : undefined;
    const hint = meant ? ` (wide turns are written ${meant})` : '';
    return fail(meant ? { code: 'unknown-move', wide: meant } : { code: 'unknown-move' }, `unknown move "${token}"${hint}`, text, start, end);
  }
  const turns = suffixTurns(suffix);
  if (turns === null) return fail({ code: 'bad-suffix', suffix }, `bad suffix "${suffix}" on move "${token}" (a move takes no suffix, 2, ' or 2')`, text, start, end);
  if (!wide) return { family, quarterTurns: turns, text: token, column };
  const { rotation, inverse } = WIDE_AS_ROTATION[letter as Face];
  return { family: rotation, quarterTurns: inverse ? ((4 - turns) as 1 | 2 | 3) : turns, text: token, column };
}

/**
 * Writes a face turn in WCA notation: (U, 1) → "U", (U, 2) → "U2", (U, 3) → "U'".
 * Quarter turns are taken mod 4, and a whole number of turns writes "".
 *
 * @example
 * formatMove('U', 3) // "U'"
 * formatMove('x', 2) // "x2"
 */
export function formatMove(family: MoveFamily, quarterTurns: number): string {
  const q = ((quarterTurns % 4) + 4) % 4;
  return q === 1 ? family : q === 2 ? `${family}2` : q === 3 ? `${family}'` : '';
}
