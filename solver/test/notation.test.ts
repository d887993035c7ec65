import { describe, expect, it } from 'vitest';
import { MAX_EXPANDED_MOVES, parseAlg } from '../src/notation.ts';
import { applyMoveNames, scrambleToState } from '../src/apply.ts';
import { isSolvedAsHeld } from '../src/canonical.ts';
import { isSolved, sameState } from '../src/corner-state.ts';
import { classicMovesOf } from '../src/classic/notation.ts';
import { scrambleToCube } from '../src/three/cube-state.ts';

function error(text: string) {
  const r = parseAlg(text);
  if (r.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return r.error;
}

function stateOf(text: string) {
  const r = scrambleToState(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('parseAlg', () => {
  it('reads every face with every suffix', () => {
    const r = parseAlg("U D R L F B U' D2 R2' L’ F′ B2");
    expect(r.ok && r.moves.map((m) => [m.family, m.quarterTurns])).toEqual([
      ['U', 1], ['D', 1], ['R', 1], ['L', 1], ['F', 1], ['B', 1], ['U', 3], ['D', 2], ['R', 2], ['L', 3], ['F', 3], ['B', 2],
    ]);
  });

  it('maps rotations and wide turns to rotations', () => {
    const r = parseAlg("x y' z2 Rw Lw Uw' Dw2 Fw Bw");
    expect(r.ok && r.moves.map((m) => `${m.family}${m.quarterTurns}`)).toEqual(['x1', 'y3', 'z2', 'x1', 'x3', 'y3', 'y2', 'z1', 'z3']);
  });

  it('records the column of each move', () => {
    const r = parseAlg("R  U'\tF2");
    expect(r.ok && r.moves.map((m) => m.column)).toEqual([1, 4, 7]);
  });

  it('accepts moves without spaces', () => {
    const r = parseAlg("RUR'U'");
    expect(r.ok && r.moves.map((m) => m.text)).toEqual(['R', 'U', "R'", "U'"]);
  });

  it('treats empty and blank input as no moves', () => {
    expect(parseAlg('')).toEqual({ ok: true, moves: [] });
    expect(parseAlg(' \t\n ')).toEqual({ ok: true, moves: [] });
  });

  it('expands groups with a repeat count or a prime', () => {
    const r = parseAlg("(R U)3 (R U)'");
    expect(r.ok && r.moves.map((m) => m.text + m.quarterTurns)).toEqual(['R1', 'U1', 'R1', 'U1', 'R1', 'U1', 'U3', 'R3']);
  });

  it('names an unknown move and its column', () => {
    expect(error('R U X2')).toEqual({ kind: { code: 'unknown-move' }, message: 'unknown move "X2" at column 5', token: 'X2', column: 5, length: 2 });
  });

  it('hints at wide notation for lowercase face letters', () => {
    expect(error('R r').message).toBe('unknown move "r" (wide turns are written Rw) at column 3');
  });

  it('rejects a bad suffix', () => {
    expect(error('R3').message).toContain('bad suffix "3" on move "R3"');
    expect(error("U R''").column).toBe(3);
    expect(error('Rw3').token).toBe('Rw3');
  });

  it('says in a bad suffix\'s message every suffix a move takes (issue 37: R2\' is one)', () => {
    const message = error('R3').message;
    const named = /\(a move takes no suffix, (.+)\)/.exec(message)?.[1].split(/, | or /) ?? [];
    for (const suffix of named) expect(parseAlg(`R${suffix}`).ok, suffix).toBe(true);
    for (const suffix of ['2', "'", "2'"]) expect(named, message).toContain(suffix);
  });

  it('refuses slice moves on the 2×2×2 with a message of their own, and reads them for the 3×3×3', () => {
    expect(error("R M' U")).toMatchObject({ kind: { code: 'slice-move' }, token: "M'", column: 3 });
    expect(error('E').message).toBe('"E" is a slice move: a 2×2×2 has no middle layer to turn (M, E and S are for the 3×3×3) at column 1');
    const r = parseAlg("M E' S2", { slices: true });
    expect(r.ok && r.moves.map((m) => `${m.family}${m.quarterTurns}`)).toEqual(['x3', 'y1', 'z2']);
    expect(scrambleToState('M').ok).toBe(false);
  });

  it('rejects stray characters', () => {
    expect(error('R, U')).toMatchObject({ token: ',', column: 2 });
    expect(error('R U #').message).toBe('unexpected character "#" at column 5');
  });

  it('rejects unbalanced parentheses and bad repeat counts', () => {
    expect(error('(R U').message).toBe('unclosed "(" at column 1');
    expect(error('R U)').message).toBe('unmatched ")" at column 4');
    expect(error('(R U)0').message).toContain('bad repeat count "0"');
  });

  it('refuses input that expands past the limit instead of freezing', () => {
    expect(error('(R U)999999999').message).toContain(`more than ${MAX_EXPANDED_MOVES.toLocaleString('en')} moves`);
    // An empty group repeated any number of times is nothing, at once (the fuzz tests found it spinning once per repeat).
    const started = performance.now();
    const empty = parseAlg('R ()3000000000 U');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(empty.ok && empty.moves.map((m) => m.family)).toEqual(['R', 'U']);
  });

  it('never throws on arbitrary input', () => {
    const alphabet = "UDRLFBxyzw2'’′() \t3,.#rXu";
    let seed = 1;
    for (let k = 0; k < 3000; k++) {
      let s = '';
      for (let i = 0; i < 12; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        s += alphabet[seed % alphabet.length];
      }
      const r = parseAlg(s);
      if (!r.ok) expect(r.error.column).toBeGreaterThanOrEqual(1);
    }
  });

  it('parses and applies 100,000 tokens', () => {
    const long = Array.from({ length: 100_000 }, (_, i) => ['R', "U'", 'F2', 'D', 'x'][i % 5]).join(' ');
    const r = scrambleToState(long);
    expect(r.ok && r.moves.length).toBe(100_000);
  });
});

describe('scrambleToState', () => {
  it('empty input is the solved cube', () => {
    expect(isSolved(stateOf(''))).toBe(true);
  });

  it('D, L, B equal U, R, F plus a rotation', () => {
    expect(sameState(stateOf('D'), stateOf("U y'"))).toBe(true);
    expect(sameState(stateOf("D'"), stateOf("U' y"))).toBe(true);
    expect(sameState(stateOf('L'), stateOf("R x'"))).toBe(true);
    expect(sameState(stateOf('B2'), stateOf('F2 z2'))).toBe(true);
  });

  it('rotations alone leave the solved cube solved', () => {
    for (const alg of ['x', 'y2', "z'", 'Rw', "Uw'", 'x y z']) expect(isSolved(stateOf(alg))).toBe(true);
  });

  it('a rotation before a turn only changes how the cube is held: "y R" is solved by R′, like "R"', () => {
    // The reader turns whatever face is on the right after y; the recoloured
    // state is that of a plain R, so the answer R′ is the turn they make.
    expect(sameState(stateOf('y R'), stateOf('R'))).toBe(true);
    expect(sameState(stateOf('x U'), stateOf('U'))).toBe(true);
    expect(sameState(stateOf("z2 F' x"), stateOf("F'"))).toBe(false); // the x after F′ is how the cube ends up held
  });

  it('keeps the cube as held next to its recolouring', () => {
    const r = scrambleToState('y R');
    if (!r.ok) throw new Error('parse');
    expect(sameState(r.held, r.state)).toBe(false); // held: the cube is turned by y in space
    expect(isSolvedAsHeld(applyMoveNames(r.held, ["R'"]))).toBe(true);
  });

  it('any notation lands on a DBL-fixed state', () => {
    for (const alg of ["D L B D' L2 B'", 'Rw U Lw F', "x D y' B z2 L"]) {
      const s = stateOf(alg);
      expect(s.perm[7]).toBe(7);
      expect(s.twist[7]).toBe(0);
    }
  });
});

describe('full-width forms', () => {
  it('reads full-width letters, digits, primes and spaces as their ASCII twins', () => {
    const wide = parseAlg('ＲＵ＇　Ｆ２　（Ｒ　Ｕ）３');
    const ascii = parseAlg("RU' F2 (R U)3");
    expect(wide.ok && ascii.ok).toBe(true);
    if (wide.ok && ascii.ok) expect(wide.moves.map((m) => [m.family, m.quarterTurns])).toEqual(ascii.moves.map((m) => [m.family, m.quarterTurns]));
  });

  it('names a bad full-width token as typed, at its column', () => {
    const parsed = parseAlg('Ｒ　Ｘ２');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toEqual({ kind: { code: 'unknown-move' }, message: 'unknown move "Ｘ２" at column 3', token: 'Ｘ２', column: 3, length: 2 });
  });
});

describe('parse errors say what kind of mistake they are (for a page to word them in any language)', () => {
  const kindOf = (text: string) => {
    const r = parseAlg(text);
    if (r.ok) throw new Error(`"${text}" parsed`);
    return r.error.kind;
  };
  it.each([
    ['R # U', { code: 'unexpected-character' }],
    ['R X2', { code: 'unknown-move' }],
    ['R r', { code: 'unknown-move', wide: 'Rw' }],
    ['R U3', { code: 'bad-suffix', suffix: '3' }],
    ['R U)', { code: 'unmatched-close' }],
    ['(R U', { code: 'unclosed-open' }],
    ['(R U)0', { code: 'bad-repeat', suffix: '0' }],
    ['(R U)999999', { code: 'too-many-moves', max: MAX_EXPANDED_MOVES, inGroup: true }],
  ] as const)('%s', (text, kind) => {
    expect(kindOf(text)).toEqual(kind);
  });
  it('the face-turn-only parsers say so: the classic model and the 3×3×3', () => {
    const classic = classicMovesOf('R x');
    const three = scrambleToCube('R Rw');
    expect(!classic.ok && classic.error.kind).toEqual({ code: 'face-turns-only' });
    expect(!three.ok && three.error.kind).toEqual({ code: 'face-turns-only' });
  });
});
