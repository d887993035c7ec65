/**
 * Named regions of a source file, the `// #region NAME` … `// #endregion`
 * convention that VS Code, VitePress and TypeDoc also read. Code cells in the
 * chapters show such a region of a file in `solver/src`, so a listing in the
 * prose can never drift from the code that actually runs.
 *
 * Pure string work: no file system, so it is unit-tested directly
 * (tests/site/source-region.test.ts) and used at build time by Source.astro.
 */

const REGION_START = /^\s*\/\/\s*#region\b\s*(.*?)\s*$/;
const REGION_END = /^\s*\/\/\s*#endregion\b/;

/** Thrown for a missing, duplicated or unterminated region; fails the build. */
export class SourceRegionError extends Error {
  override name = 'SourceRegionError';
}

/** Names of every region in `source`, in order of appearance (nested ones too). */
export function listRegions(source: string): string[] {
  const names: string[] = [];
  for (const line of source.split(/\r?\n/)) {
    const start = REGION_START.exec(line);
    if (start) names.push(start[1]);
  }
  return names;
}

/**
 * The lines of region `name`, without its marker lines and without the marker
 * lines of regions nested inside it, dedented and trimmed of blank edges.
 *
 * @param file only used in error messages, e.g. `bfs.ts`.
 * @example
 *   extractRegion('a\n  // #region x\n  b()\n  // #endregion\n', 'x') === 'b()'
 */
export function extractRegion(source: string, name: string, file = '<source>'): string {
  const lines = source.split(/\r?\n/);
  const starts = lines.flatMap((line, index) => (REGION_START.exec(line)?.[1] === name ? [index] : []));
  if (starts.length === 0) {
    const available = listRegions(source);
    throw new SourceRegionError(
      `region "${name}" not found in ${file}` +
        (available.length ? ` (regions there: ${available.join(', ')})` : ' (it has no // #region markers)'),
    );
  }
  if (starts.length > 1) {
    throw new SourceRegionError(`region "${name}" appears ${starts.length} times in ${file}; region names must be unique`);
  }

  const body: string[] = [];
  let depth = 1;
  for (let index = starts[0] + 1; index < lines.length; index++) {
    const line = lines[index];
    if (REGION_START.test(line)) {
      depth++;
      continue;
    }
    if (REGION_END.test(line)) {
      depth--;
      if (depth === 0) return dedent(trimBlankEdges(body)).join('\n');
      continue;
    }
    body.push(line);
  }
  throw new SourceRegionError(`region "${name}" in ${file} (line ${starts[0] + 1}) has no matching // #endregion`);
}

function trimBlankEdges(lines: string[]): string[] {
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first].trim() === '') first++;
  while (last > first && lines[last - 1].trim() === '') last--;
  return lines.slice(first, last);
}

/** Removes the indentation common to every non-blank line (tabs count as one character). */
export function dedent(lines: string[]): string[] {
  let common = Infinity;
  for (const line of lines) {
    if (line.trim() === '') continue;
    common = Math.min(common, line.length - line.trimStart().length);
  }
  if (!Number.isFinite(common) || common === 0) return lines.map((line) => line.trimEnd());
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(common).trimEnd()));
}
