/**
 * The article's program, corrected, in Java (java/PocketCube.java): compiled with the JDK's
 * javac into a temporary folder and run as a reader runs it. Every answer must solve the cube
 * as held (the independent facelet referee, tests/referee/facelet-cube.ts, which shares no code
 * with either program) and be as short as the TypeScript solver's optimal answer.
 *
 * The scrambles come from a pinned seed (printed; JAVA_TEST_SEED overrides it): scrambles over
 * all six faces with rotations and wide turns, random states from the solver's generator held
 * in a random way, and states at God's number, the Java program's slowest. They run in one
 * Java process (--batch), so its tables are built once.
 *
 * No JDK is a failure, not a skip: CI installs one (.ci/run), and a skipped test would let the
 * program rot unseen.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomScramble, seededRandom, solve } from 'pocket-cube-solver';
import { PUBLISHED_HISTOGRAM, randomScrambleAtDistance } from 'pocket-cube-solver/internals';
import { randomHeldScramble, solvesAsHeld } from '../referee/facelet-cube.ts';

const SOURCE = fileURLToPath(new URL('../../java/PocketCube.java', import.meta.url));
const SEED = Number(process.env.JAVA_TEST_SEED ?? 37);
const GODS_NUMBER = PUBLISHED_HISTOGRAM.htm.length - 1;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

let classes = '';

function java(args: readonly string[], input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile('java', ['-cp', classes, 'PocketCube', ...args], { maxBuffer: 1 << 24, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
    child.stdin!.end(input, 'utf8');
  });
}

/** The last line of stdout: the solution alone, by the program's contract. */
function lastLine(stdout: string): string {
  const lines = stdout.replace(/\n$/, '').split('\n');
  return lines[lines.length - 1];
}

/** The seeded set: 36 scrambles, printed with the seed when the test runs. */
function scrambles(seed: number): string[] {
  const random = seededRandom(seed);
  const rotations = ['', 'x', "y'", 'z2', 'x y', "z' x2"];
  const pick = <T,>(items: readonly T[]) => items[random.int(items.length)];
  const fixed = ['', 'D R', 'y R', "L' B x D2", 'Uw R Fw2', 'R U R’ U′ Lw2′'];
  const held = Array.from({ length: 20 }, (_, i) => randomHeldScramble(seed * 7919 + i, 4 + (i % 17)));
  const states = Array.from({ length: 6 }, () => `${randomScramble(random).scramble} ${pick(rotations)}`.trim());
  const antipodes = Array.from({ length: 4 }, () => `${pick(rotations.slice(1))} ${randomScrambleAtDistance(random, GODS_NUMBER).scramble}`);
  return [...fixed, ...held, ...states, ...antipodes];
}

beforeAll(() => {
  try {
    execFileSync('javac', ['-version'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `javac was not found or does not run (${(error as Error).message}). This test compiles java/PocketCube.java and needs a JDK 17 or later: ` +
        'on Debian, apt-get install default-jdk-headless (.ci/run installs it).',
    );
  }
  classes = mkdtempSync(join(tmpdir(), 'pocket-cube-java-'));
  execFileSync('javac', ['-Xlint:all', '-Werror', '--release', '17', '-d', classes, SOURCE], { stdio: 'pipe' });
});

afterAll(() => {
  if (classes) rmSync(classes, { recursive: true, force: true });
});

describe('java/PocketCube.java, the corrected program', () => {
  it(`answers a seeded batch (seed ${SEED}) optimally, each answer solving the cube as held`, async () => {
    const set = scrambles(SEED);
    console.log(`java/PocketCube.java: seed ${SEED}, ${set.length} scrambles:\n${set.map((s) => `  ${s || '(solved)'}`).join('\n')}`);
    const run = await java(['--batch'], set.map((s) => `${s}\n`).join(''));
    expect(run.code, run.stderr).toBe(0);
    const answers = run.stdout.split('\n').slice(0, -1);
    expect(answers).toHaveLength(set.length);
    set.forEach((scramble, i) => {
      const answer = answers[i];
      expect(answer, `"${scramble}" → "${answer}": moves separated by single spaces, U/R/F only`).toMatch(/^((U|R|F)(2|')?( (?!$)|$))*$/);
      expect(solvesAsHeld(scramble, answer), `"${scramble}" → "${answer}" does not solve the cube as held`).toBe(true);
      const optimal = solve(scramble);
      if (!optimal.ok) throw new Error(optimal.error.message);
      expect(answer === '' ? 0 : answer.split(' ').length, `"${scramble}" → "${answer}", the TypeScript solver's optimum is ${optimal.length}`).toBe(optimal.length);
    });
    // What the program says about its own speed (stderr in batch mode), for the record.
    console.log(run.stderr.trim());
  });

  it('reads the scramble as one move per argument or as one argument with spaces, and prints the solution last', async () => {
    const apart = await java(['D', "L'", 'x', 'B2']);
    const together = await java(["D L' x B2"]);
    expect(apart.code, apart.stderr).toBe(0);
    expect(lastLine(apart.stdout)).toBe(lastLine(together.stdout));
    expect(solvesAsHeld("D L' x B2", lastLine(apart.stdout))).toBe(true);
    expect(apart.stdout.split('\n').length).toBeGreaterThan(2); // earlier lines: timings
    const solved = await java([]);
    expect(solved.code).toBe(0);
    expect(lastLine(solved.stdout)).toBe('');
    const yR = await java(['y', 'R']);
    expect(lastLine(yR.stdout)).toBe("R'");
  });

  it('rejects what it cannot read: a message on stderr naming the move, exit code 2', async () => {
    for (const bad of [['R', 'Q'], ['r'], ['M2'], ['U3'], ['(R', 'U)'], ['--fast']]) {
      const run = await java(bad);
      expect(run.code, bad.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/cannot read ".+" \(move \d+\)/);
      expect(run.stdout).toBe('');
    }
    const batch = await java(['--batch'], "R U\nR U Q\nF\n");
    expect(batch.code).toBe(2);
    expect(batch.stderr).toContain('line 2');
    expect(batch.stdout.split('\n')[0]).not.toBe('');
  });
});
