/**
 * The type of a message catalogue: the English catalogue's keys, with strings
 * and functions of the same parameters (./translation.ts), in either language.
 */
import type { Messages } from './en/index.ts';
import type { Translation } from './translation.ts';

export type { Messages } from './en/index.ts';
export type Catalogue = Translation<Messages>;
