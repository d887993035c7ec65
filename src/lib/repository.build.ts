/**
 * Where the site's source lives, for links to files in the repository. Like the site's own
 * address (astro.config.mjs), it comes from the build's environment: REPOSITORY_URL, e.g.
 * https://github.com/<owner>/<repo> (the deploy workflow sets it from the repository it runs
 * in), and REPOSITORY_BRANCH (default main). A local build, or the tests' build, has none:
 * then repositoryFileHref gives undefined and a page links to a copy the site serves itself.
 */

export const REPOSITORY_URL: string | undefined = process.env.REPOSITORY_URL?.replace(/\/+$/, '') || undefined;
export const REPOSITORY_BRANCH: string = process.env.REPOSITORY_BRANCH || 'main';

/** `repositoryFileHref('java/PocketCube.java')` → `https://github.com/<owner>/<repo>/blob/main/java/PocketCube.java`, or undefined. */
export function repositoryFileHref(path: string): string | undefined {
  return REPOSITORY_URL === undefined ? undefined : `${REPOSITORY_URL}/blob/${REPOSITORY_BRANCH}/${path.replace(/^\/+/, '')}`;
}
