/**
 * "Open in Twizzle": a link to Twizzle (alpha.twizzle.net, cubing.js's own
 * app) showing the same cube and the same solution. Only a link: nothing is
 * requested from that site until the reader follows it.
 *
 * Twizzle's editor reads `puzzle`, `setup-alg` and `alg` from the query
 * (its own share links look like `/edit/?puzzle=2x2x2&setup-alg=R+U%27&alg=…`).
 * Moves are written back from the parse, in plain WCA notation, so full-width
 * input, wide turns and groups reach Twizzle as moves it reads; input that
 * does not parse gets no link at all rather than one to a broken page.
 */
import { SOLVED } from 'pocket-cube-solver';
import { applyMoves, stateToPainting, type ColourScheme } from 'pocket-cube-solver/internals';
import { formatMove, parseAlg } from 'pocket-cube-solver/notation';

/** The editor without an alg: also the no-JS link in Playground.astro. */
export const TWIZZLE_EDITOR = 'https://alpha.twizzle.net/edit/?puzzle=2x2x2';

/** `typed` in WCA notation, or null when it does not parse. */
function written(typed: string): string | null {
  const parsed = parseAlg(typed);
  return parsed.ok ? parsed.moves.map((m) => formatMove(m.family, m.quarterTurns)).join(' ') : null;
}

/**
 * The Twizzle address for a 2×2×2 with this setup and algorithm; null when
 * either does not parse (the link is then hidden: showTwizzleLink).
 * @example twizzleUrl("R U'", "U R'") // "https://alpha.twizzle.net/edit/?puzzle=2x2x2&setup-alg=R+U%27&alg=U+R%27"
 */
export function twizzleUrl(setup: string, alg: string): string | null {
  const setupAlg = written(setup);
  const solution = written(alg);
  if (setupAlg === null || solution === null) return null;
  const query = new URLSearchParams();
  if (setupAlg) query.set('setup-alg', setupAlg);
  if (solution) query.set('alg', solution);
  const rest = query.toString();
  return rest ? `${TWIZZLE_EDITOR}&${rest}` : TWIZZLE_EDITOR;
}

/**
 * Points the "Open in Twizzle" link at `url`, or, for null, leaves it in place
 * but dead: no href (nothing to follow or tab to), still a link to a screen
 * reader (an `a` without href has no role of its own) and marked disabled,
 * greyed by playground.css.
 */
export function showTwizzleLink(anchor: HTMLAnchorElement, url: string | null): void {
  if (url === null) {
    anchor.removeAttribute('href');
    anchor.setAttribute('role', 'link');
    anchor.setAttribute('aria-disabled', 'true');
    return;
  }
  anchor.href = url;
  anchor.removeAttribute('role');
  anchor.removeAttribute('aria-disabled');
}

/** The inverse of a move list: reversed, each turned back (R → R′, R2 stays). */
export function invertMoves(moves: readonly string[]): string {
  return moves
    .slice()
    .reverse()
    .map((m) => (m.endsWith("'") ? m.slice(0, -1) : m.endsWith('2') ? m : `${m}'`))
    .join(' ');
}

/** Every whole-cube orientation as the shortest rotation sequence that reaches it (24 of them). */
const ORIENTATIONS: readonly string[] = (() => {
  const seen = new Map<string, string>();
  const queue = [''];
  while (queue.length > 0) {
    const seq = queue.shift()!;
    const parsed = parseAlg(seq);
    if (!parsed.ok) continue;
    const key = stateToPainting(applyMoves(SOLVED, parsed.moves)).join('');
    if (seen.has(key)) continue;
    seen.set(key, seq);
    for (const r of ['x', "x'", 'x2', 'y', "y'", 'y2', 'z', "z'", 'z2']) queue.push(seq ? `${seq} ${r}` : r);
  }
  return [...seen.values()];
})();

/**
 * The rotation that turns a standard-scheme cube (white up, green front) so
 * it shows `scheme`; '' for the standard one, null for a scheme no rotation
 * reaches (another colour scheme, which Twizzle cannot show).
 */
export function rotationForScheme(scheme: ColourScheme): string | null {
  for (const seq of ORIENTATIONS) {
    const parsed = parseAlg(seq);
    if (!parsed.ok) continue;
    const painting = stateToPainting(applyMoves(SOLVED, parsed.moves));
    // Facelet 4f is the first sticker of face f (U R F D L B); on a solved cube the whole face.
    if ((['U', 'R', 'F', 'D', 'L', 'B'] as const).every((face, f) => painting[f * 4] === scheme[face])) return seq;
  }
  return null;
}
