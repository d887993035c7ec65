/**
 * "Open in Twizzle": a link to alg.cubing.net showing the same cube and the
 * same solution in cubing.js's player. Only a link: nothing is requested
 * from that site until the reader follows it.
 *
 * alg.cubing.net reads `puzzle`, `setup` and `alg` from the query and writes
 * moves with `_` for a space and `-` for a prime (its own share links look
 * like `?alg=R_U_R-_U-`), which keeps the link readable.
 */
import { applyMoves } from 'pocket-cube-solver/apply';
import { SOLVED } from 'pocket-cube-solver/corner-state';
import type { ColourScheme } from 'pocket-cube-solver/facelets-to-state';
import { stateToPainting } from 'pocket-cube-solver/facelets-to-state';
import { parseAlg } from 'pocket-cube-solver/notation';

const BASE = 'https://alg.cubing.net/';

function encodeAlg(alg: string): string {
  return alg.trim().replace(/\s+/g, '_').replace(/['’′]/g, '-');
}

/** The alg.cubing.net address for a 2×2×2 with this setup and algorithm. */
export function twizzleUrl(setup: string, alg: string): string {
  const parts = ['puzzle=2x2x2'];
  if (setup.trim()) parts.push(`setup=${encodeURIComponent(encodeAlg(setup)).replace(/%2D/gi, '-')}`);
  if (alg.trim()) parts.push(`alg=${encodeURIComponent(encodeAlg(alg)).replace(/%2D/gi, '-')}`);
  return `${BASE}?${parts.join('&')}`;
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
 * reaches (another colour scheme, which alg.cubing.net cannot show).
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
