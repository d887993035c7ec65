/**
 * "Every solution solves the cube as held": the solver's answers, checked by
 * the independent facelet referee (tests/referee/facelet-cube.ts), for
 * scrambles over all six faces with rotations and wide turns mixed in, in
 * both metrics, through the library, the `--all` search and the CLI.
 * Optimality is checked against the full BFS distance table.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scrambleToState, solve } from 'pocket-cube-solver';
import { distanceTable, indexOfState, faceletColors } from 'pocket-cube-solver/internals';
import type { Metric } from 'pocket-cube-solver';
import { applyAlg, isSolvedUpToRotation, netColours, randomHeldScramble, solvedCube, solvesAsHeld } from '../referee/facelet-cube.ts';

const SCRAMBLES = 2000;

describe('the referee itself', () => {
  it('knows the solved cube, face turns of order 4, and rotations that leave it solved', () => {
    expect(isSolvedUpToRotation(solvedCube())).toBe(true);
    for (const face of ['U', 'D', 'R', 'L', 'F', 'B']) {
      expect(isSolvedUpToRotation(applyAlg(face))).toBe(false);
      expect(isSolvedUpToRotation(applyAlg(`${face} ${face} ${face} ${face}`))).toBe(true);
      expect(isSolvedUpToRotation(applyAlg(`${face} ${face}'`))).toBe(true);
      expect(isSolvedUpToRotation(applyAlg(`${face}w`))).toBe(true);
    }
    expect(isSolvedUpToRotation(applyAlg("x y' z2"))).toBe(true);
  });

  it('turns the way WCA notation says (R takes the up-front stickers to the back)', () => {
    // After R the up face's right column shows the front colour (F went up).
    const net = netColours(applyAlg('R'));
    expect(net.slice(0, 4)).toEqual(['U', 'F', 'U', 'F']);
    // After U the front face's top row shows what was on the right.
    expect(netColours(applyAlg('U')).slice(8, 10)).toEqual(['R', 'R']);
    // D = U y′ and Rw = x, as whole maps of space.
    expect(netColours(applyAlg('D'))).toEqual(netColours(applyAlg("U y'")));
    expect(netColours(applyAlg('Rw'))).toEqual(netColours(applyAlg('x')));
  });

  it('orders of known sequences, counted on stickers: R U 15, R U R′ U′ 6', () => {
    const order = (alg: string) => {
      let cube = applyAlg(alg);
      for (let k = 1; k <= 60; k++, cube = applyAlg(alg, cube)) if (isSolvedUpToRotation(cube)) return k;
      return -1;
    };
    expect(order('R U')).toBe(15);
    expect(order("R U R' U'")).toBe(6);
    expect(order('R F')).toBe(15);
  });
});

describe('solutions solve the cube as held', () => {
  it('the issue\'s examples: D R → R′ U′-like answers, y R → R′', () => {
    for (const scramble of ['D R', 'y R', "L' B x D2", 'Uw R Fw2']) {
      const r = solve(scramble);
      if (!r.ok) throw new Error(r.error.message);
      expect(solvesAsHeld(scramble, r.moves!.join(' ')), `${scramble} → ${r.moves!.join(' ')}`).toBe(true);
    }
    const yR = solve('y R');
    expect(yR.ok && yR.moves).toEqual(["R'"]);
  });

  for (const metric of ['htm', 'qtm'] as Metric[]) {
    it(`${SCRAMBLES} random scrambles with D, L, B, rotations and wide turns (${metric.toUpperCase()}): as held and optimal`, () => {
      const { distance } = distanceTable(metric);
      for (let seed = 1; seed <= SCRAMBLES; seed++) {
        const scramble = randomHeldScramble(seed * 7919 + (metric === 'qtm' ? 1 : 0), 6 + (seed % 20));
        const r = solve(scramble, { metric });
        if (!r.ok) throw new Error(r.error.message);
        const solution = r.moves!.join(' ');
        if (!solvesAsHeld(scramble, solution)) throw new Error(`${scramble} → ${solution} does not solve the cube as held`);
        const parsed = scrambleToState(scramble);
        if (!parsed.ok) throw new Error('parse');
        expect(r.length).toBe(distance[indexOfState(parsed.state)]);
      }
    });
  }

  it('every one of all optimal solutions solves the cube as held', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const scramble = randomHeldScramble(seed * 104729, 10);
      const r = solve(scramble, { allSolutions: true, maxSolutions: 50 });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.solutions.length).toBeGreaterThan(0);
      for (const s of r.solutions) expect(solvesAsHeld(scramble, s.join(' ')), `${scramble} → ${s.join(' ')}`).toBe(true);
    }
  });

  it('the cube the pages draw is the referee\'s cube as held', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const scramble = randomHeldScramble(seed * 31, 12);
      const r = scrambleToState(scramble);
      if (!r.ok) throw new Error(r.error.message);
      expect(faceletColors(r.held), scramble).toEqual(netColours(applyAlg(scramble)));
    }
  });
});

// The command a user runs (the package's bin, which runs the TypeScript source inside this repository).
const CLI = fileURLToPath(new URL('../../solver/bin/pocket-cube.js', import.meta.url));

function runCli(args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [CLI, ...args], { maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error && !stdout) reject(error);
      else resolve(stdout);
    });
    child.stdin!.end(input);
  });
}

describe('the CLI answers as held', () => {
  for (const metric of ['htm', 'qtm']) {
    it(`pocket-cube solve --json, a batch of 200 scrambles (${metric.toUpperCase()})`, async () => {
      const scrambles = Array.from({ length: 200 }, (_, i) => randomHeldScramble(i * 65537 + 3, 14));
      const out = (await runCli(['solve', '--json', '--metric', metric], scrambles.join('\n') + '\n')).trim().split('\n');
      expect(out).toHaveLength(200);
      out.forEach((line, i) => {
        const answer = JSON.parse(line);
        expect(answer.scramble).toBe(scrambles[i]);
        expect(solvesAsHeld(scrambles[i], answer.moves), `${scrambles[i]} → ${answer.moves}`).toBe(true);
      });
    });
  }

  it('pocket-cube solve --all --json: every listed solution', async () => {
    const scrambles = Array.from({ length: 30 }, (_, i) => randomHeldScramble(i * 7 + 11, 9));
    const out = (await runCli(['solve', '--all', '--json'], scrambles.join('\n') + '\n')).trim().split('\n');
    out.forEach((line, i) => {
      const answer = JSON.parse(line);
      expect(answer.solutions.length).toBeGreaterThan(0);
      for (const s of answer.solutions) expect(solvesAsHeld(scrambles[i], s), `${scrambles[i]} → ${s}`).toBe(true);
    });
  });
});
