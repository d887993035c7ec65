/**
 * Links to files in the repository (src/lib/repository.build.ts) come from the build's environment,
 * and the Java program's link (src/lib/java-program.build.ts) falls back to the copy the site serves
 * when the build does not know the repository: a local build and the tests' build link there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const repository = await import('../../src/lib/repository.build.ts');
  const { javaProgram } = await import('../../src/lib/java-program.build.ts');
  return { ...repository, javaProgram };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('links to the repository', () => {
  it('without REPOSITORY_URL: no repository link, and the Java program links to the site copy under the base path', async () => {
    vi.stubEnv('REPOSITORY_URL', '');
    const { REPOSITORY_URL, repositoryFileHref, javaProgram } = await fresh();
    expect(REPOSITORY_URL).toBeUndefined();
    expect(repositoryFileHref('java/PocketCube.java')).toBeUndefined();
    expect(javaProgram.repositoryHref).toBeUndefined();
    expect(javaProgram.href).toBe(javaProgram.siteHref);
    expect(javaProgram.siteHref).toBe(`${import.meta.env.BASE_URL}java/PocketCube.java`);
  });

  it('with REPOSITORY_URL (the deploy workflow): the file on its branch, main unless REPOSITORY_BRANCH says otherwise', async () => {
    vi.stubEnv('REPOSITORY_URL', 'https://github.com/someone/pocket-cube-notebook/');
    vi.stubEnv('REPOSITORY_BRANCH', '');
    const first = await fresh();
    expect(first.repositoryFileHref('/java/PocketCube.java')).toBe('https://github.com/someone/pocket-cube-notebook/blob/main/java/PocketCube.java');
    expect(first.javaProgram.href).toBe(first.javaProgram.repositoryHref);
    vi.stubEnv('REPOSITORY_BRANCH', 'release');
    const second = await fresh();
    expect(second.javaProgram.href).toBe('https://github.com/someone/pocket-cube-notebook/blob/release/java/PocketCube.java');
  });

  it('the Java program the pages describe: its moves are the notebook HTM moves', async () => {
    const { javaProgram } = await fresh();
    expect(javaProgram.moves).toEqual(['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"]);
  });
});
