/**
 * How much of a core the bench actually got. Other processes share this
 * 2-core machine, and wall-clock times (what performance.now() measures) grow
 * when they take the CPU; CPU time / wall time well under 1 for a section
 * says its times are inflated. (It can exceed 1 slightly: V8's GC and
 * compiler threads count as this process's CPU time too.)
 */
import os from 'node:os';

export interface CpuShare {
  readonly wallSeconds: number;
  /** CPU seconds (user + system) per wall second. */
  readonly cpuShare: number;
  /** 1-minute load average at the end. */
  readonly loadAverage: number;
}

/** Starts measuring; call the returned function to read the share since then. */
export function cpuShareMeter(): () => CpuShare {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  return () => {
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    return { wallSeconds: wallMs / 1000, cpuShare: (cpu.user + cpu.system) / 1000 / wallMs, loadAverage: os.loadavg()[0] };
  };
}

/** Named, consecutive sections of the bench, each announced on stderr and metered. */
export class Sections {
  readonly cpuShareBySection: Record<string, number> = {};
  private name = '';
  private meter = cpuShareMeter();

  /** Ends the current section (if any) and starts `name`. */
  start(name: string, message: string): void {
    this.end();
    console.error(`bench: ${message}`);
    this.name = name;
    this.meter = cpuShareMeter();
  }

  end(): void {
    if (this.name) this.cpuShareBySection[this.name] = this.meter().cpuShare;
    this.name = '';
  }
}
