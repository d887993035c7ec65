/**
 * Chapter 4's bytes-per-position figure computes a Set's cost from V8's
 * layouts (src/figures/set-bytes.ts). Here real Sets are built in a child
 * Node process with --expose-gc and measured (heap in use after a full
 * collection, before and after): the formulas must agree with V8 to within
 * half a per cent. A memory measurement, not a timing: it is the same on
 * every run of the same V8, provided the heap is read when nothing else is
 * moving in it. A CI run once read the first Set 1.2 % light (about 240 KB)
 * under load, which no quiet run reproduces: so the collector runs on the
 * main thread only (--single-threaded-gc: no sweeper still freeing pages
 * when the heap is read), and one Set is built and dropped before the first
 * measurement, so that whatever the first large allocation settles in the
 * heap is settled before the 'before' reading.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { STRING_KEY_LENGTH, seenCosts, v8FlatStringBytes, v8SetCapacity, v8SetTableBytes } from '../../src/figures/set-bytes.ts';

const ENTRIES = 1_000_000;

// Runs in the child: one Set of small integers, one of 16-digit strings, one byte array.
const MEASURE = `
const N = ${ENTRIES};
const heap = () => { gc(); gc(); const m = process.memoryUsage(); return m.heapUsed + m.arrayBuffers; };
const measure = (make) => { const before = heap(); const kept = make(); const bytes = heap() - before; return [bytes, kept]; };
measure(() => { const s = new Set(); for (let i = 0; i < N; i++) s.add(i); return s; }); // warm-up, not kept
const [numbers, a] = measure(() => { const s = new Set(); for (let i = 0; i < N; i++) s.add(i); return s; });
const [strings, b] = measure(() => {
  const s = new Set(); const digits = new Array(${STRING_KEY_LENGTH});
  for (let i = 0; i < N; i++) { let x = i; for (let k = 0; k < digits.length; k++) { digits[k] = x % 3; x = Math.floor(x / 3); } s.add(digits.join('')); }
  return s;
});
const [table, c] = measure(() => new Uint8Array(N));
if (a.size !== N || b.size !== N || c.length !== N) throw new Error('lost entries');
console.log(JSON.stringify({ numbers, strings, table, compressed: process.config.variables.v8_enable_pointer_compression }));
`;

describe('bytes per position of a Set, from V8 layouts', () => {
  it('grows its capacity by doubling from 4', () => {
    expect(v8SetCapacity(1)).toBe(4);
    expect(v8SetCapacity(5)).toBe(8);
    expect(v8SetCapacity(3_674_160)).toBe(2 ** 22);
  });

  it('agrees with Sets measured in Node', () => {
    const out = execFileSync(process.execPath, ['--expose-gc', '--single-threaded-gc', '--input-type=module', '-e', MEASURE], { encoding: 'utf8' });
    const measured = JSON.parse(out) as { numbers: number; strings: number; table: number; compressed: number | boolean };
    expect(Number(measured.compressed)).toBe(0); // 8-byte words, as the formulas assume
    expect(measured.numbers / v8SetTableBytes(ENTRIES)).toBeCloseTo(1, 2);
    expect(measured.strings / (v8SetTableBytes(ENTRIES) + ENTRIES * v8FlatStringBytes(STRING_KEY_LENGTH))).toBeCloseTo(1, 2);
    expect(measured.table / ENTRIES).toBeCloseTo(1, 2); // the bytes, and a few hundred for the array objects
  });

  it('puts a Set at tens of bytes per position, the index table at one byte or half of one', () => {
    const [strings, numbers, byte, nibble] = seenCosts(3_674_160);
    expect(strings.bytesPerState).toBeGreaterThan(50);
    expect(numbers.bytesPerState).toBeGreaterThan(20);
    expect(byte.bytesPerState).toBe(1);
    expect(nibble.bytesPerState).toBe(0.5);
  });
});
