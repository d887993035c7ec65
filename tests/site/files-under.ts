/** The site tests that read the source tree as text walk it with this. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` whose name matches `pattern`, depth first. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, pattern) : pattern.test(name) ? [path] : [];
  });
}
