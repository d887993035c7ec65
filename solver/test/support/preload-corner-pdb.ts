/**
 * `node --import` hook for a CLI child process (run-cli.ts): puts the shared
 * corner database from the file named by POCKET_CUBE_CORNER_PDB_FILE into the
 * solver's per-process cache before the CLI starts, so `pocket-cube solve
 * --puzzle 3x3` loads it instead of spending seconds rebuilding it. The CLI
 * imports the same module file, so it sees the same cache.
 */
import { rememberCornerPdb } from '../../src/three/corner-pdb.ts';
import { readCornerPdbFile } from './corner-pdb-file.ts';

const file = process.env.POCKET_CUBE_CORNER_PDB_FILE;
if (file) rememberCornerPdb(readCornerPdbFile(file));
