/**
 * What a painted 3×3×3 can be told (three-painting.ts): the problems, as
 * data a page can say in its language, and the result of reading a painting.
 * A module of its own so the invariant checks (three-painting-invariants.ts)
 * and the painter both use the types without importing each other (issue 22:
 * no import cycle in solver/src).
 */
import type { Face } from '../corner-geometry.ts';
import type { Colour, ColourScheme } from '../facelets-to-state.ts';
import type { CubeState } from './cube-state.ts';

/** The kinds of problem, in the order the painter checks them (three-painting.ts). */
export type ThreePaintingProblemKind = 'unpainted' | 'centres' | 'count' | 'corner-colours' | 'edge-colours' | 'duplicate' | 'twist' | 'flip' | 'parity';

/** Why a piece's colours fit no real piece. */
export type PieceColourReason =
  | { readonly why: 'repeated'; readonly colour: Colour; readonly times: 2 | 3 }
  /** Two colours whose centres are opposite: no piece touches two opposite faces. */
  | { readonly why: 'opposite'; readonly colours: readonly [Colour, Colour] }
  /** A corner's three colours, each fine, going round the wrong way. */
  | { readonly why: 'mirrored' };

/**
 * A problem as data: positions (CORNER_NAMES / EDGE_NAMES indices, faces) and
 * colours, enough for a page to say it in the reader's language (the message
 * is English, for the CLI and the package's users).
 */
export type ThreePaintingProblemDetail =
  | { readonly kind: 'unpainted'; readonly count: number }
  | { readonly kind: 'centres'; readonly colour: Colour; readonly faces: readonly Face[] }
  | { readonly kind: 'count'; readonly off: readonly { readonly colour: Colour; readonly count: number }[] }
  /** `colours` in the position's sticker order (U/D sticker first, then clockwise). */
  | { readonly kind: 'corner-colours'; readonly corner: number; readonly colours: readonly Colour[]; readonly reason: PieceColourReason }
  | { readonly kind: 'edge-colours'; readonly edge: number; readonly colours: readonly Colour[]; readonly reason: PieceColourReason }
  /** `positions` all show the piece of `colours` (reader order: cornerFaces / edgeFaces); `missing` are the pieces of that type no position shows. */
  | { readonly kind: 'duplicate'; readonly piece: 'corner' | 'edge'; readonly positions: readonly number[]; readonly colours: readonly Colour[]; readonly missing: readonly (readonly Colour[])[] }
  /** Twists sum to `off` mod 3. The fix: turn `corner` until its `colour` sticker faces `face`, or a third of a turn the given way. */
  /**
   * One corner twisted in place. The stickers cannot show which corner: any one turned in place puts it
   * right. `corner` is the one the fix names: the corner painted last when the page says which
   * (`lastPainted`, and only it is marked), else one in its own place (and every corner is marked).
   */
  | { readonly kind: 'twist'; readonly off: 1 | 2; readonly corner: number; readonly lastPainted: boolean; readonly fix: { readonly colour: Colour; readonly face: Face } | { readonly clockwise: boolean } }
  /** Flips sum to an odd number; turning `edge` over fixes it. */
  | { readonly kind: 'flip'; readonly edge: number }
  /** Corner and edge permutations of different parity; trading the pieces at `positions` fixes it. */
  | { readonly kind: 'parity'; readonly piece: 'corner' | 'edge'; readonly positions: readonly [number, number] };

/** One thing wrong with a painted 3×3×3: its kind, an English sentence, the data behind it, and the stickers to mark. */
export interface ThreePaintingProblem {
  readonly kind: ThreePaintingProblemKind;
  /** One sentence for the reader, naming pieces by where they sit ("the up-front-right corner"). */
  readonly message: string;
  readonly detail: ThreePaintingProblemDetail;
  /** Sticker indices (0..53) to mark in place. */
  readonly stickers: readonly number[];
}

/** What `paintingToCube` answers: the state and the reader's colour scheme, or every problem of the first failing check. */
export type ThreePaintingResult =
  /** `scheme` is the reader's colours: which colour each face's centre shows. */
  | { readonly ok: true; readonly state: CubeState; readonly scheme: ColourScheme }
  | { readonly ok: false; readonly problems: ThreePaintingProblem[] };
