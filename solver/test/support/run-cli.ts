/** The `pocket-cube` command run as a user runs it, for the CLI tests: a child process on this Node, with stdin. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./preload-corner-pdb.ts', import.meta.url));

export interface RunCliOptions {
  /** A shared corner database (shared-corner-pdb.ts) for the child to load instead of building its own. */
  readonly cornerPdbFile?: string;
}

/** Runs `pocket-cube ...args` with `input` on stdin; resolves with its exit code and output. */
export function runCli(args: string[], input = '', options: RunCliOptions = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const preload = options.cornerPdbFile ? ['--import', PRELOAD] : [];
  const env = options.cornerPdbFile ? { ...process.env, POCKET_CUBE_CORNER_PDB_FILE: options.cornerPdbFile } : process.env;
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [...preload, CLI, ...args], { maxBuffer: 1 << 20, env }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}
