/**
 * A hash of a module's source and of every module it imports by relative
 * path, transitively: the key of a table cached between test runs, so that a
 * change to any code that computes the table makes a new cache entry instead
 * of reusing a stale one. Packages (bare specifiers) are not followed: the
 * cached tables are computed by the solver's own code alone.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../../..');

/** `import … from './x.ts'`, `export … from '../y.ts'`, `import('./z.ts')`: the relative specifiers in a source text. */
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** SHA-256 (hex, first 16 characters) of `entries` and their relative imports, in a stable order. */
export function sourceHash(...entries: string[]): string {
  const seen = new Set<string>();
  const stack = entries.map((e) => resolve(e));
  // An explicit stack rather than recursion: import graphs can be deep.
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = join(dirname(file), specifier);
      if (existsSync(target)) stack.push(target);
    }
  }
  const hash = createHash('sha256');
  for (const file of [...seen].sort()) hash.update(`${relative(REPO, file)}\0${readFileSync(file, 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}
