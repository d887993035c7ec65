import { describe, expect, it } from 'vitest';
import { dedent, extractRegion, listRegions, SourceRegionError } from '../../src/lib/source-region.ts';

const SOURCE = [
  'import { x } from "./x.ts";',
  '',
  '// #region outer',
  'export function outer() {',
  '  // #region inner',
  '  const y = 1;',
  '  // #endregion',
  '  return y;',
  '}',
  '// #endregion',
  '',
  'class A {',
  '    // #region method',
  '',
  '    run() {',
  '      return 2;',
  '    }',
  '',
  '    // #endregion method',
  '}',
].join('\n');

describe('extractRegion', () => {
  it('returns the lines between the markers', () => {
    expect(extractRegion(SOURCE, 'inner')).toBe('const y = 1;');
  });

  it('drops the marker lines of nested regions but keeps their code', () => {
    expect(extractRegion(SOURCE, 'outer')).toBe(
      ['export function outer() {', '  const y = 1;', '  return y;', '}'].join('\n'),
    );
  });

  it('dedents and trims blank edge lines', () => {
    expect(extractRegion(SOURCE, 'method')).toBe(['run() {', '  return 2;', '}'].join('\n'));
  });

  it('accepts a name after #endregion and CRLF line endings', () => {
    expect(extractRegion(SOURCE.replaceAll('\n', '\r\n'), 'method')).toBe(['run() {', '  return 2;', '}'].join('\n'));
  });

  it('does not match a region whose name only starts with the requested one', () => {
    const source = '// #region innerLoop\na\n// #endregion\n';
    expect(() => extractRegion(source, 'inner')).toThrow(SourceRegionError);
  });

  it('throws a message naming the file and the regions that exist', () => {
    expect(() => extractRegion(SOURCE, 'missing', 'bfs.ts')).toThrow(
      'region "missing" not found in bfs.ts (regions there: outer, inner, method)',
    );
  });

  it('says so when a file has no markers at all', () => {
    expect(() => extractRegion('const a = 1;', 'a', 'a.ts')).toThrow('it has no // #region markers');
  });

  it('throws on an unterminated region', () => {
    expect(() => extractRegion('// #region open\nconst a = 1;\n', 'open', 'a.ts')).toThrow(
      'region "open" in a.ts (line 1) has no matching // #endregion',
    );
  });

  it('throws on a duplicated region name', () => {
    const source = '// #region a\n1\n// #endregion\n// #region a\n2\n// #endregion\n';
    expect(() => extractRegion(source, 'a', 'a.ts')).toThrow('appears 2 times');
  });
});

describe('listRegions', () => {
  it('lists regions in order of appearance', () => {
    expect(listRegions(SOURCE)).toEqual(['outer', 'inner', 'method']);
  });
});

describe('dedent', () => {
  it('keeps relative indentation and blank lines', () => {
    expect(dedent(['    a', '', '      b'])).toEqual(['a', '', '  b']);
  });
});
