/**
 * The licences every page's footer names (LICENSE, LICENSE-CONTENT.md): the
 * text and figures under CC BY 4.0, the code under MIT. The MIT link goes to
 * the repository's LICENSE when the build knows the repository
 * (repository.build.ts), else to the licence's published text.
 */
import { repositoryFileHref } from './repository.build.ts';

export const CONTENT_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export const codeLicenceHref: string = repositoryFileHref('LICENSE') ?? 'https://opensource.org/license/mit';
