/**
 * The machine the figures come from: they mean little without it. The load
 * average matters too: other processes (test runs, browsers) share these
 * 2 cores; see cpu-share.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

export interface Environment {
  readonly date: string;
  readonly node: string;
  readonly cpu: string;
  readonly cores: number;
  readonly platform: string;
  /** First 12 hex digits of a SHA-256 over solver/src/*.ts, to tell which solver the figures belong to. */
  readonly solverFingerprint: string;
  /** 1-minute load average when the bench started. */
  readonly loadAverageAtStart: number;
}

export function environment(): Environment {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    solverFingerprint: solverFingerprint(),
    loadAverageAtStart: os.loadavg()[0],
  };
}

function solverFingerprint(): string {
  const dir = new URL('../src/', import.meta.url);
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    hash.update(name).update('\0').update(readFileSync(new URL(name, dir))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
