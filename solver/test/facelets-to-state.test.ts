import { describe, expect, it } from 'vitest';
import { applyMoves } from '../src/apply.ts';
import { ROTATIONS } from '../src/canonical.ts';
import { FACES, type Face } from '../src/corner-geometry.ts';
import { SOLVED, compose, isSolved, sameState } from '../src/corner-state.ts';
import { stateOfIndex, STATE_COUNT } from '../src/coordinates.ts';
import {
  COLOUR_NAMES,
  CORNER_STICKERS,
  type Colour,
  type ColourScheme,
  STANDARD_SCHEME,
  TWISTED_CORNER_MESSAGE,
  formatPainting,
  paintingToState,
  parsePainting,
  stateToPainting,
} from '../src/facelets-to-state.ts';
import { faceletColors } from '../src/facelets.ts';
import { parseAlg } from '../src/notation.ts';
import { seededRandom } from '../src/random.ts';
import { solveState } from '../src/solve.ts';
import { scrambleToState } from '../src/apply.ts';
import { distanceTable } from '../src/bfs.ts';
import { indexOfState } from '../src/coordinates.ts';
import { applyAlg, netColours, randomHeldScramble, solvesAsHeld } from '../../tests/referee/facelet-cube.ts';

const SOLVED_PAINTING = stateToPainting(SOLVED);

function randomState(rng: ReturnType<typeof seededRandom>) {
  return stateOfIndex(rng.uint32() % STATE_COUNT);
}

/** Turns one corner piece in place: each of its stickers moves `k` slots on (slots run clockwise seen from outside). */
function turnCorner(painting: Colour[], corner: number, k: number): void {
  const slots = CORNER_STICKERS[corner];
  const old = slots.map((i) => painting[i]);
  slots.forEach((i, slot) => {
    painting[i] = old[(slot - k + 3) % 3];
  });
}

function randomScheme(random: () => number): ColourScheme {
  const colours = [...FACES];
  for (let i = colours.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [colours[i], colours[j]] = [colours[j], colours[i]];
  }
  return Object.fromEntries(FACES.map((face, i) => [face, colours[i]])) as unknown as ColourScheme;
}

function kinds(painting: readonly (Colour | null)[]): string[] {
  const result = paintingToState(painting);
  return result.ok ? [] : result.problems.map((p) => p.kind);
}

function problemsOf(painting: readonly (Colour | null)[]) {
  const result = paintingToState(painting);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('painting ↔ state', () => {
  it('reads the solved cube as the solved state in the standard scheme', () => {
    const result = paintingToState(SOLVED_PAINTING);
    expect(result.ok && isSolved(result.state)).toBe(true);
    expect(result.ok && result.scheme).toEqual(STANDARD_SCHEME);
  });

  it('round-trips 1,000 random DBL-fixed states in random colour schemes (any six colours on any faces)', () => {
    const rng = seededRandom(16);
    const random = () => rng.uint32() / 2 ** 32;
    for (let k = 0; k < 1000; k++) {
      const state = stateOfIndex(Math.floor(random() * STATE_COUNT));
      const scheme = randomScheme(random);
      const painting = stateToPainting(state, scheme);
      const result = paintingToState(painting);
      if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
      expect(sameState(result.state, state)).toBe(true);
      expect(result.scheme).toEqual(scheme);
      expect(stateToPainting(result.state, result.scheme)).toEqual(painting);
    }
  });

  it('reads a cube held any of the 24 ways as held: the U/R/F solution found solves the painted cube in the reader’s hands', () => {
    const rng = seededRandom(9);
    const random = () => rng.uint32() / 2 ** 32;
    for (let k = 0; k < 48; k++) {
      const rotation = ROTATIONS[k % 24];
      const held = compose(stateOfIndex(Math.floor(random() * STATE_COUNT)), rotation);
      const painting = stateToPainting(held);
      const result = paintingToState(painting);
      if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
      const solution = solveState(result.state, { metric: k % 2 ? 'qtm' : 'htm' }).moves!;
      const parsed = parseAlg(solution.join(' '));
      if (!parsed.ok) throw new Error(parsed.error.message);
      // Applied to the cube exactly as held (no canonicalising), every face ends one colour.
      const after = faceletColors(applyMoves(held, parsed.moves));
      for (let face = 0; face < 6; face++) expect(new Set(after.slice(face * 4, face * 4 + 4)).size).toBe(1);
    }
  });

  it('paintings of 300 random held scrambles (all faces, rotations, wide turns), drawn by the independent referee, are solved as held and optimally', () => {
    for (const metric of ['htm', 'qtm'] as const) {
      const table = distanceTable(metric);
      for (let seed = 1; seed <= 150; seed++) {
        const scramble = randomHeldScramble(seed * 31 + (metric === 'qtm' ? 7 : 0), 14);
        const painting = netColours(applyAlg(scramble));
        const result = paintingToState(painting);
        if (!result.ok) throw new Error(`${scramble}: ${result.problems[0].message}`);
        const solution = solveState(result.state, { metric }).moves!;
        expect(solvesAsHeld(scramble, solution.join(' ')), `${scramble} → ${solution.join(' ')}`).toBe(true);
        // Optimal: as long as the BFS distance of the scramble's own position.
        const scrambled = scrambleToState(scramble);
        if (!scrambled.ok) throw new Error(scrambled.error.message);
        expect(solution.length).toBe(table.distance[indexOfState(scrambled.state)]);
      }
    }
  });

  it('parses and formats the 24-letter form, with . for unpainted stickers', () => {
    const text = formatPainting(SOLVED_PAINTING);
    expect(text).toBe('UUUURRRRFFFFDDDDLLLLBBBB');
    expect(parsePainting(text)).toEqual(SOLVED_PAINTING);
    expect(parsePainting('.'.repeat(24))).toEqual(new Array(24).fill(null));
    expect(parsePainting('UUUU')).toBeNull();
    expect(parsePainting('X'.repeat(24))).toBeNull();
  });
});

describe('painting problems, each with the stickers to mark', () => {
  it('unpainted stickers', () => {
    const painting: (Colour | null)[] = [...SOLVED_PAINTING];
    painting[3] = null;
    painting[17] = null;
    const [problem] = problemsOf(painting);
    expect(problem).toMatchObject({ kind: 'unpainted', message: '2 stickers are not painted yet.', stickers: [3, 17] });
  });

  it('a colour used more or fewer than four times', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    painting[0] = 'R'; // one white sticker painted red
    const problems = problemsOf(painting);
    const count = problems.find((p) => p.kind === 'count')!;
    expect(count.message).toBe('Each colour covers exactly four stickers, but white is on 3 and red is on 5.');
    expect([...count.stickers].sort((a, b) => a - b)).toEqual([0, 4, 5, 6, 7]);
  });

  it('a corner with a repeated colour', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    const [ud, a] = CORNER_STICKERS[0]; // URF
    painting[a] = painting[ud];
    painting[CORNER_STICKERS[6][0]] = 'R'; // keep counts… not needed; only the corner problem is asserted
    const repeated = problemsOf(painting).find((p) => p.kind === 'repeated')!;
    expect(repeated.message).toBe('The up-front-right corner has two white stickers; every corner shows three different colours.');
    expect(repeated.stickers).toEqual(CORNER_STICKERS[0]);
  });

  it('a corner with two opposite colours', () => {
    // Swap a white and a yellow sticker between URF and DFR: both corners then hold white and yellow.
    const painting: Colour[] = [...SOLVED_PAINTING];
    const urfSide = CORNER_STICKERS[0][1];
    const dfrBottom = CORNER_STICKERS[4][0];
    [painting[urfSide], painting[dfrBottom]] = [painting[dfrBottom], painting[urfSide]];
    const opposite = problemsOf(painting).filter((p) => p.kind === 'opposite');
    expect(opposite.map((p) => p.stickers)).toContainEqual(CORNER_STICKERS[0]);
    expect(opposite[0].message).toMatch(/has white and yellow, which are opposite faces on (your|a standard) cube/);
  });

  it('a mirror-image corner (two of its stickers swapped)', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    const [, a, b] = CORNER_STICKERS[2]; // ULB
    [painting[a], painting[b]] = [painting[b], painting[a]];
    const problems = problemsOf(painting);
    expect(problems.map((p) => p.kind)).toEqual(['mirrored']);
    expect(problems[0].stickers).toEqual(CORNER_STICKERS[2]);
    expect(problems[0].message).toMatch(/^The up-back-left corner is a mirror image/);
  });

  it('a colour triple used twice', () => {
    // Paint DFR like URF: four faces miscount too, but the duplicate is named with both corners.
    const painting: Colour[] = [...SOLVED_PAINTING];
    const urf = CORNER_STICKERS[0].map((i) => painting[i]);
    // DFR (D, F, R) painted white, green, red in an order that is a real corner seen from DFR's position
    const dfr = CORNER_STICKERS[4];
    painting[dfr[0]] = urf[0];
    painting[dfr[1]] = urf[2];
    painting[dfr[2]] = urf[1];
    const duplicate = problemsOf(painting).find((p) => p.kind === 'duplicate')!;
    expect(duplicate.message).toBe('The up-front-right corner and the down-front-right corner both show white, red and green: a cube has only one such corner.');
    expect(duplicate.stickers).toEqual([...CORNER_STICKERS[0], ...CORNER_STICKERS[4]]);
  });

  it('one corner twisted in place, in the exact words of the issue', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    const [a, b, c] = CORNER_STICKERS[0];
    [painting[a], painting[b], painting[c]] = [painting[c], painting[a], painting[b]];
    const problems = problemsOf(painting);
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('twist');
    expect(problems[0].message.startsWith(TWISTED_CORNER_MESSAGE)).toBe(true);
    expect(TWISTED_CORNER_MESSAGE).toBe("One corner is twisted in place — this cube can't be solved as painted; pop it out and turn it.");
  });

  it('names the twisted corner and marks its stickers', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    const [a, b, c] = CORNER_STICKERS[0];
    [painting[a], painting[b], painting[c]] = [painting[c], painting[a], painting[b]];
    const [problem] = problemsOf(painting);
    expect(problem.message).toBe(`${TWISTED_CORNER_MESSAGE} Turning the up-front-right corner (marked) so that its white sticker faces up makes it solvable.`);
    expect(problem.stickers).toEqual([...CORNER_STICKERS[0]]);
  });

  it('every twisted painting names a corner whose turn makes it a cube', () => {
    // Twist one corner of many real cubes in place; follow the message's instruction and read again.
    const rng = seededRandom(11);
    for (let trial = 0; trial < 300; trial++) {
      const state = randomState(rng);
      const painting: Colour[] = stateToPainting(state);
      const victim = rng.uint32() % 8;
      const turns = 1 + (rng.uint32() % 2);
      turnCorner(painting, victim, turns);
      const [problem] = problemsOf(painting);
      expect(problem.kind).toBe('twist');
      expect(problem.stickers).toHaveLength(3);
      const corner = CORNER_STICKERS.findIndex((s) => s.every((i) => problem.stickers.includes(i)));
      expect(corner).toBeGreaterThanOrEqual(0);
      // The instruction: a third of a turn one way or the other; exactly one of them must read as a cube.
      const fixes = [1, 2].filter((k) => {
        const tried = [...painting];
        turnCorner(tried, corner, k);
        return paintingToState(tried).ok;
      });
      expect(fixes).toHaveLength(1);
      const match = /so that its (\w+) sticker faces (up|down)|a third of a turn (clockwise|counter-clockwise)/.exec(problem.message);
      expect(match).not.toBeNull();
      const fixed = [...painting];
      turnCorner(fixed, corner, fixes[0]);
      if (match![1]) {
        const [ud] = CORNER_STICKERS[corner];
        expect(COLOUR_NAMES[fixed[ud]]).toBe(match![1]);
      } else {
        // turnCorner(k) moves each sticker k slots clockwise (slots run clockwise seen from outside).
        expect(fixes[0] === 1 ? 'clockwise' : 'counter-clockwise').toBe(match![3]);
      }
    }
  });

  it('two corners twisted opposite ways is a real position, not an error', () => {
    const painting: Colour[] = [...SOLVED_PAINTING];
    const [a, b, c] = CORNER_STICKERS[0];
    [painting[a], painting[b], painting[c]] = [painting[c], painting[a], painting[b]];
    const [d, e, f] = CORNER_STICKERS[1];
    [painting[d], painting[e], painting[f]] = [painting[e], painting[f], painting[d]];
    expect(kinds(painting)).toEqual([]);
  });

  it('never throws: 2,000 random paintings either read or explain themselves', () => {
    const rng = seededRandom(3);
    const random = () => rng.uint32() / 2 ** 32;
    for (let k = 0; k < 2000; k++) {
      const painting = Array.from({ length: 24 }, () => FACES[Math.floor(random() * 6)] as Face);
      const result = paintingToState(painting);
      if (result.ok) expect(stateToPainting(result.state, result.scheme)).toEqual(painting);
      else for (const p of result.problems) expect(p.message.length).toBeGreaterThan(10);
    }
  });
});
