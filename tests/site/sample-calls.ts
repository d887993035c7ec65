/**
 * What a catalogue function says: it is called with sample arguments (numbers, small and large, strings, a mix,
 * a boolean, a list) and every call that returns a string is kept. A catalogue function's parameters are plain
 * data (counts, move names, flags), so one of these fits each; tests/site/chinese-typography.test.ts and
 * tests/site/catalogues.test.ts read Chinese functions this way.
 */
/** Sample arguments for a catalogue function: numbers, then strings, then a mix, until one returns a string. */
export function sampleCalls(fn: (...args: unknown[]) => unknown): string[] {
  return sampleSayings(fn).map(({ text }) => text);
}

/** Each sample call that says something: the arguments it was given and what it said. */
export function sampleSayings(fn: (...args: unknown[]) => unknown): { args: unknown[]; text: string }[] {
  const n = Math.max(fn.length, 1);
  const tries: unknown[][] = [
    Array.from({ length: n }, (_, i) => 3 + i),
    Array.from({ length: n }, () => 100), // large enough that a count past 10,000 万 would show
    Array.from({ length: n }, () => 123_456_789),
    Array.from({ length: n }, () => 'R'),
    Array.from({ length: n }, (_, i) => (i % 2 ? 'R' : 5)),
    Array.from({ length: n }, (_, i) => (i % 2 ? 5 : 'R')),
    Array.from({ length: n }, () => true),
    Array.from({ length: n }, () => [3, 4]),
  ];
  const said: { args: unknown[]; text: string }[] = [];
  for (const args of tries) {
    try {
      const out = fn(...args);
      if (typeof out === 'string') said.push({ args, text: out });
      // A function that returns a row of words (a table's heads) says each of them.
      else if (Array.isArray(out) && out.length > 0 && out.every((item) => typeof item === 'string')) said.push({ args, text: out.join(' | ') });
    } catch {
      // This sample does not fit the function's parameters; the next may.
    }
  }
  return said;
}

