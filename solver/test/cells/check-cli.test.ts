/**
 * `pocket-cube check` as a teacher runs it: exit 0 only on a pass, the
 * verdict in words, --json as one JSON value per line, usage errors with
 * exit 2. The verdicts themselves are tested over every preset in
 * tests/solver/cell-checks.test.ts, through the same checkFile.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const example = (id: string) => fileURLToPath(new URL(`../../examples/cells/${id}.js`, import.meta.url));

describe('pocket-cube check', () => {
  it('passes the notebook\'s rank with exit 0 and says why', async () => {
    const { code, stdout } = await runCli(['check', 'rank', example('rank')]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('PASS rank: lehmer');
    expect(stdout).toContain('unrank undoes rank');
  });

  it('fails a mistake with exit 1; --json gives one verdict line with the diagnosis and the counterexample', async () => {
    const { code, stdout } = await runCli(['check', 'pruning', example('pruning-article'), '--json']);
    expect(code).toBe(1);
    const records = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ type: 'verdict', exercise: 'pruning', pass: false, diagnosis: 'loses-optimal-qtm' });
    expect(records[0].verdict.metrics[1].example).toMatchObject({ scramble: 'U2', solution: 'U U', forbidden: ['U', 'U'] });
  });

  it('reports the student\'s error with exit 1, as JSON with its line', async () => {
    const { code, stdout } = await runCli(['check', 'heuristic', fileURLToPath(new URL('./fixtures/throws-at-line-3.js', import.meta.url)), '--json']);
    expect(code).toBe(1);
    expect(JSON.parse(stdout.trim())).toMatchObject({ type: 'error', exercise: 'heuristic', error: { kind: 'runtime', line: 3 } });
  });

  it('refuses an unknown exercise or a missing file with exit 2 and the usage', async () => {
    const unknown = await runCli(['check', 'ranks', example('rank')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('check needs an exercise: rank, move, bfs, heuristic, pruning (got "ranks")');
    const missing = await runCli(['check', 'rank', 'no-such-file.js']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file: no-such-file.js');
  });
});
