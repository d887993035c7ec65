/**
 * The article's program, corrected, in Java (java/PocketCube.java, issue 37): where the
 * article page and chapter 9 link to it, and the facts they state about it.
 *
 * The link goes to the file in the repository when the build knows the repository
 * (repository.build.ts), else to the copy the site serves at java/PocketCube.java
 * (src/pages/java/PocketCube.java.ts), built from the same checkout as the page; both pages
 * offer that copy as a download either way.
 */
import { METRIC_MOVES } from 'pocket-cube-solver/internals';
import { withBase } from './paths.ts';
import { repositoryFileHref } from './repository.build.ts';

const PATH = 'java/PocketCube.java';
const siteHref = withBase(PATH);
const repositoryHref = repositoryFileHref(PATH);

export const javaProgram = {
  /** The file, relative to the repository's root. */
  path: PATH,
  /** The file in the repository, or undefined when the build does not know the repository. */
  repositoryHref,
  /** The copy this site serves, under the base path. */
  siteHref,
  /** Where a page's main link goes: the repository if known, else the site's copy. */
  href: repositoryHref ?? siteHref,
  /** The oldest JDK it compiles with (tests/java/pocket-cube-java.test.ts compiles with --release 17). */
  jdk: 17,
  /** The moves its search turns: the notebook's HTM moves, in the same order. */
  moves: METRIC_MOVES.htm.map((m) => m.name),
} as const;
