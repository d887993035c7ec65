/**
 * checkFile, the grader's engine: a student's file in a worker thread, ended
 * by its time limit or its memory limit, its errors located in the file, its
 * console kept apart and capped. Limits are shortened here (the options the
 * grader documents) so a runaway file costs a fraction of a second.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/cells/check-file.ts';
import { CELL_LOG_LINES } from '../../src/cells/cell-protocol.ts';

const folder = mkdtempSync(join(tmpdir(), 'pocket-cube-check-'));
function file(name: string, source: string): string {
  const path = join(folder, name);
  writeFileSync(path, source);
  return path;
}

describe('checkFile', () => {
  it('ends an endless loop at the time limit, and says so', async () => {
    const outcome = await checkFile('rank', file('loop.js', 'export function rank() { for (;;) {} }'), { timeLimitMs: 300 });
    expect(outcome).toEqual({ ok: false, error: { kind: 'timeout', message: 'the code did not finish within 0.3 s' } });
  });

  it('ends a runaway allocation at the memory limit, and says so', async () => {
    const outcome = await checkFile('rank', file('grow.js', 'export function rank() { const a = []; for (;;) a.push({ n: a.length }); }'), { heapMb: 32 });
    expect(outcome).toEqual({ ok: false, error: { kind: 'crashed', message: 'the code used more than its 32 MB of memory' } });
  });

  it('locates a thrown error at its line and column in the student\'s file', async () => {
    const source = ['export function rank(perm) {', '  if (perm[0] === 3) {', "    throw new TypeError('no threes');", '  }', '  return 0;', '}'].join('\n');
    const outcome = await checkFile('rank', file('throws.js', source));
    expect(outcome).toEqual({ ok: false, error: { kind: 'runtime', message: 'TypeError: no threes', line: 3, column: 11 } });
  });

  it('locates a syntax error before anything runs', async () => {
    const outcome = await checkFile('rank', file('syntax.js', 'export function rank(perm) {\n  return perm.reduce((a, b) => a + b, 0;\n}\n'));
    expect(outcome).toEqual({ ok: false, error: { kind: 'syntax', message: 'Unexpected token', line: 2, column: 40 } });
  });

  it('names a missing or mistyped export, and an answer of the wrong type with the call that gave it', async () => {
    expect(await checkFile('bfs', file('none.js', 'export const x = 1;'))).toEqual({
      ok: false,
      error: { kind: 'missing-export', message: 'the module must export a function named bfs (export function bfs(…) { … })' },
    });
    const wrong = await checkFile('rank', file('string.js', 'export function rank(perm) { return perm.join(""); }'));
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'bad-answer', message: 'rank([0,1,2,3,4,5,6]) returned "0123456"; it must return a number' } });
    const promise = await checkFile('pruning', file('async.js', 'export async function allowed() { return true; }'));
    expect(promise).toMatchObject({ ok: false, error: { kind: 'bad-answer' } });
    expect(!promise.ok && promise.error.message).toContain('a Promise');
  });

  it('keeps the student\'s console apart, capped, and still judges', async () => {
    const lines: string[] = [];
    let dropped = 0;
    const outcome = await checkFile('rank', file('chatty.js', 'let n = 0;\nexport function rank(perm) { console.log("call", n); return n++; }'), {
      onLog: (message) => (message.type === 'log' ? lines.push(message.text) : (dropped = message.count)),
    });
    expect(lines).toHaveLength(CELL_LOG_LINES);
    expect(lines[0]).toBe('call 0');
    expect(dropped).toBeGreaterThan(5040 - CELL_LOG_LINES);
    expect(outcome.ok && outcome.verdict.exercise === 'rank' && outcome.verdict.pass).toBe(true);
  });
});
