/**
 * Child process started by shared-tables.setup.ts: builds the HTM corner
 * database and writes it to the file named in argv[2] (or, on failure, the
 * message next to it, so waiting consumers stop waiting). A child rather than
 * the setup itself so that the other test files run while it builds.
 */
import { writeFileSync } from 'node:fs';
import { buildCornerPdb } from '../../src/three/corner-pdb.ts';
import { failureFileOf, writeCornerPdbFile } from './corner-pdb-file.ts';

const file = process.argv[2];
try {
  writeCornerPdbFile(file, buildCornerPdb('htm'));
} catch (error) {
  writeFileSync(failureFileOf(file), String((error as Error)?.stack ?? error));
  process.exitCode = 1;
}
