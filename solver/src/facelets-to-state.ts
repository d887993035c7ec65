/**
 * From a painted cube to a state: the reader paints the 24 stickers of the
 * cube in their hands (net order of facelets.ts) and this turns the painting
 * into the DBL-fixed state the search works on, or explains why no real cube
 * looks like that.
 *
 * As held: the painted orientation is how the reader holds the cube. The
 * piece in the DBL slot is taken as DBL, untwisted (the recolouring view of
 * canonical.ts): its down, left and back stickers name the D, L and B colours,
 * and their opposites name U, R and F. So U/R/F answers keep their meaning in
 * the reader's frame, whatever way up the cube is held.
 *
 * The colour scheme follows the reader's cube. Colours are six symbols (the
 * palette's, named by the face they are on in the standard scheme: U = white
 * …), and which colours are opposite is read from the painting: on any real
 * cube, two colours are opposite exactly when no corner shows both. Only when
 * the painting is too broken to tell are the standard pairs assumed.
 *
 * Checks, in the order a reader can act on them (each names the stickers to
 * look at, so a widget can mark them in place):
 *  - every sticker painted;
 *  - each colour on exactly four stickers;
 *  - each corner has three different colours, no two of them opposite, in an
 *    order a real cube has (not its mirror image), and no colour triple twice;
 *  - the twists add up to 0 mod 3 (one corner twisted in place cannot be
 *    undone by turning: Jaap's Pocket Cube page, "the orientation of the last
 *    corner is determined by the others").
 */
import {
  CORNER_COUNT,
  CORNER_FACELET_FACES,
  CORNER_FACELET_NORMALS,
  CORNER_NAMES,
  FACES,
  FIXED_CORNER,
  type Face,
  type Vec3,
  cross,
  dot,
} from './corner-geometry.ts';
import { type CornerState, twistSum } from './corner-state.ts';
import { FACELETS, faceletColors } from './facelets.ts';
import { toHalfWidth } from './full-width.ts';

/** A colour of the palette, named by the face it is on in the standard scheme (U = white, R = red, F = green, D = yellow, L = orange, B = blue). */
export type Colour = Face;

/** 24 sticker colours in facelet order; `null` = not painted yet. */
export type Painting = readonly (Colour | null)[];

/** Which colour each face of the solved cube shows: the reader's colour scheme, in the frame they hold the cube. */
export type ColourScheme = Readonly<Record<Face, Colour>>;

/** The standard (Western) scheme, white up and green front: the solver's own letters. */
export const STANDARD_SCHEME: ColourScheme = { U: 'U', R: 'R', F: 'F', D: 'D', L: 'L', B: 'B' };

/** Names of the palette colours, for messages. (The site's palette uses the same names; a test checks it.) */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  U: 'white',
  R: 'red',
  F: 'green',
  D: 'yellow',
  L: 'orange',
  B: 'blue',
};

export type PaintingProblemKind = 'unpainted' | 'count' | 'repeated' | 'opposite' | 'mirrored' | 'duplicate' | 'twist';

/**
 * What a painting problem is about, as data: the corners (position indices,
 * CORNER_NAMES order) and colours the message names, so a page can say it in
 * the reader's language (the message itself is English, for the CLI and the
 * package's users).
 */
export type PaintingProblemDetail =
  | { readonly kind: 'unpainted'; readonly count: number }
  | { readonly kind: 'count'; readonly off: readonly { readonly colour: Colour; readonly count: number }[] }
  | { readonly kind: 'repeated'; readonly corner: number; readonly colour: Colour; readonly times: 2 | 3 }
  | { readonly kind: 'opposite'; readonly corner: number; readonly colours: readonly [Colour, Colour]; readonly onYourCube: boolean }
  | { readonly kind: 'mirrored'; readonly corner: number; readonly colours: readonly [Colour, Colour, Colour] }
  | { readonly kind: 'duplicate'; readonly corners: readonly number[]; readonly colours: readonly Colour[] }
  /** The fix: turn `corner` until its `colour` sticker faces `face`, or a third of a turn the given way. */
  | { readonly kind: 'twist'; readonly corner: number; readonly fix: { readonly colour: Colour; readonly face: Face } | { readonly clockwise: boolean } };

export interface PaintingProblem {
  readonly kind: PaintingProblemKind;
  /** One sentence for the reader, naming colours and corners. */
  readonly message: string;
  /** The same, as data. */
  readonly detail: PaintingProblemDetail;
  /** Facelet indices (0..23) to mark in place. */
  readonly stickers: readonly number[];
}

export type PaintingResult =
  | { ok: true; state: CornerState; scheme: ColourScheme }
  | { ok: false; problems: PaintingProblem[] };

/** The exact words for a twisted corner (issue 16): what happened, and what to do with the real cube. */
export const TWISTED_CORNER_MESSAGE =
  "One corner is twisted in place — this cube can't be solved as painted; pop it out and turn it.";

/** Facelet index of sticker `slot` (0 = U/D sticker, then clockwise) of the corner at each position. */
export const CORNER_STICKERS: readonly (readonly [number, number, number])[] = (() => {
  const table = Array.from({ length: CORNER_COUNT }, () => [0, 0, 0] as [number, number, number]);
  FACELETS.forEach(({ corner, slot }, index) => {
    table[corner][slot] = index;
  });
  return table;
})();

const POSITION_WORDS: Readonly<Record<Face, string>> = { U: 'up', D: 'down', R: 'right', L: 'left', F: 'front', B: 'back' };

/**
 * The faces of the corner at a position in the order a reader names them:
 * up or down, then front or back, then left or right ("up-front-right").
 * Pages name corners in their own language from these.
 */
export function cornerFaces(corner: number): Face[] {
  const ud = CORNER_NAMES[corner][0] as Face;
  const side = CORNER_FACELET_FACES[corner].slice(1) as Face[];
  side.sort((a, b) => 'FBRL'.indexOf(a) - 'FBRL'.indexOf(b));
  return [ud, ...side];
}

/** "the up-front-right corner" for URF (position names, not colours: the reader looks there). */
export function cornerLabel(corner: number): string {
  return `the ${cornerFaces(corner).map((f) => POSITION_WORDS[f]).join('-')} corner`;
}

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Parses a 24-letter painting such as "UUUURRRR…" ('.' or '-' = unpainted;
 * full-width letters as an input method types them count as their ASCII
 * twins). Returns null for anything else.
 */
export function parsePainting(typed: string): (Colour | null)[] | null {
  const text = toHalfWidth(typed);
  if (text.length !== 24) return null;
  const out: (Colour | null)[] = [];
  for (const ch of text) {
    if (ch === '.' || ch === '-') out.push(null);
    else if ((FACES as readonly string[]).includes(ch)) out.push(ch as Colour);
    else return null;
  }
  return out;
}

/** The painting as 24 letters, '.' for an unpainted sticker. */
export function formatPainting(painting: Painting): string {
  return painting.map((c) => c ?? '.').join('');
}

/** The painting of `state` in `scheme`: sticker i shows the colour of the face its cubie's sticker belongs to. */
export function stateToPainting(state: CornerState, scheme: ColourScheme = STANDARD_SCHEME): Colour[] {
  return faceletColors(state).map((face) => scheme[face]);
}

/** Opposite pairs read from the painting (a colour never seen on a corner with exactly one other colour), or null if they cannot be read. */
function readOpposites(corners: readonly (readonly Colour[])[]): Map<Colour, Colour> | null {
  const seenWith = new Map<Colour, Set<Colour>>(FACES.map((c) => [c, new Set<Colour>()]));
  for (const colours of corners) for (const a of colours) for (const b of colours) if (a !== b) seenWith.get(a)!.add(b);
  const opposite = new Map<Colour, Colour>();
  for (const c of FACES) {
    const never = FACES.filter((d) => d !== c && !seenWith.get(c)!.has(d));
    if (never.length !== 1) return null;
    opposite.set(c, never[0]);
  }
  for (const c of FACES) if (opposite.get(opposite.get(c)!) !== c) return null;
  return opposite;
}

const STANDARD_OPPOSITE = new Map<Colour, Colour>([
  ['U', 'D'], ['D', 'U'], ['R', 'L'], ['L', 'R'], ['F', 'B'], ['B', 'F'],
]);

const AXIS_OF: Readonly<Record<Colour, number>> = { U: 1, D: 1, R: 0, L: 0, F: 2, B: 2 };

/**
 * Handedness of a corner's colours relative to its position: +1 or −1. Each
 * colour gets a signed axis vector from the opposite pairs; on a real cube the
 * colours' vectors map onto the sticker normals by one fixed map for every
 * corner, so det(colour vectors) · det(sticker normals) has one sign on all
 * eight. A corner with the other sign is the mirror image of a real corner.
 */
function handedness(colours: readonly Colour[], normals: readonly Vec3[], pairs: Map<Colour, Colour>): number {
  const first = new Map<Colour, number>();
  const axisOfPair = new Map<Colour, number>();
  let next = 0;
  for (const c of FACES) {
    const o = pairs.get(c)!;
    if (axisOfPair.has(o)) continue;
    axisOfPair.set(c, next);
    axisOfPair.set(o, next);
    first.set(c, 1);
    first.set(o, -1);
    next++;
  }
  const vec = (c: Colour): Vec3 => {
    const v: [number, number, number] = [0, 0, 0];
    v[axisOfPair.get(c)!] = first.get(c)!;
    return v;
  };
  const det3 = (a: Vec3, b: Vec3, c: Vec3) => dot(a, cross(b, c));
  return Math.sign(det3(vec(colours[0]), vec(colours[1]), vec(colours[2])) * det3(normals[0], normals[1], normals[2]));
}

// #region painting-to-state
/**
 * Reads a painting as held: the state (DBL-fixed by recolouring) and the
 * reader's colour scheme, or every problem found, each with its stickers.
 * `stateToPainting(result.state, result.scheme)` gives the painting back.
 */
export function paintingToState(painting: Painting): PaintingResult {
  if (painting.length !== 24) throw new Error(`a painting has 24 stickers, got ${painting.length}`);
  const blank = painting.flatMap((c, i) => (c === null ? [i] : []));
  if (blank.length > 0) {
    const n = blank.length;
    return {
      ok: false,
      problems: [
        { kind: 'unpainted', message: `${n} sticker${n === 1 ? ' is' : 's are'} not painted yet.`, stickers: blank, detail: { kind: 'unpainted', count: n } },
      ],
    };
  }
  const colours = painting as readonly Colour[];
  const problems: PaintingProblem[] = [];

  // Each colour covers one face: four stickers.
  const count = new Map<Colour, number[]>(FACES.map((c) => [c, []]));
  colours.forEach((c, i) => count.get(c)!.push(i));
  const off = FACES.filter((c) => count.get(c)!.length !== 4);
  if (off.length > 0) {
    const words = off.map((c) => `${COLOUR_NAMES[c]} is on ${count.get(c)!.length}`);
    problems.push({
      kind: 'count',
      message: `Each colour covers exactly four stickers, but ${listWords(words)}.`,
      stickers: off.filter((c) => count.get(c)!.length > 4).flatMap((c) => count.get(c)!),
      detail: { kind: 'count', off: off.map((colour) => ({ colour, count: count.get(colour)!.length })) },
    });
  }

  const cornerColours = CORNER_STICKERS.map((stickers) => stickers.map((i) => colours[i]));
  const repeated = new Set<number>();
  cornerColours.forEach((cs, corner) => {
    const twice = FACES.find((c) => cs.filter((d) => d === c).length > 1);
    if (twice === undefined) return;
    repeated.add(corner);
    const times = cs.filter((d) => d === twice).length === 3 ? 3 : 2;
    problems.push({
      kind: 'repeated',
      message: `${capitalise(cornerLabel(corner))} has ${times === 3 ? 'three' : 'two'} ${COLOUR_NAMES[twice]} stickers; every corner shows three different colours.`,
      stickers: CORNER_STICKERS[corner],
      detail: { kind: 'repeated', corner, colour: twice, times },
    });
  });

  const fromPainting = readOpposites(cornerColours.filter((_, corner) => !repeated.has(corner)));
  const pairs = fromPainting ?? STANDARD_OPPOSITE;
  const onYourCube = fromPainting ? 'on your cube' : 'on a standard cube';
  const usable: number[] = [];
  cornerColours.forEach((cs, corner) => {
    if (repeated.has(corner)) return;
    const clash = cs.flatMap((a, i) => cs.slice(i + 1).filter((b) => pairs.get(a) === b).map((b) => [a, b] as const));
    if (clash.length > 0) {
      const [a, b] = clash[0];
      problems.push({
        kind: 'opposite',
        message: `${capitalise(cornerLabel(corner))} has ${COLOUR_NAMES[a]} and ${COLOUR_NAMES[b]}, which are opposite faces ${onYourCube}: no corner has both.`,
        stickers: CORNER_STICKERS[corner],
        detail: { kind: 'opposite', corner, colours: [a, b], onYourCube: Boolean(fromPainting) },
      });
      return;
    }
    usable.push(corner);
  });

  // Mirror images: the handedness most corners agree on is the cube's.
  const hand = new Map(usable.map((corner) => [corner, handedness(cornerColours[corner], CORNER_FACELET_NORMALS[corner], pairs)]));
  const plus = usable.filter((corner) => hand.get(corner) === 1).length;
  const minus = usable.length - plus;
  const cubeHand = plus > minus ? 1 : minus > plus ? -1 : (hand.get(FIXED_CORNER) ?? 1);
  for (const corner of usable) {
    if (hand.get(corner) === cubeHand) continue;
    const [ca, cb, cc] = cornerColours[corner];
    const [a, b, c] = [ca, cb, cc].map((x) => COLOUR_NAMES[x]);
    problems.push({
      kind: 'mirrored',
      message: `${capitalise(cornerLabel(corner))} is a mirror image: on a real cube ${a}, ${b} and ${c} go round the other way. Check two of its stickers.`,
      stickers: CORNER_STICKERS[corner],
      detail: { kind: 'mirrored', corner, colours: [ca, cb, cc] },
    });
  }

  // The same three colours twice (then some other corner is missing).
  const key = (cs: readonly Colour[]) => [...cs].sort().join('');
  const byKey = new Map<string, number[]>();
  for (const corner of usable) {
    const k = key(cornerColours[corner]);
    byKey.set(k, [...(byKey.get(k) ?? []), corner]);
  }
  for (const corners of byKey.values()) {
    if (corners.length < 2) continue;
    const names = cornerColours[corners[0]].map((x) => COLOUR_NAMES[x]);
    problems.push({
      kind: 'duplicate',
      message: `${capitalise(listWords(corners.map(cornerLabel)))} ${corners.length === 2 ? 'both' : 'all'} show ${listWords(names)}: a cube has only one such corner.`,
      stickers: corners.flatMap((corner) => CORNER_STICKERS[corner]),
      detail: { kind: 'duplicate', corners, colours: cornerColours[corners[0]] },
    });
  }
  if (problems.length > 0) return { ok: false, problems };

  // The scheme, as held: the DBL piece's down, left and back colours name D, L, B.
  const dbl = CORNER_STICKERS[FIXED_CORNER].map((i) => colours[i]);
  const dblFaces = CORNER_FACELET_FACES[FIXED_CORNER];
  const scheme = {} as Record<Face, Colour>;
  dblFaces.forEach((face, slot) => {
    scheme[face] = dbl[slot];
  });
  scheme.U = pairs.get(scheme.D)!;
  scheme.R = pairs.get(scheme.L)!;
  scheme.F = pairs.get(scheme.B)!;
  const faceOf = new Map<Colour, Face>(FACES.map((face) => [scheme[face], face]));

  const perm: number[] = [];
  const twist: number[] = [];
  for (let position = 0; position < CORNER_COUNT; position++) {
    const faces = cornerColours[position].map((c) => faceOf.get(c)!);
    const cubie = CORNER_FACELET_FACES.findIndex((home) => home.every((f) => faces.includes(f)));
    const t = faces.findIndex((f) => f === 'U' || f === 'D');
    // Same handedness everywhere means the faces run in the cubie's own order; checked, not assumed.
    const fits = faces.every((f, slot) => CORNER_FACELET_FACES[cubie][(slot - t + 3) % 3] === f);
    if (cubie < 0 || !fits) throw new Error(`unreachable: corner ${CORNER_NAMES[position]} passed every check but fits no cubie`);
    perm.push(cubie);
    twist.push(t);
  }
  const state: CornerState = { perm, twist };
  if (twistSum(state) !== 0) return { ok: false, problems: [twistedCornerProblem(twist, colours)] };
  return { ok: true, state, scheme };
}

/**
 * The twist problem, naming one corner that fixes it and marking its stickers.
 *
 * The twists of a real cube add up to a multiple of three; here they are off
 * by `off` thirds, and turning any one corner by that much in the other
 * direction makes the cube solvable, so no single corner is "the" twisted one.
 * The one named is the first, in position order, that the fix brings home:
 * its up/down colour back onto the up or down face (slot 0), an instruction a
 * reader can check by eye. Where no corner is such (the twists 2 and 2 and
 * 0… can add to 1), the first corner is named with the direction: slots run
 * clockwise seen from outside the corner, so moving the up/down colour back
 * `off` slots is `off` thirds counter-clockwise.
 */
function twistedCornerProblem(twist: readonly number[], colours: readonly Colour[]): PaintingProblem {
  const off = twist.reduce((a, b) => a + b, 0) % 3;
  const homing = twist.findIndex((t) => t === off);
  const corner = homing >= 0 ? homing : 0;
  const stickers = CORNER_STICKERS[corner];
  const where = cornerLabel(corner);
  let fix: string;
  let detail: PaintingProblemDetail;
  if (homing >= 0) {
    const colour = colours[stickers[twist[corner]]];
    const face = CORNER_FACELET_FACES[corner][0];
    fix = `Turning ${where} (marked) so that its ${COLOUR_NAMES[colour]} sticker faces ${POSITION_WORDS[face]} makes it solvable.`;
    detail = { kind: 'twist', corner, fix: { colour, face } };
  } else {
    fix = `Turning ${where} (marked) a third of a turn ${off === 1 ? 'counter-clockwise' : 'clockwise'}, seen from outside, makes it solvable.`;
    detail = { kind: 'twist', corner, fix: { clockwise: off !== 1 } };
  }
  return { kind: 'twist', message: `${TWISTED_CORNER_MESSAGE} ${fix}`, stickers: [...stickers], detail };
}
// #endregion

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
