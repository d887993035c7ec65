/** The `pocket-cube` command run as a user runs it, for the CLI tests: a child process on this Node, with stdin. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

/** Runs `pocket-cube ...args` with `input` on stdin; resolves with its exit code and output. */
export function runCli(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}
